import 'reflect-metadata';
import { runMain } from '@vi/service-kit';
import { startSessionsAndLimits } from './start.js';

runMain('sessions-and-limits', () => startSessionsAndLimits());
