import 'reflect-metadata';
import { SERVICE } from '@vi/contracts';
import { runMain } from '@vi/service-kit';
import { startSessionsAndLimits } from './start.js';

runMain(SERVICE.sessionsAndLimits, () => startSessionsAndLimits());
