import 'reflect-metadata';
import { SERVICE } from '@vi/contracts';
import { runMain } from '@vi/service-kit';
import { startIdentity } from './start.js';

runMain(SERVICE.identity, () => startIdentity());
