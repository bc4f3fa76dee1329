import 'reflect-metadata';
import { runMain } from '@vi/service-kit';
import { startGateway } from './start.js';

runMain('gateway', () => startGateway());
