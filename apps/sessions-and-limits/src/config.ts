import { CHAT_INACTIVITY_MINUTES } from '@vi/contracts';
import { z } from 'zod';

export const sessionsConfigShape = {
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(8102),
  /** How often idle chat sessions and lost voice calls are closed. */
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(30_000),
  CHAT_INACTIVITY_MINUTES: z.coerce
    .number()
    .min(1)
    .max(24 * 60)
    .default(CHAT_INACTIVITY_MINUTES),
};
