import { SERVICE } from '@vi/contracts';
import { defineService } from '@vi/service-kit';
import { AuthModule } from './auth/auth.module.js';
import { identityConfigShape } from './config.js';
import { IDENTITY_ENTITIES } from './entities.js';
import { IDENTITY_MIGRATIONS } from './migrations/index.js';

export const SERVICE_NAME = SERVICE.identity;

export const startIdentity = defineService({
  serviceName: SERVICE_NAME,
  configShape: identityConfigShape,
  database: { entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS, outbox: true },
  imports: [AuthModule],
});
