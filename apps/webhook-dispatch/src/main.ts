import 'reflect-metadata';
import { SERVICE } from '@vi/contracts';
import { runMain } from '@vi/service-kit';
import { startWebhookDispatch } from './start.js';

runMain(SERVICE.webhookDispatch, () => startWebhookDispatch());
