import { WebhookConfigEntity } from './configs/webhook-config.entity.js';
import { DeliveryEntity } from './deliveries/delivery.entity.js';
import { WebhookLogEntity } from './logs/webhook-log.entity.js';

export const WEBHOOK_DISPATCH_ENTITIES = [WebhookConfigEntity, WebhookLogEntity, DeliveryEntity];
