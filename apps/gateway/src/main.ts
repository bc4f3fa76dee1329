import 'reflect-metadata';
import { SERVICE } from '@vi/contracts';
import { runMain } from '@vi/service-kit';
import { startGateway } from './start.js';

runMain(SERVICE.gateway, () => startGateway());
