import { MessagePattern } from '@nestjs/microservices';
import type { RpcDefinition, RpcReply } from '@vi/contracts';
import type { z } from 'zod';
import { parseOrThrow } from './validation.js';

/** What a handler of `D` may return: its reply (or a promise of it); a streamed RPC's Observable is not checked. */
export type RpcHandlerResult<D extends RpcDefinition> = D extends { streams: true } ? unknown : RpcReply<D> | Promise<RpcReply<D>>;

/**
 * `@MessagePattern(definition.subject)`, and TypeScript checks the method's return type against
 * the definition's response schema (`z.input`: what the handler sends, before the caller parses it).
 */
export function HandleRpc<D extends RpcDefinition>(definition: D) {
  const pattern = MessagePattern(definition.subject);
  return <M extends (...args: any[]) => RpcHandlerResult<D>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    pattern(target, key, descriptor);
  };
}

/** A handler's payload parsed with its definition's request schema (VALIDATION_FAILED otherwise; see parseOrThrow). */
export function parseRequest<D extends RpcDefinition>(definition: D, data: unknown): z.output<D['request']> {
  return parseOrThrow<D['request']>(definition.request, data);
}
