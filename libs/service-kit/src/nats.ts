import { randomUUID } from 'node:crypto';
import {
  type ArgumentsHost,
  Catch,
  HttpException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  type ExceptionFilter,
} from '@nestjs/common';
import { type NatsContext, type NatsOptions, ServerNats } from '@nestjs/microservices';
import { connect, createInbox, headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { ErrorCode } from '@vi/contracts';
import type { Logger } from 'pino';
import { Observable, throwError } from 'rxjs';
import type { z } from 'zod';
import { AppError, toEnvelope } from './errors.js';
import { currentRequestId, REQUEST_ID_HEADER, runWithRequestId } from './logging.js';
import type { Namespace } from './namespace.js';

/**
 * Nest's NATS server, subscribing under the stack's namespace and in the service's
 * queue group so that replicas share the work.
 */
export class NamespacedNatsServer extends ServerNats {
  constructor(
    private readonly natsOptions: NonNullable<NatsOptions['options']>,
    private readonly namespace: Namespace,
  ) {
    super(natsOptions);
  }

  override bindEvents(client: NatsConnection): void {
    const queue = this.natsOptions.queue;
    const subscriptions = (this as unknown as { subscriptions: unknown[] }).subscriptions;
    for (const channel of this.messageHandlers.keys()) {
      subscriptions.push(
        client.subscribe(this.namespace.subject(channel), {
          queue,
          callback: this.getMessageHandler(channel).bind(this) as never,
        }),
      );
    }
  }
}

export function natsServerOptions(url: string, serviceName: string) {
  return {
    servers: url.split(','),
    name: `${serviceName}-rpc`,
    queue: serviceName,
    gracefulShutdown: true,
    gracePeriod: 2000,
    maxReconnectAttempts: -1,
  };
}

export function connectNats(url: string, name: string): Promise<NatsConnection> {
  return connect({ servers: url.split(','), name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
}

/** Turns anything a handler throws into the error envelope; logs only what is not a product error. */
@Catch()
export class RpcErrorFilter implements ExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<never> | void {
    if (host.getType() === 'http') {
      // A service's own HTTP surface is only health; answer in the same envelope.
      const status = exception instanceof HttpException ? exception.getStatus() : 500;
      const body = exception instanceof HttpException ? exception.getResponse() : { error: toEnvelope(exception) };
      if (status >= 500 && !(exception instanceof HttpException)) this.logger.error({ err: exception }, 'unhandled error in HTTP handler');
      void host.switchToHttp().getResponse<{ status(code: number): { send(body: unknown): void } }>().status(status).send(body);
      return;
    }
    if (!(exception instanceof AppError)) this.logger.error({ err: exception }, 'unhandled error in RPC handler');
    const envelope = toEnvelope(exception);
    return throwError(() => envelope);
  }
}

/** Carries the caller's request id into the handler (logs and onward requests). */
@Injectable()
export class RpcRequestIdInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const nats = context.switchToRpc().getContext<NatsContext>();
    const requestId = nats.getHeaders()?.get(REQUEST_ID_HEADER) || undefined;
    return new Observable((subscriber) => runWithRequestId(requestId, () => next.handle().subscribe(subscriber)));
  }
}

interface ReplyPacket {
  id?: string;
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

/**
 * Request-reply to another service. Speaks the packet format of Nest's NATS transport,
 * always with a timeout, validating the answer with the contract's schema.
 */
export class RpcClient {
  constructor(
    private readonly nc: NatsConnection,
    private readonly namespace: Namespace,
    private readonly defaultTimeoutMs: number,
  ) {}

  async call<S extends z.ZodType>(subject: string, data: unknown, responseSchema: S, options: { timeoutMs?: number } = {}): Promise<z.infer<S>> {
    const h = natsHeaders();
    h.set(REQUEST_ID_HEADER, currentRequestId() ?? randomUUID());
    const packet = JSON.stringify({ pattern: subject, data, id: randomUUID() });
    let reply: ReplyPacket;
    try {
      const msg = await this.nc.request(this.namespace.subject(subject), packet, {
        timeout: options.timeoutMs ?? this.defaultTimeoutMs,
        headers: h,
      });
      reply = msg.json<ReplyPacket>();
    } catch {
      const service = subject.split('.')[1] ?? 'a';
      throw new AppError(ErrorCode.UPSTREAM_UNAVAILABLE, `The ${service} service is unavailable. Please try again.`, { service });
    }
    if (reply.err !== undefined && reply.err !== null) throw AppError.fromEnvelope(reply.err);
    const parsed = responseSchema.safeParse(reply.response);
    if (!parsed.success) throw new AppError(ErrorCode.INTERNAL, `Unexpected answer to ${subject}`);
    return parsed.data;
  }

  /**
   * Request with a streamed answer: a handler that returns an Observable sends one reply
   * per value, then a final packet marked disposed. Yields each value as it arrives; fails
   * with UPSTREAM_UNAVAILABLE when nothing arrives for `idleTimeoutMs`.
   */
  async *stream<S extends z.ZodType>(subject: string, data: unknown, itemSchema: S, options: { idleTimeoutMs?: number } = {}): AsyncGenerator<z.infer<S>> {
    const idleTimeoutMs = options.idleTimeoutMs ?? this.defaultTimeoutMs;
    const service = subject.split('.')[1] ?? 'a';
    const unavailable = () => new AppError(ErrorCode.UPSTREAM_UNAVAILABLE, `The ${service} service is unavailable. Please try again.`, { service });
    const inbox = createInbox();
    const subscription = this.nc.subscribe(inbox);
    const h = natsHeaders();
    h.set(REQUEST_ID_HEADER, currentRequestId() ?? randomUUID());
    try {
      this.nc.publish(this.namespace.subject(subject), JSON.stringify({ pattern: subject, data, id: randomUUID() }), { reply: inbox, headers: h });
      const iterator = subscription[Symbol.asyncIterator]();
      let answered = false;
      for (;;) {
        let timer: NodeJS.Timeout | undefined;
        const next = await Promise.race([
          iterator.next(),
          new Promise<'timeout'>((resolve) => {
            timer = setTimeout(() => resolve('timeout'), idleTimeoutMs);
          }),
        ]).finally(() => clearTimeout(timer));
        if (next === 'timeout' || next.done) throw unavailable();
        const msg = next.value;
        // "No responders": nobody listens on the subject.
        if (!answered && msg.data.length === 0 && msg.headers?.code === 503) throw unavailable();
        answered = true;
        const packet = msg.json<ReplyPacket>();
        if (packet.err !== undefined && packet.err !== null) throw AppError.fromEnvelope(packet.err);
        if ('response' in packet && packet.response !== undefined) {
          const parsed = itemSchema.safeParse(packet.response);
          if (!parsed.success) throw new AppError(ErrorCode.INTERNAL, `Unexpected answer to ${subject}`);
          yield parsed.data;
        }
        if (packet.isDisposed) return;
      }
    } finally {
      subscription.unsubscribe();
    }
  }
}
