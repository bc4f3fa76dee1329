import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * The HTTP request's id (the client's X-Request-Id when safe to echo, else a new one: see
 * framework-refusals.ts), for a route handler to hand on explicitly: to `RpcClient` as the
 * `requestId` option (the NATS header the service logs under) and into its own log lines.
 *
 * Explicit rather than service-kit's `runWithRequestId` context: entering an AsyncLocalStorage
 * turns on Node 20's promise hooks for every promise of the process, which cost the gateway about
 * a quarter of its throughput on cached reads (docs/adr/0030-gateway-cost.md). The services
 * keep the context (they receive the id in the NATS header and run each handler inside it).
 */
export const RequestId = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  requestIdOfRequest(context.switchToHttp().getRequest<FastifyRequest>()),
);

export function requestIdOfRequest(request: { id: unknown }): string {
  return String(request.id);
}
