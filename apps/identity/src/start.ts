import { defineService } from '@vi/service-kit';
import { IdentityModule, SERVICE_NAME } from './app.module.js';
import { identityConfigShape } from './config.js';

export const startIdentity = defineService({
  serviceName: SERVICE_NAME,
  configShape: identityConfigShape,
  module: (config, logger) => IdentityModule.register(config, logger),
});
