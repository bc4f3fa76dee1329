import type { z } from 'zod';
import { AppError } from './errors.js';

/** Validates what arrived over a boundary; a mismatch is VALIDATION_FAILED with the issues. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw AppError.validation(result.error);
  return result.data;
}
