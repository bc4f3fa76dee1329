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
