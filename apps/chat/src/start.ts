import { defineService } from '@vi/service-kit';
import { ChatModule, SERVICE_NAME } from './app.module.js';
import { chatConfigShape } from './config.js';

export const startChat = defineService({
  serviceName: SERVICE_NAME,
  configShape: chatConfigShape,
  module: (config, logger) => ChatModule.register(config, logger),
  beforeStart: (config, logger) => {
    if (!config.OPENAI_API_KEY) logger.info('no OPENAI_API_KEY: the built-in offline coach answers');
  },
});
