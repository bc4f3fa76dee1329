import { z } from 'zod';

export const identityConfigShape = {
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(8101),
  /**
   * A refresh token presented again within this many seconds of its rotation is treated
   * as two tabs refreshing at once, not as theft.
   */
  REFRESH_REUSE_LEEWAY_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
};
