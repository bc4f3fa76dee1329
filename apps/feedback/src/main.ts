import 'reflect-metadata';
import { SERVICE } from '@vi/contracts';
import { runMain } from '@vi/service-kit';
import { startFeedback } from './start.js';

runMain(SERVICE.feedback, () => startFeedback());
