import 'reflect-metadata';
import { SERVICE } from '@vi/contracts';
import { runMain } from '@vi/service-kit';
import { startAdmin } from './start.js';

runMain(SERVICE.admin, () => startAdmin());
