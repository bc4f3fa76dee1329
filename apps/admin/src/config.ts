import { z } from 'zod';

/** Admin's environment: only its port beyond what every service reads (database, NATS, namespace). */
export const adminConfigShape = {
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(8106),
};
