import { describe, expect, it } from '@jest/globals';
import { coalesce } from './coalesce.js';

async function* timed(pieces: [string, number][]) {
  for (const [text, delayMs] of pieces) {
    await new Promise((r) => setTimeout(r, delayMs));
    yield text;
  }
}

async function collect(source: AsyncIterable<string>) {
  const out: string[] = [];
  for await (const piece of source) out.push(piece);
  return out;
}

describe('coalesce', () => {
  it('passes the first piece at once and gathers quick followers', async () => {
    const out = await collect(
      coalesce(
        timed([
          ['Hel', 0],
          ['lo', 0],
          [' there', 0],
          [', friend', 0],
        ]),
        30,
      ),
    );
    expect(out[0]).toBe('Hel');
    expect(out.join('')).toBe('Hello there, friend');
    expect(out.length).toBeLessThanOrEqual(2);
  });

  it('does not hold a piece back when the source pauses', async () => {
    const out = await collect(
      coalesce(
        timed([
          ['a', 0],
          ['b', 0],
          ['c', 80],
          ['d', 0],
        ]),
        20,
      ),
    );
    expect(out.join('')).toBe('abcd');
    expect(out).toEqual(['a', 'b', 'cd']);
  });

  it('passes errors on', async () => {
    async function* failing() {
      yield 'x';
      throw new Error('line dropped');
    }
    await expect(collect(coalesce(failing(), 10))).rejects.toThrow('line dropped');
  });
});
