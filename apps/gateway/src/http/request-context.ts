import { runWithRequestId } from '@vi/service-kit';
import type { FastifyInstance } from 'fastify';

/**
 * Logs and onward NATS requests carry the HTTP request's id. The route handler (Nest's guards,
 * pipes, controller and error filter) runs inside the request's context: Fastify calls it from the
 * last preHandler hook's `done`, after the body was read. A Fastify hook rather than a global Nest
 * interceptor: the interceptor wrapped every request in RxJS Observables, which the gateway's
 * profile showed among its larger costs.
 */
export function carryRequestId(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', (request, _reply, done) => runWithRequestId(String(request.id), done));
}
