import { describe, expect, it } from '@jest/globals';
import type { Risk } from '@vi/contracts';
import { relayReply, relayWatched, type ReplyOutcome, type StartedReply, type WatchedOutcome } from './reply-stream.js';

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

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A reply whose pieces the test sends one by one (as a model would), then ends or breaks. */
function controlledReply() {
  const queue: ReturnType<typeof deferred<IteratorResult<string>>>[] = [deferred()];
  let last = 0;
  const push = (result: IteratorResult<string> | Error) => {
    const slot = queue[last];
    queue.push(deferred());
    last += 1;
    if (result instanceof Error) slot.reject(result);
    else slot.resolve(result);
  };
  let read = 0;
  const pieces: AsyncGenerator<string> = (async function* () {
    for (;;) {
      const step = await queue[read++].promise;
      if (step.done) return;
      yield step.value;
    }
  })();
  return {
    reply: started(pieces),
    send: (text: string) => push({ done: false, value: text }),
    end: () => push({ done: true, value: undefined }),
    fail: (error: Error) => push(error),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
/** Waits (up to 2 s) until `condition` holds: on a busy machine 5 ms may not be enough for a piece to pass. */
async function settledWhen(condition: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 2000; !condition() && Date.now() < deadline;) await settle();
}

const RISK: Risk = { level: 'urgent', categories: ['active_ideation'] };

/** Runs a watched relay, step by step, so a test can act between the deltas. */
function watched(reply: StartedReply, watch: Promise<Risk | null>, afterEndMs = 1000) {
  const deltas: string[] = [];
  let outcome: WatchedOutcome | undefined;
  const relay = relayWatched(reply, watch, { windowMs: 0, afterEndMs });
  const done = (async () => {
    for (;;) {
      const step = await relay.next();
      if (step.done) return (outcome = step.value);
      deltas.push(step.value.text);
    }
  })();
  return { deltas, done, outcome: () => outcome };
}

describe('relaying a reply watched by the model risk layer', () => {
  it('passes the first piece on while the verdict is still on its way, and ends complete when it finds nothing', async () => {
    const source = controlledReply();
    const verdict = deferred<Risk | null>();
    const run = watched(source.reply, verdict.promise);
    source.send('Hello');
    await settle();
    expect(run.deltas).toEqual(['Hello']);
    source.send(' there.');
    await settle();
    expect(run.deltas).toEqual(['Hello', ' there.']);
    verdict.resolve(null);
    source.end();
    expect(await run.done).toEqual({ kind: 'complete', text: 'Hello there.' });
    expect(source.reply.abort.signal.aborted).toBe(false);
  });

  it('does not wait out the bound when the verdict (no risk) came before the end', async () => {
    const source = controlledReply();
    const run = watched(source.reply, Promise.resolve(null), 60_000);
    source.send('Hi.');
    source.end();
    const started = Date.now();
    expect(await run.done).toEqual({ kind: 'complete', text: 'Hi.' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('passes nothing on when risk is found before the first piece, and stops the model', async () => {
    const source = controlledReply();
    const run = watched(source.reply, Promise.resolve(RISK));
    await settle();
    source.send('Hello');
    expect(await run.done).toEqual({ kind: 'flagged', risk: RISK, text: '' });
    expect(run.deltas).toEqual([]);
    expect(source.reply.abort.signal.aborted).toBe(true);
  });

  it('stops the reply in the middle when risk is found, with what was passed on', async () => {
    const source = controlledReply();
    const verdict = deferred<Risk | null>();
    const run = watched(source.reply, verdict.promise);
    source.send('I hear ');
    await settle();
    source.send('you. ');
    await settledWhen(() => run.deltas.join('') === 'I hear you. ');
    verdict.resolve(RISK);
    await settledWhen(() => run.outcome() !== undefined);
    expect(run.outcome()).toEqual({ kind: 'flagged', risk: RISK, text: 'I hear you. ' });
    expect(source.reply.abort.signal.aborted).toBe(true);
    // Whatever the model still sends is not passed on.
    source.send('More words');
    await settle();
    expect(run.deltas).toEqual(['I hear ', 'you. ']);
  });

  it('retracts a finished reply when the verdict comes after its end but within the bound', async () => {
    const source = controlledReply();
    const verdict = deferred<Risk | null>();
    const run = watched(source.reply, verdict.promise, 1000);
    source.send('All of it.');
    source.end();
    await settle();
    expect(run.deltas).toEqual(['All of it.']);
    expect(run.outcome()).toBeUndefined();
    verdict.resolve({ level: 'imminent', categories: ['plan_preparation'] });
    expect(await run.done).toEqual({ kind: 'flagged', risk: { level: 'imminent', categories: ['plan_preparation'] }, text: 'All of it.' });
  });

  it('ends complete when the verdict is later than the bound', async () => {
    const source = controlledReply();
    const verdict = deferred<Risk | null>();
    const run = watched(source.reply, verdict.promise, 30);
    source.send('All of it.');
    source.end();
    const started = Date.now();
    expect(await run.done).toEqual({ kind: 'complete', text: 'All of it.' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    verdict.resolve(RISK); // Too late: the caller has moved on.
    await settle();
    expect(run.outcome()).toEqual({ kind: 'complete', text: 'All of it.' });
  });

  it('counts a watch that rejects as no risk', async () => {
    const source = controlledReply();
    const verdict = deferred<Risk | null>();
    const run = watched(source.reply, verdict.promise);
    source.send('Fine.');
    await settle();
    verdict.reject(new Error('the classifier broke'));
    source.end();
    expect(await run.done).toEqual({ kind: 'complete', text: 'Fine.' });
    expect(source.reply.abort.signal.aborted).toBe(false);
  });

  it('ends failed with what was passed on when the provider breaks mid-reply', async () => {
    const source = controlledReply();
    const run = watched(source.reply, Promise.resolve(null));
    const cause = Object.assign(new Error('boom'), { status: 500 });
    source.send('Half a');
    await settle();
    source.fail(cause);
    expect(await run.done).toEqual({ kind: 'failed', text: 'Half a', cause });
    expect(source.reply.abort.signal.aborted).toBe(true);
  });

  it('answers a provider failure with the crisis response when the verdict finds risk within the bound', async () => {
    const source = controlledReply();
    const verdict = deferred<Risk | null>();
    const run = watched(source.reply, verdict.promise);
    source.fail(Object.assign(new Error('boom'), { status: 500 }));
    await settle();
    verdict.resolve(RISK);
    expect(await run.done).toEqual({ kind: 'flagged', risk: RISK, text: '' });
  });

  it('counts an empty reply as a failure', async () => {
    const run = watched(started(pieces(['  '])), Promise.resolve(null));
    expect(await run.done).toMatchObject({ kind: 'failed', text: '  ' });
  });
});
