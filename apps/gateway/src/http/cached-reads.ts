import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { knownSignedInMember } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import type { SessionRevocations } from '../auth/session-revocations.js';
import { JSON_CONTENT_TYPE } from './framework-refusals.js';

/** A signed-in member's GET route whose answer the gateway may already hold in memory. */
export interface CachedRead {
  /** The route's path under the API prefix, as its controller declares it (`me`). */
  path: string;
  /** What the route's handler would answer this member now, if that is in memory; `undefined` otherwise. */
  peek(member: AuthenticatedUser, request: FastifyRequest): object | undefined;
}

/**
 * Answers these routes before Nest's pipeline when everything the answer needs is already in this
 * process: a token verified before, a session known not to have ended, and the member's data in the
 * gateway's cache. That is what the route's guard and handler would decide and send (the security
 * headers and the request id are set earlier, in `onRequest`; metrics are taken in `onResponse`),
 * without the guard, parameter and response steps Nest runs per request, which cost a cached read
 * about a fifth of its CPU (docs/adr/0030-gateway-cost.md). Anything not known
 * (a new token, Redis not connected, an ended session, a cache miss, input the route refuses) goes
 * on to the route as usual, which decides, loads and refuses exactly as before.
 *
 * Call before the routes are registered (Nest registers them when the application starts listening).
 */
export function answerCachedReads(fastify: FastifyInstance, prefix: string, revocations: SessionRevocations, reads: CachedRead[]): void {
  const byUrl = new Map(reads.map((read) => [`/${prefix}/${read.path}`, read]));
  fastify.addHook('onRoute', (route) => {
    const read = byUrl.get(route.url);
    if (read === undefined || ![route.method].flat().includes('GET')) return;
    route.preHandler = [fromMemory(read, revocations), ...[route.preHandler ?? []].flat()];
  });
}

function fromMemory(read: CachedRead, revocations: SessionRevocations): preHandlerHookHandler {
  // A cached answer is the same object until the cache loads it again: serialised once, not per request.
  const serialised = new WeakMap<object, string>();
  return (request, reply, done) => {
    const member = knownSignedInMember(request, revocations);
    const answer = member === undefined ? undefined : read.peek(member, request);
    if (answer === undefined) return done();
    let body = serialised.get(answer);
    if (body === undefined) serialised.set(answer, (body = JSON.stringify(answer)));
    // Already serialised, so the content type is set here. Sent here, the route's handler does not run (Fastify stops at a sent reply): 200 and the JSON, as Nest sends it.
    void reply.type(JSON_CONTENT_TYPE).send(body);
  };
}
