import { describe, expect, it } from '@jest/globals';
import { relayReply, type ReplyOutcome, type StartedReply } from './reply-stream.js';

async function* pieces(texts: string[], failAfter?: Error): AsyncGenerator<string> {
  for (const text of texts) yield text;
  if (failAfter) throw failAfter;
}

const started = (source: AsyncGenerator<string>): StartedReply => ({ pieces: source, abort: new AbortController() });

/** Runs the relay to its end: the deltas it passed on and how it ended. */
async function run(reply: StartedReply, moderation = Promise.resolve(false)) {
  const deltas: string[] = [];
  const relay = relayReply(reply, moderation, 0);
  for (;;) {
    const step = await relay.next();
    if (step.done) return { deltas, outcome: step.value as ReplyOutcome };
    deltas.push(step.value.text);
  }
}

describe('relaying a reply', () => {
  it('passes the reply on as deltas and ends complete with the whole text', async () => {
    const { deltas, outcome } = await run(started(pieces(['Hello', ' there.'])));
    expect(deltas.join('')).toBe('Hello there.');
    expect(outcome).toEqual({ kind: 'complete', text: 'Hello there.' });
  });

  it('passes nothing on when moderation flags the words, and stops the model', async () => {
    const reply = started(pieces(['Hello']));
    const { deltas, outcome } = await run(reply, Promise.resolve(true));
    expect(deltas).toEqual([]);
    expect(outcome).toEqual({ kind: 'flagged' });
    expect(reply.abort.signal.aborted).toBe(true);
  });

  it('ends failed with what was passed on when the provider breaks mid-reply', async () => {
    const cause = Object.assign(new Error('boom'), { status: 500 });
    const reply = started(pieces(['Half a'], cause));
    const { deltas, outcome } = await run(reply);
    expect(deltas).toEqual(['Half a']);
    expect(outcome).toEqual({ kind: 'failed', text: 'Half a', cause });
    expect(reply.abort.signal.aborted).toBe(true);
  });

  it('counts an empty reply as a failure', async () => {
    const { outcome } = await run(started(pieces(['  '])));
    expect(outcome).toMatchObject({ kind: 'failed', text: '  ' });
  });
});
