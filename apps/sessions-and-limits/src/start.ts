import { defineService } from '@vi/service-kit';
import { SERVICE_NAME, SessionsAndLimitsModule } from './app.module.js';
import { sessionsConfigShape } from './config.js';

export const startSessionsAndLimits = defineService({
  serviceName: SERVICE_NAME,
  configShape: sessionsConfigShape,
  module: (config, logger) => SessionsAndLimitsModule.register(config, logger),
});
