import 'reflect-metadata';
import { runMain } from '@vi/service-kit';
import { startIdentity } from './start.js';

runMain('identity', () => startIdentity());
