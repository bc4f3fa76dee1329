import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { AppError } from './errors.js';
import { findUnstorableText, parseOrThrow } from './validation.js';

const schema = z.object({ name: z.string(), tags: z.array(z.string()).optional() });

function refusal(value: unknown): AppError {
  try {
    parseOrThrow(schema, value);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('not refused');
}

describe('parseOrThrow', () => {
  it('refuses text with the NUL character and says where', () => {
    const error = refusal({ name: 'Ana\u0000' });
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual({ issues: [{ path: 'name', message: 'Text must not contain the NUL character' }] });
    expect(refusal({ name: 'ok', tags: ['a', 'b\u0000c'] }).details?.issues).toEqual([{ path: 'tags.1', message: 'Text must not contain the NUL character' }]);
  });

  it('refuses a NUL character in a key too', () => {
    expect(refusal({ name: 'ok', ['x\u0000']: 1 }).code).toBe('VALIDATION_FAILED');
  });

  it('refuses a lone surrogate in text or in a key, and keeps whole pairs', () => {
    const message = 'Text must not contain a lone surrogate (half of a character)';
    expect(refusal({ name: '\ud800x' }).details).toEqual({ issues: [{ path: 'name', message }] });
    expect(refusal({ name: 'x\udfff' }).details).toEqual({ issues: [{ path: 'name', message }] });
    expect(refusal({ name: 'ok', tags: ['\ud83d'] }).details?.issues).toEqual([{ path: 'tags.0', message }]);
    expect(refusal({ name: 'ok', ['k\udc00']: 1 }).code).toBe('VALIDATION_FAILED');
    expect(parseOrThrow(schema, { name: '\ud83d\ude0a' }).name).toBe('😊');
  });

  it('refuses values nested past any message we take, without walking them', () => {
    let deep: unknown = 'end';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(refusal({ name: 'ok', deep }).message).toBe('The request is nested too deeply');
  });

  it('passes clean values through the schema', () => {
    expect(parseOrThrow(schema, { name: 'Zoë 😊 \u200b', tags: ['x'] })).toEqual({ name: 'Zoë 😊 \u200b', tags: ['x'] });
    expect(findUnstorableText({ a: [1, null, true, { b: 'c' }] })).toBeNull();
  });
});
