import { SERVICE } from '@vi/contracts';
import { defineService, memberExportController, SERVICE_CONFIG } from '@vi/service-kit';
import { CLOCK, type Clock } from './clock.js';
import { type WebhookDispatchConfig, webhookDispatchConfigShape } from './config.js';
import { ConfigsRepository } from './configs/configs.repository.js';
import { ConfigsService } from './configs/configs.service.js';
import { Attempts } from './deliveries/attempts.js';
import { DeliveriesRepository } from './deliveries/deliveries.repository.js';
import { deliveryIntake } from './deliveries/delivery-intake.js';
import { DeliveryWorker } from './deliveries/delivery-worker.js';
import { SendNowService } from './deliveries/send-now.service.js';
import { WEBHOOK_DISPATCH_ENTITIES } from './entities.js';
import { LogsRepository } from './logs/logs.repository.js';
import { memberDeletion } from './member-deletion/member-deletion.js';
import { MemberDeletionService } from './member-deletion/member-deletion.service.js';
import { WEBHOOK_DISPATCH_MIGRATIONS } from './migrations/index.js';
import { WebhookSender } from './sending/sender.js';
import { WebhooksController } from './webhooks.controller.js';
import { memberExport } from './member-export/member-export.js';

export const SERVICE_NAME = SERVICE.webhookDispatch;

export const startWebhookDispatch = defineService({
  serviceName: SERVICE_NAME,
  configShape: webhookDispatchConfigShape,
  // Its one event, `admin-action.recorded` (a super admin's change or reveal, for identity's audit log), goes through the outbox.
  database: { entities: WEBHOOK_DISPATCH_ENTITIES, migrations: WEBHOOK_DISPATCH_MIGRATIONS, outbox: true },
  beforeStart: (config, logger) => {
    if (config.WEBHOOK_ALLOW_PRIVATE_TARGETS !== 'none') {
      logger.warn({ allow: config.WEBHOOK_ALLOW_PRIVATE_TARGETS }, 'webhooks may go to non-public addresses (WEBHOOK_ALLOW_PRIVATE_TARGETS)');
    }
  },
  controllers: [WebhooksController, memberExportController(SERVICE_NAME)],
  providers: [
    // A clock of its own per application, so a test can move it (see clock.ts).
    { provide: CLOCK, useFactory: (): Clock => ({ now: () => new Date() }) },
    {
      provide: WebhookSender,
      inject: [SERVICE_CONFIG],
      useFactory: (config: WebhookDispatchConfig) =>
        new WebhookSender({
          timeoutMs: config.WEBHOOK_TIMEOUT_MS,
          allowPrivateTargets: config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
          maxBodyBytes: config.WEBHOOK_RESPONSE_BODY_MAX_BYTES,
        }),
    },
    ConfigsRepository,
    LogsRepository,
    DeliveriesRepository,
    Attempts,
    ConfigsService,
    SendNowService,
    DeliveryWorker,
    deliveryIntake,
    MemberDeletionService,
    memberDeletion,
    memberExport,
  ],
});
