import { randomUUID } from 'node:crypto';
import {
  type ArgumentsHost,
  Catch,
  HttpException,
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  Optional,
  type ExceptionFilter,
} from '@nestjs/common';
import { context as otelContext, type Span } from '@opentelemetry/api';
import { type NatsContext, type NatsOptions, ServerNats } from '@nestjs/microservices';
import { connect, createInbox, headers as natsHeaders, type Msg, type NatsConnection, RequestError, TimeoutError } from '@nats-io/transport-node';
import { ErrorCode, errorEnvelopeSchema, type RpcAnswer, type RpcRequest, serviceOfSubject, type StreamRpc, type UnaryRpc } from '@vi/contracts';
import type { Logger } from 'pino';
import { Observable, throwError } from 'rxjs';
import type { z } from 'zod';
import { AppError, isDependencyUnavailable, toEnvelope } from './errors.js';
import { createLogger, currentRequestId, REQUEST_ID_HEADER, runWithRequestId } from './logging.js';
import { type DeclaredNatsUse, mayCall, UndeclaredNatsUse } from './nats-use.js';
import { Namespace } from './namespace.js';
import { observeRpcClient, observeRpcServer, type RpcOutcome, watchNatsConnection } from './metrics.js';
import { LOGGER } from './tokens.js';
import { endSpan, injectTraceContext, startRpcClientSpan, startRpcServerSpan } from './tracing.js';

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
    watchNatsConnection(client, 'server');
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

/** How a service identifies itself to NATS: its user (if any) and the inbox prefix its permissions allow. */
export interface NatsCredentials {
  user?: string;
  pass?: string;
  /** Replies to this service's requests arrive under it; its NATS user may subscribe to nothing else of _INBOX. */
  inboxPrefix?: string;
}

/**
 * The credentials a service connects with (NATS_USER / NATS_PASSWORD), and its own inbox prefix,
 * `_INBOX.[<namespace>.]<service>`, so that a service's user reads only the replies meant for it.
 */
export function natsCredentials(
  config: { NATS_USER?: string | undefined; NATS_PASSWORD?: string | undefined; NAMESPACE?: string | undefined },
  serviceName: string,
): NatsCredentials {
  const credentials: NatsCredentials = { inboxPrefix: `_INBOX.${new Namespace(config.NAMESPACE).subject(serviceName)}` };
  if (config.NATS_USER) credentials.user = config.NATS_USER;
  if (config.NATS_PASSWORD !== undefined) credentials.pass = config.NATS_PASSWORD;
  return credentials;
}

export function natsServerOptions(url: string, serviceName: string, credentials: NatsCredentials = {}) {
  return {
    servers: url.split(','),
    name: `${serviceName}-rpc`,
    queue: serviceName,
    gracefulShutdown: true,
    gracePeriod: 2000,
    maxReconnectAttempts: -1,
    ...credentials,
  };
}

export function connectNats(url: string, name: string, credentials: NatsCredentials = {}): Promise<NatsConnection> {
  return connect({ servers: url.split(','), name, maxReconnectAttempts: -1, reconnectTimeWait: 500, ...credentials });
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
    if (isDependencyUnavailable(exception)) this.logger.warn({ err: exception }, 'a dependency is unavailable; answered UPSTREAM_UNAVAILABLE');
    else if (!(exception instanceof AppError)) this.logger.error({ err: exception }, 'unhandled error in RPC handler');
    const envelope = toEnvelope(exception);
    return throwError(() => envelope);
  }
}

/** Where @MessagePattern keeps a handler's patterns (@nestjs/microservices' PATTERN_METADATA). */
const PATTERN_METADATA = 'microservices:pattern';

/** The handler's pattern (the contract's subject, without the namespace), read once per handler. */
const patternOfHandler = new WeakMap<Function, string>();
function patternOf(context: ExecutionContext): string {
  const handler = context.getHandler();
  let pattern = patternOfHandler.get(handler);
  if (pattern === undefined) {
    const patterns: unknown = Reflect.getMetadata(PATTERN_METADATA, handler);
    const first: unknown = Array.isArray(patterns) ? patterns[0] : patterns;
    pattern = typeof first === 'string' ? first : 'unknown';
    patternOfHandler.set(handler, pattern);
  }
  return pattern;
}

/**
 * Carries the caller's request id and trace context into the handler (logs, onward requests,
 * database spans) and measures how long the handler took, by subject and outcome.
 */
@Injectable()
export class RpcRequestIdInterceptor implements NestInterceptor {
  constructor(@Optional() @Inject(LOGGER) private readonly logger?: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const nats = context.switchToRpc().getContext<NatsContext>();
    const headers = nats.getHeaders();
    const requestId = headers?.get(REQUEST_ID_HEADER) || undefined;
    const subject = patternOf(context);
    return new Observable((subscriber) => {
      const startedAt = performance.now();
      const traced = startRpcServerSpan(subject, headers);
      let finished = false;
      const finish = (error?: unknown) => {
        if (finished) return;
        finished = true;
        const seconds = (performance.now() - startedAt) / 1000;
        const outcome = error === undefined ? 'ok' : 'error';
        observeRpcServer(subject, outcome, seconds);
        endSpan(traced?.span, error, outcome);
        // The line's object is built only when debug lines are written.
        if (this.logger?.isLevelEnabled('debug')) this.logger.debug({ rpc: { subject, outcome, elapsedMs: Math.round(seconds * 1000) } }, `${subject} handled`);
      };
      const run = () =>
        next.handle().subscribe({
          next: (value) => subscriber.next(value),
          error: (error: unknown) => {
            finish(error);
            subscriber.error(error);
          },
          complete: () => {
            finish();
            subscriber.complete();
          },
        });
      const subscription = runWithRequestId(requestId, () => (traced ? otelContext.with(traced.context, run) : run()));
      return () => {
        subscription.unsubscribe();
        finish();
      };
    });
  }
}

interface ReplyPacket {
  id?: string;
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

/**
 * Why a request to another service failed. `no-responders`: nobody subscribes to the subject
 * (NATS says so at once); `timeout`: a service took it and did not answer in time; `bad-reply`:
 * the answer breaks the contract (a bug on our side); `transport`: the connection failed.
 */
export type RpcFailureKind = 'timeout' | 'no-responders' | 'bad-reply' | 'transport';

const CODE_BY_KIND: Record<RpcFailureKind, ErrorCode> = {
  'no-responders': ErrorCode.UPSTREAM_UNAVAILABLE,
  transport: ErrorCode.UPSTREAM_UNAVAILABLE,
  timeout: ErrorCode.UPSTREAM_TIMEOUT,
  'bad-reply': ErrorCode.UPSTREAM_BAD_REPLY,
};

function messageFor(kind: RpcFailureKind, service: string): string {
  switch (kind) {
    case 'timeout':
      return `The ${service} service did not answer in time. Please try again.`;
    case 'bad-reply':
      return `The ${service} service gave an answer we could not use. Please try again later.`;
    default:
      return `The ${service} service is unavailable. Please try again.`;
  }
}

/** What nats.js rejected a request with, as one of our kinds. */
function kindOfRequestError(error: unknown): RpcFailureKind {
  if (error instanceof TimeoutError) return 'timeout';
  if (error instanceof RequestError && error.isNoResponders()) return 'no-responders';
  return 'transport';
}

/**
 * `requestId`: the id the request carries (NATS header, log lines). Without it, the id of the
 * request context the caller runs in (`runWithRequestId`: the gateway enters one per HTTP request,
 * the services one per handled request), else a new one.
 */
export interface RpcCallOptions {
  timeoutMs?: number;
  requestId?: string;
}
export interface RpcStreamOptions {
  idleTimeoutMs?: number;
  requestId?: string;
}

/** One request in flight: what its failure log needs. */
interface Attempt {
  subject: string;
  requestId: string;
  startedAt: number;
  /** The caller's span (tracing on only). */
  span?: Span;
  finished?: boolean;
}

const OUTCOME_BY_KIND: Record<RpcFailureKind, RpcOutcome> = {
  timeout: 'timeout',
  'no-responders': 'no_responders',
  'bad-reply': 'bad_reply',
  transport: 'transport',
};

/**
 * Request-reply to another service. Speaks the packet format of Nest's NATS transport,
 * always with a timeout, validating the answer with the contract's schema. Every failure is
 * logged with its cause and the request id, and answered with a code that says which it was.
 */
export class RpcClient {
  constructor(
    private readonly nc: NatsConnection,
    private readonly namespace: Namespace,
    private readonly defaultTimeoutMs: number,
    private readonly logger: Logger = createLogger('rpc-client', 'warn'),
    /** What the service declared (nats-use.ts): a call it did not declare is refused. None: any call (test probes). */
    private readonly declared?: DeclaredNatsUse,
  ) {}

  /** One request, one answer, validated with the definition's response schema. */
  async call<D extends UnaryRpc>(definition: D, data: RpcRequest<D>, options: RpcCallOptions = {}): Promise<RpcAnswer<D>> {
    const { subject, response: responseSchema } = definition;
    this.refuseUndeclared(subject);
    const attempt = this.begin(subject, options.requestId);
    const timeoutMs = options.timeoutMs ?? this.defaultTimeoutMs;
    let msg: Msg;
    try {
      msg = await this.nc.request(this.namespace.subject(subject), this.packet(subject, data), { timeout: timeoutMs, headers: this.headers(attempt) });
    } catch (error) {
      throw this.fail(attempt, kindOfRequestError(error), { timeoutMs, err: error });
    }
    const reply = this.readPacket(attempt, msg);
    this.throwIfError(attempt, reply);
    const answer = this.parseResponse<D['response']>(attempt, responseSchema, reply.response);
    this.finish(attempt, 'ok');
    return answer;
  }

  /**
   * Request with a streamed answer: a handler that returns an Observable sends one reply
   * per value, then a final packet marked disposed. Yields each value as it arrives; fails
   * with UPSTREAM_UNAVAILABLE at once when nobody listens, UPSTREAM_TIMEOUT when nothing
   * arrives for `idleTimeoutMs`. Each value is validated with the definition's response schema.
   */
  async *stream<D extends StreamRpc>(definition: D, data: RpcRequest<D>, options: RpcStreamOptions = {}): AsyncGenerator<RpcAnswer<D>> {
    const { subject, response: itemSchema } = definition;
    this.refuseUndeclared(subject);
    const attempt = this.begin(subject, options.requestId);
    const idleTimeoutMs = options.idleTimeoutMs ?? this.defaultTimeoutMs;
    // Under the connection's own prefix: a service's NATS user may read only its own inboxes.
    const inbox = createInbox((this.nc as { options?: { inboxPrefix?: string } }).options?.inboxPrefix);
    const subscription = this.nc.subscribe(inbox);
    try {
      try {
        this.nc.publish(this.namespace.subject(subject), this.packet(subject, data), { reply: inbox, headers: this.headers(attempt) });
      } catch (error) {
        throw this.fail(attempt, 'transport', { err: error });
      }
      const iterator = subscription[Symbol.asyncIterator]();
      let answers = 0;
      for (;;) {
        let timer: NodeJS.Timeout | undefined;
        const next = await Promise.race([
          iterator.next(),
          new Promise<'timeout'>((resolve) => {
            timer = setTimeout(() => resolve('timeout'), idleTimeoutMs);
          }),
        ]).finally(() => clearTimeout(timer));
        if (next === 'timeout') throw this.fail(attempt, 'timeout', { idleTimeoutMs, answers });
        if (next.done) throw this.fail(attempt, 'transport', { reason: 'the reply subscription closed', answers });
        const msg = next.value;
        // "No responders": NATS answers at once with an empty 503 when nobody listens.
        if (answers === 0 && msg.data.length === 0 && msg.headers?.code === 503) throw this.fail(attempt, 'no-responders', {});
        answers += 1;
        const packet = this.readPacket(attempt, msg);
        this.throwIfError(attempt, packet);
        if ('response' in packet && packet.response !== undefined) yield this.parseResponse<D['response']>(attempt, itemSchema, packet.response);
        if (packet.isDisposed) {
          this.finish(attempt, 'ok');
          return;
        }
      }
    } finally {
      subscription.unsubscribe();
      // The caller stopped reading before the end (its client went away): nothing failed.
      this.finish(attempt, 'ok');
    }
  }

  /** Subjects already found declared: the check costs a lookup once per subject, not a scan per call. */
  private readonly allowed = new Set<string>();

  private refuseUndeclared(subject: string): void {
    if (!this.declared || this.allowed.has(subject)) return;
    if (!mayCall(this.declared, subject)) throw new UndeclaredNatsUse(this.declared, 'calls', subject);
    this.allowed.add(subject);
  }

  private begin(subject: string, requestId: string | undefined): Attempt {
    return { subject, requestId: requestId || currentRequestId() || randomUUID(), startedAt: performance.now(), span: startRpcClientSpan(subject) };
  }

  private headers(attempt: Attempt) {
    const h = natsHeaders();
    h.set(REQUEST_ID_HEADER, attempt.requestId);
    injectTraceContext(attempt.span, h);
    return h;
  }

  /** Records the request's latency and outcome once (metrics, span, a debug line). */
  private finish(attempt: Attempt, outcome: RpcOutcome, error?: unknown) {
    if (attempt.finished) return;
    attempt.finished = true;
    const seconds = (performance.now() - attempt.startedAt) / 1000;
    observeRpcClient(attempt.subject, outcome, seconds);
    endSpan(attempt.span, error, outcome);
    if (this.logger.isLevelEnabled('debug')) {
      this.logger.debug(
        { rpc: { subject: attempt.subject, outcome, elapsedMs: Math.round(seconds * 1000) }, requestId: attempt.requestId },
        `${attempt.subject}: ${outcome}`,
      );
    }
  }

  private packet(subject: string, data: unknown): string {
    return JSON.stringify({ pattern: subject, data, id: randomUUID() });
  }

  private readPacket(attempt: Attempt, msg: Msg): ReplyPacket {
    let packet: unknown;
    try {
      packet = msg.json<unknown>();
    } catch (error) {
      throw this.fail(attempt, 'bad-reply', { reason: 'the reply is not JSON', err: error });
    }
    if (typeof packet !== 'object' || packet === null) throw this.fail(attempt, 'bad-reply', { reason: 'the reply is not a packet' });
    return packet as ReplyPacket;
  }

  /** A product error the other service answered travels on as it is; a malformed one is a bad reply. */
  private throwIfError(attempt: Attempt, packet: ReplyPacket) {
    if (packet.err === undefined || packet.err === null) return;
    const envelope = errorEnvelopeSchema.safeParse(packet.err);
    if (!envelope.success) throw this.fail(attempt, 'bad-reply', { reason: 'the error is not an envelope', issues: envelope.error.issues });
    const error = new AppError(envelope.data.code, envelope.data.message, envelope.data.details);
    this.finish(attempt, 'error', error);
    throw error;
  }

  private parseResponse<S extends z.ZodType>(attempt: Attempt, schema: S, response: unknown): z.infer<S> {
    const parsed = schema.safeParse(response);
    if (!parsed.success) throw this.fail(attempt, 'bad-reply', { reason: 'the answer does not match the contract', issues: parsed.error.issues });
    return parsed.data;
  }

  /** Logs why a request failed and returns the error its caller gets. */
  private fail(attempt: Attempt, kind: RpcFailureKind, detail: Record<string, unknown>): AppError {
    const service = serviceOfSubject(attempt.subject);
    const elapsedMs = Math.round(performance.now() - attempt.startedAt);
    const line = { ...detail, rpc: { kind, subject: attempt.subject, elapsedMs }, requestId: attempt.requestId };
    // A bad reply is our own bug; the others are the weather of a distributed system.
    if (kind === 'bad-reply') this.logger.error(line, `${attempt.subject}: bad reply`);
    else this.logger.warn(line, `${attempt.subject}: ${kind} after ${elapsedMs} ms`);
    const error = new AppError(CODE_BY_KIND[kind], messageFor(kind, service), { service });
    this.finish(attempt, OUTCOME_BY_KIND[kind], error);
    return error;
  }
}
