import type { z } from 'zod';
import { ErrorCode } from '@vi/contracts';
import { AppError } from './errors.js';

/** Deeper than any message we take; beyond it a value is refused rather than walked. */
const MAX_DEPTH = 64;

/** A UTF-16 half of a pair standing alone: not a character, and PostgreSQL refuses it in JSON. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const UNSTORABLE = {
  nul: 'Text must not contain the NUL character',
  surrogate: 'Text must not contain a lone surrogate (half of a character)',
} as const;

/** Why PostgreSQL could not store this text (in a text or jsonb column), or `null` when it can. */
function unstorable(text: string): keyof typeof UNSTORABLE | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

export interface UnstorableText {
  path: string[];
  message: string;
}

/**
 * Where `value` holds a string (or a key) that PostgreSQL cannot store: the NUL character, or a
 * lone surrogate. `null` when there is none; `'too-deep'` when the value nests past MAX_DEPTH.
 */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): UnstorableText | 'too-deep' | null {
  if (typeof value === 'string') {
    const reason = unstorable(value);
    return reason ? { path, message: UNSTORABLE[reason] } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return 'too-deep';
  for (const [key, item] of Object.entries(value)) {
    const reason = unstorable(key);
    if (reason) return { path: [...path, key], message: UNSTORABLE[reason] };
    const found = findUnstorableText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Validates what arrived over a boundary; a mismatch is VALIDATION_FAILED with the issues. Text
 * PostgreSQL cannot store (NUL, lone surrogates) is refused here, for every route and message,
 * before any schema sees it.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const bad = findUnstorableText(value);
  if (bad === 'too-deep')
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'The request is nested too deeply', { issues: [{ path: '', message: 'Too deeply nested' }] });
  if (bad) throw new AppError(ErrorCode.VALIDATION_FAILED, bad.message, { issues: [{ path: bad.path.join('.'), message: bad.message }] });
  const result = schema.safeParse(value);
  if (!result.success) throw AppError.validation(result.error);
  return result.data;
}
