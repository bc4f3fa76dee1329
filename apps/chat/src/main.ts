import 'reflect-metadata';
import { runMain } from '@vi/service-kit';
import { startChat } from './start.js';

runMain('chat', () => startChat());
