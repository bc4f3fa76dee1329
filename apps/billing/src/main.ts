import 'reflect-metadata';
import { SERVICE } from '@vi/contracts';
import { runMain } from '@vi/service-kit';
import { startBilling } from './start.js';

runMain(SERVICE.billing, () => startBilling());
