import { type DynamicModule, Module } from '@nestjs/common';
import { type BaseConfig, ServiceKitModule } from '@vi/service-kit';
import type { Logger } from 'pino';
import { AuthModule } from './auth/auth.module.js';
import { IDENTITY_ENTITIES } from './entities.js';
import { IDENTITY_MIGRATIONS } from './migrations/index.js';

export const SERVICE_NAME = 'identity';

@Module({})
export class IdentityModule {
  static register(config: BaseConfig, logger: Logger): DynamicModule {
    return {
      module: IdentityModule,
      imports: [
        ServiceKitModule.forRoot({
          serviceName: SERVICE_NAME,
          config,
          logger,
          rpc: true,
          database: { entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS, outbox: true },
        }),
        AuthModule,
      ],
    };
  }
}
