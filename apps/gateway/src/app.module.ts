import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { SERVICE } from '@vi/contracts';
import { type BaseConfig, ServiceKitModule } from '@vi/service-kit';
import type { Logger } from 'pino';
import { AuthController } from './auth/auth.controller.js';
import { GoogleSignInController } from './auth/google.controller.js';
import { BeaconJwtStrategy, JwtStrategy } from './auth/jwt.strategy.js';
import { PublicKeyStore } from './auth/public-keys.store.js';
import { SessionRevocations } from './auth/session-revocations.js';
import { AdminGuard } from './auth/admin.guard.js';
import { AdminsController } from './admin/admins.controller.js';
import { SuperAdminGuard } from './admin/admin-actor.js';
import { AdminUsersController } from './admin/admin-users.controller.js';
import { AuditLogController } from './admin/audit-log.controller.js';
import { DeadLettersController } from './admin/dead-letters.controller.js';
import { ReferralsController } from './admin/referrals.controller.js';
import { BillingController } from './billing/billing.controller.js';
import { ChatController } from './chat/chat.controller.js';
import { FeedbackController } from './feedback/feedback.controller.js';
import { HttpErrorFilter } from './http/error-filter.js';
import { RateLimiter } from './rate-limit/rate-limiter.js';
import { openGatewayRedis, REDIS } from './redis/redis-client.js';
import { AccountController } from './users/account.controller.js';
import { MeController } from './users/me.controller.js';
import { SessionsController } from './sessions/sessions.controller.js';
import { UsageCache } from './sessions/usage-cache.js';
import { UserCache } from './users/user-cache.js';
import { SpaFallback } from './web/spa-fallback.js';
import { ServerMessagesController } from './voice/server-messages.controller.js';
import { VoiceCallsController } from './voice/voice-calls.controller.js';
import { VoiceTurnsController } from './voice/voice-turns.controller.js';
import { WebhooksController } from './webhooks/webhooks.controller.js';
import { GATEWAY_NATS_USE } from './nats-use.js';
import { MemberExportController } from './member-export/member-export.controller.js';

export const SERVICE_NAME = SERVICE.gateway;

export type GatewayConfig = BaseConfig & { REDIS_URL: string; WEB_DIST: string };

@Module({})
export class GatewayModule {
  static register(config: GatewayConfig, logger: Logger, spa: SpaFallback): DynamicModule {
    return {
      module: GatewayModule,
      imports: [ServiceKitModule.forRoot({ serviceName: SERVICE_NAME, config, logger, nats: GATEWAY_NATS_USE }), PassportModule],
      controllers: [
        AuthController,
        GoogleSignInController,
        MeController,
        AccountController,
        MemberExportController,
        SessionsController,
        ChatController,
        VoiceCallsController,
        VoiceTurnsController,
        ServerMessagesController,
        BillingController,
        FeedbackController,
        WebhooksController,
        AdminUsersController,
        AdminsController,
        DeadLettersController,
        ReferralsController,
        AuditLogController,
      ],
      providers: [
        { provide: REDIS, useFactory: () => openGatewayRedis(config.REDIS_URL, logger) },
        { provide: SpaFallback, useValue: spa },
        { provide: APP_FILTER, useFactory: () => new HttpErrorFilter(logger, spa) },
        RateLimiter,
        PublicKeyStore,
        SessionRevocations,
        JwtStrategy,
        BeaconJwtStrategy,
        UserCache,
        UsageCache,
        AdminGuard,
        SuperAdminGuard,
      ],
    };
  }
}
