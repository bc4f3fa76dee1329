import { SERVICE } from '@vi/contracts';
import { ConfigError, defineService, memberExportController } from '@vi/service-kit';
import { AccountModule } from './account/account.module.js';
import { AdminsModule } from './admins/admins.module.js';
import { auditIntake } from './audit/audit-intake.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { type IdentityConfig, identityConfigShape, keyConfigProblems } from './config.js';
import { ExternalSignInModule } from './external-sign-in/external-sign-in.module.js';
import { IDENTITY_ENTITIES } from './entities.js';
import { IDENTITY_MIGRATIONS } from './migrations/index.js';
import { memberExport } from './member-export/member-export.js';

export const SERVICE_NAME = SERVICE.identity;

export const startIdentity = defineService({
  serviceName: SERVICE_NAME,
  configShape: identityConfigShape,
  database: { entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS, outbox: true },
  beforeStart: (config, logger) => {
    const problems = keyConfigProblems(config as unknown as IdentityConfig);
    if (problems.length > 0) throw new ConfigError(problems);
    if (!config.SIGNING_KEY_ENCRYPTION_KEY) logger.warn('no SIGNING_KEY_ENCRYPTION_KEY: token signing keys are stored unencrypted (refused in production)');
  },
  imports: [AuthModule, AccountModule, AdminsModule, AuditModule, ExternalSignInModule],
  // The admin audit log's consumer of what webhook-dispatch reports (see src/audit/).
  providers: [auditIntake, memberExport],
  controllers: [memberExportController(SERVICE_NAME)],
});
