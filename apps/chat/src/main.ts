import 'reflect-metadata';
import { SERVICE } from '@vi/contracts';
import { runMain } from '@vi/service-kit';
import { startChat } from './start.js';

runMain(SERVICE.chat, () => startChat());
