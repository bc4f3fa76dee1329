import { z } from 'zod';

/** Seconds to wait before each retry of a failed delivery: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h (seven attempts in all). */
export const DEFAULT_RETRY_SCHEDULE_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000];

/** Which non-public addresses deliveries may go to (see sending/address-policy.ts). */
export const ALLOW_PRIVATE_TARGETS = ['none', 'loopback', 'private', 'all'] as const;
export type AllowPrivateTargets = (typeof ALLOW_PRIVATE_TARGETS)[number];

const retrySchedule = z
  .string()
  .trim()
  .regex(/^\d+(\s*,\s*\d+)*$/, 'a comma-separated list of delays in milliseconds, e.g. 5000,300000,1800000')
  .transform((value) => value.split(',').map((delay) => Number(delay.trim())))
  .refine((delays) => delays.length <= 20 && delays.every((delay) => delay >= 1 && delay <= 7 * 24 * 3_600_000), 'at most 20 delays, each 1 ms to 7 days');

/**
 * Webhook-dispatch's environment. Deliveries are retried on the schedule below, each attempt bounded
 * by the timeout; endpoints on private, loopback or link-local addresses are refused unless
 * WEBHOOK_ALLOW_PRIVATE_TARGETS says otherwise.
 */
export const webhookDispatchConfigShape = {
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(8107),
  /** Delays before each retry, in milliseconds, comma-separated; its length is the number of retries. */
  WEBHOOK_RETRY_SCHEDULE_MS: retrySchedule.default(DEFAULT_RETRY_SCHEDULE_MS),
  /** How long one attempt may take (DNS, connecting, the answer), in milliseconds. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * Non-public endpoint addresses allowed: none (default), loopback (127/8, ::1), private (loopback and
   * 10/8, 172.16/12, 192.168/16, fc00::/7, CGNAT 100.64/10) or all (private and link-local 169.254/16,
   * fe80::/10). Cloud metadata, unspecified, multicast and reserved addresses are refused whatever this says.
   */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z.enum(ALLOW_PRIVATE_TARGETS).default('none'),
  /** Deliveries in flight at once in this process. */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(32),
  /** Of those, at most this many to one endpoint configuration, so a slow receiver cannot take every slot. */
  WEBHOOK_CONCURRENCY_PER_ENDPOINT: z.coerce.number().int().min(1).max(1000).default(8),
  /** How often the worker looks for due deliveries when nothing woke it (another replica's, retries). */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** The start of the receiver's answer kept in the log, in bytes. */
  WEBHOOK_RESPONSE_BODY_MAX_BYTES: z.coerce.number().int().min(0).max(65_536).default(2048),
};

export interface WebhookDispatchConfig {
  WEBHOOK_RETRY_SCHEDULE_MS: number[];
  WEBHOOK_TIMEOUT_MS: number;
  WEBHOOK_ALLOW_PRIVATE_TARGETS: AllowPrivateTargets;
  WEBHOOK_CONCURRENCY: number;
  WEBHOOK_CONCURRENCY_PER_ENDPOINT: number;
  WEBHOOK_POLL_MS: number;
  WEBHOOK_RESPONSE_BODY_MAX_BYTES: number;
}
