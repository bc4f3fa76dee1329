import type { z } from 'zod';
import { ErrorCode } from '@vi/contracts';
import { AppError } from './errors.js';

/** Deeper than any message we take; beyond it a value is refused rather than walked. */
const MAX_DEPTH = 64;

/**
 * Where `value` holds a string (or a key) with the NUL character, which PostgreSQL cannot store in
 * text: the path to it, `null` when there is none. `'too-deep'` when the value nests past MAX_DEPTH.
 */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | 'too-deep' | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return 'too-deep';
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Validates what arrived over a boundary; a mismatch is VALIDATION_FAILED with the issues. Text with
 * the NUL character is refused here, for every route and message, before any schema sees it.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const nul = findNul(value);
  if (nul === 'too-deep')
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'The request is nested too deeply', { issues: [{ path: '', message: 'Too deeply nested' }] });
  if (nul) {
    const message = 'Text must not contain the NUL character';
    throw new AppError(ErrorCode.VALIDATION_FAILED, message, { issues: [{ path: nul.join('.'), message }] });
  }
  const result = schema.safeParse(value);
  if (!result.success) throw AppError.validation(result.error);
  return result.data;
}
