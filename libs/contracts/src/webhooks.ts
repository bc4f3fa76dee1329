import { z } from 'zod';
import { auditActorSchema } from './audit.js';
import { WEBHOOK_TYPES } from './constants.js';

/** The kinds of outbound webhook: one per event a receiver can subscribe to (their plain list lives in constants.ts). */
export { WEBHOOK_SECRET_OVERLAP_HOURS, WEBHOOK_SUPER_ADMIN_REFUSALS, WEBHOOK_TYPES, WEBHOOKS_REFUSAL } from './constants.js';
export const webhookTypeSchema = z.enum(WEBHOOK_TYPES);
export type WebhookType = z.infer<typeof webhookTypeSchema>;

export const WEBHOOK_URL_MAX_LENGTH = 2048;

/** An http(s) URL without credentials (where deliveries go; whether its address is allowed is checked by webhook-dispatch). */
export const webhookEndpointUrlSchema = z
  .string()
  .trim()
  .min(1, 'Endpoint URL is required')
  .max(WEBHOOK_URL_MAX_LENGTH)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'Endpoint URL must be a valid URL');

/**
 * A signing secret in the Standard Webhooks format: `whsec_` and the base64 of 24 to 64 random bytes.
 * Receivers verify with it using the `standardwebhooks` library.
 */
export const webhookSecretSchema = z
  .string()
  .trim()
  .regex(/^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/, 'Secret must be whsec_ followed by base64 of 24 to 64 bytes');

export const webhookConfigSchema = z.object({
  id: z.uuid(),
  webhookType: webhookTypeSchema,
  endpointUrl: z.string(),
  /**
   * The signing secret masked, `whsec_…` and its last 4 characters; null: deliveries go unsigned. The
   * secret itself is answered once (to a create or a rotation) and otherwise only to a super admin's
   * reveal, which the audit log records.
   */
  secretHint: z.string().nullable(),
  /** After a rotation: until when the replaced secret also signs every delivery (null: only the current one signs). */
  previousSecretExpiresAt: z.iso.datetime().nullable(),
  enabled: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type WebhookConfig = z.infer<typeof webhookConfigSchema>;
/** The answer to a create and to a rotation: the configuration with its secret in full, this once. */
export const webhookConfigWithSecretSchema = webhookConfigSchema.extend({ secretKey: z.string().nullable() });
export type WebhookConfigWithSecret = z.infer<typeof webhookConfigWithSecretSchema>;
/** The answer to a super admin's reveal (null: the configuration has no secret). */
export const revealedWebhookSecretSchema = z.object({ secretKey: z.string().nullable() });
export type RevealedWebhookSecret = z.infer<typeof revealedWebhookSecretSchema>;
export const webhookConfigListSchema = z.object({ items: z.array(webhookConfigSchema) });
export type WebhookConfigList = z.infer<typeof webhookConfigListSchema>;

/** Body of `POST /api/v1/admin/webhooks` (create). An empty secret means unsigned. */
export const createWebhookConfigBodySchema = z.object({
  webhookType: webhookTypeSchema,
  endpointUrl: webhookEndpointUrlSchema,
  secretKey: z.union([webhookSecretSchema, z.literal(''), z.null()]).optional(),
  enabled: z.boolean().default(true),
});
export type CreateWebhookConfigBody = z.input<typeof createWebhookConfigBodySchema>;

/** Body of `PUT /api/v1/admin/webhooks/:id` (update by id; the type cannot change). */
export const updateWebhookConfigBodySchema = z.object({
  endpointUrl: webhookEndpointUrlSchema,
  secretKey: z.union([webhookSecretSchema, z.literal(''), z.null()]).optional(),
  enabled: z.boolean(),
});
export type UpdateWebhookConfigBody = z.input<typeof updateWebhookConfigBodySchema>;

export const webhookIdParamSchema = z.object({ id: z.uuid() });
/** The answer to deleting a configuration. */
export const webhookConfigDeletedSchema = z.object({ deleted: z.literal(true) });
/** The changes (and the reveal) carry the super admin who makes them and their address: webhook-dispatch records each in the audit log. */
export const createWebhookConfigRequestSchema = z.object({ config: createWebhookConfigBodySchema, actor: auditActorSchema });
export const updateWebhookConfigRequestSchema = z.object({ id: z.uuid(), config: updateWebhookConfigBodySchema, actor: auditActorSchema });
export const deleteWebhookConfigRequestSchema = z.object({ id: z.uuid(), actor: auditActorSchema });
/** Reveal or rotate one configuration's secret. */
export const webhookSecretRequestSchema = z.object({ id: z.uuid(), actor: auditActorSchema });

/** One delivery attempt (or test send), newest first in the admin's recent activity. */
export const webhookLogSchema = z.object({
  id: z.uuid(),
  webhookType: webhookTypeSchema,
  success: z.boolean(),
  /** The receiver's HTTP status; null when no answer came (timeout, refused connection, blocked address). */
  responseStatus: z.number().int().nullable(),
  endpointUrl: z.string(),
  /** The start of the receiver's answer (truncated). */
  responseBody: z.string().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** 1 for the first attempt of a delivery. */
  attempt: z.number().int(),
  /** The domain event delivered; null for a test send. */
  eventId: z.string().nullable(),
  /** The `webhook-id` header sent: the same on every attempt of one delivery. */
  deliveryId: z.string(),
  configId: z.uuid().nullable(),
  test: z.boolean(),
});
export type WebhookLog = z.infer<typeof webhookLogSchema>;
export const webhookLogListSchema = z.object({ items: z.array(webhookLogSchema) });
export type WebhookLogList = z.infer<typeof webhookLogListSchema>;
export const WEBHOOK_LOGS_FETCHED = 50;

/** The outcome of a test send or an on-demand redelivery: success is the receiver's HTTP ok. */
export const webhookSendResultSchema = z.object({
  success: z.boolean(),
  status: z.number().int().nullable(),
  detail: z.string(),
});
export type WebhookSendResult = z.infer<typeof webhookSendResultSchema>;

/** What a test send carries as `data`. */
export interface WebhookTestData {
  test: true;
  webhook_type: WebhookType;
  message: string;
  timestamp: string;
}

/** Every delivery's JSON body. */
export interface WebhookPayload<T = unknown> {
  type: WebhookType;
  timestamp: string;
  data: T;
}

export const listWebhookLogsRequestSchema = z.object({ limit: z.number().int().min(1).max(200).default(WEBHOOK_LOGS_FETCHED) });
export const redeliverRequestSchema = z.object({ logId: z.uuid() });
