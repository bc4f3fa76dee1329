import type { Risk } from '@vi/contracts';
import { firstTokenTimer } from '@vi/service-kit';
import { coalesce } from '../messages/coalesce.js';
import type { AssistantService, ReplyOptions, Turn } from './assistant.service.js';

/** Pieces of a reply arriving within this window travel as one event. */
export const REPLY_COALESCE_MS = 25;

/** A reply the model has started on; its first piece is already requested. */
export interface StartedReply {
  pieces: AsyncGenerator<string>;
  abort: AbortController;
}

/** How a relayed reply ended (map a failure's cause with `providerError`). */
export type ReplyOutcome =
  | { kind: 'complete'; text: string }
  /** The moderation verdict flagged the member's words: nothing of the reply was passed on. */
  | { kind: 'flagged' }
  /** The provider failed; `text` is what was passed on before it did (maybe nothing). */
  | { kind: 'failed'; text: string; cause: unknown };

/** Continues a generator whose first step was already taken. */
async function* resume<T>(first: Promise<IteratorResult<T>>, rest: AsyncGenerator<T>): AsyncGenerator<T> {
  const step = await first;
  if (step.done) return;
  yield step.value;
  yield* rest;
}

/**
 * Asks the assistant for a reply and requests its first piece at once, so the model starts
 * while the caller announces what it has to (the time to first token is the provider's).
 */
export function startReply(assistant: AssistantService, turns: Turn[], options: ReplyOptions = {}): StartedReply {
  const abort = new AbortController();
  const pieces = assistant.reply(turns, abort.signal, options);
  const first = pieces.next();
  first.then(firstTokenTimer(), () => undefined);
  return { pieces: resume(first, pieces), abort };
}

/**
 * Relays a started reply as `delta` events, coalesced. Nothing reaches the member before the
 * moderation verdict (it runs beside the model, so it adds no waiting unless it is slower than
 * the first token). Never throws: how the reply ended is the return value.
 */
export async function* relayReply(
  reply: StartedReply,
  moderation: Promise<boolean>,
  windowMs = REPLY_COALESCE_MS,
): AsyncGenerator<{ type: 'delta'; text: string }, ReplyOutcome> {
  let text = '';
  try {
    let moderated = false;
    for await (const piece of coalesce(reply.pieces, windowMs)) {
      if (!moderated) {
        moderated = true;
        if (await moderation) {
          reply.abort.abort();
          return { kind: 'flagged' };
        }
      }
      text += piece;
      yield { type: 'delta', text: piece };
    }
    if (text.trim() === '') throw new Error('the provider sent an empty reply');
    return { kind: 'complete', text };
  } catch (cause) {
    reply.abort.abort();
    return { kind: 'failed', text, cause };
  }
}

/** How long a reply that is complete still waits for the model layer's verdict (a late one can still retract it). */
export const WATCH_AFTER_END_MS = 1500;

/** How a watched reply ended (map a failure's cause with `providerError`). */
export type WatchedOutcome =
  | { kind: 'complete'; text: string }
  /**
   * The watch found risk: the reply was stopped. `text` is what was already passed on (maybe
   * nothing): the caller retracts it (a `retract` event) and the crisis response follows.
   */
  | { kind: 'flagged'; risk: Risk; text: string }
  /** The provider failed; `text` is what was passed on before it did (maybe nothing). */
  | { kind: 'failed'; text: string; cause: unknown };

export interface WatchOptions {
  /** Pieces arriving within this window travel as one event. Default REPLY_COALESCE_MS. */
  windowMs?: number;
  /** How long a finished reply waits for a verdict still on its way. Default WATCH_AFTER_END_MS. */
  afterEndMs?: number;
}

/**
 * Relays a started reply as `delta` events, coalesced, at once: nothing waits for `watch` (the
 * model risk layer's verdict, running beside the reply), so an ordinary reply's first token is
 * never held up. If the watch finds risk while the reply streams, the reply is stopped and the
 * outcome is `flagged` with what was already passed on. A reply that ends first waits for the
 * verdict at most `afterEndMs` (so a late one can still retract it); a watch that rejects or
 * answers null is no risk. A provider failure ends `failed`, unless the watch finds risk within
 * that same bound (crisis help rather than an error). Never throws.
 */
export async function* relayWatched(
  reply: StartedReply,
  watch: Promise<Risk | null>,
  options: WatchOptions = {},
): AsyncGenerator<{ type: 'delta'; text: string }, WatchedOutcome> {
  const windowMs = options.windowMs ?? REPLY_COALESCE_MS;
  const afterEndMs = options.afterEndMs ?? WATCH_AFTER_END_MS;
  let risk: Risk | null = null;
  let settled = false;
  const verdict = watch.then(
    (found) => found ?? null,
    () => null,
  );
  void verdict.then((found) => {
    risk = found;
    settled = true;
  });
  // Resolves only with a risk: the race below never ends for a verdict of no risk.
  const flag = verdict.then((found) => (found ? { flagged: found } : new Promise<never>(() => undefined)));

  const stop = (text: string): WatchedOutcome => {
    reply.abort.abort();
    return { kind: 'flagged', risk: risk!, text };
  };
  /** The verdict within the bound, once the reply has ended (completed or failed). */
  const lateVerdict = async (): Promise<Risk | null> => {
    if (settled) return risk;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = await Promise.race([verdict, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), afterEndMs)))]);
    clearTimeout(timer);
    return late;
  };

  const iterator = coalesce(reply.pieces, windowMs)[Symbol.asyncIterator]();
  let text = '';
  try {
    for (;;) {
      if (risk) return stop(text);
      const next = iterator.next();
      const step = await Promise.race([next, flag]);
      if ('flagged' in step) {
        // The reply is stopped mid-way; its pending piece ends in an abort error no one needs.
        next.catch(() => undefined);
        return stop(text);
      }
      if (step.done) break;
      if (risk) return stop(text);
      text += step.value;
      yield { type: 'delta', text: step.value };
    }
    if (text.trim() === '') throw new Error('the provider sent an empty reply');
  } catch (cause) {
    reply.abort.abort();
    const late = await lateVerdict();
    if (late) return { kind: 'flagged', risk: late, text };
    return { kind: 'failed', text, cause };
  }
  const late = await lateVerdict();
  if (late) return { kind: 'flagged', risk: late, text };
  return { kind: 'complete', text };
}
