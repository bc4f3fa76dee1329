import {
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
  type TextMapGetter,
  type TextMapSetter,
} from '@opentelemetry/api';
import type { MsgHdrs } from '@nats-io/transport-node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/**
 * OpenTelemetry traces: gateway → NATS → service → PostgreSQL. Off unless
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: then the SDK is loaded, spans are batched to that OTLP/HTTP
 * endpoint and `pg` is instrumented. Off, only @opentelemetry/api's no-op is loaded and the code
 * below skips span work altogether (`tracingOn` is checked before anything is allocated).
 */
export let tracingOn = false;

const TRACER_NAME = 'vi';

/**
 * Starts tracing for this process if it is configured; true when spans are recorded. Call before
 * anything loads `pg` (bootstrapService does). A tracer provider registered by someone else (a
 * test with an in-memory exporter) counts as configured.
 */
export async function startTracing(serviceName: string, logger?: Logger, env: Record<string, string | undefined> = process.env): Promise<boolean> {
  if (tracingOn) return true;
  if (globalProviderRegistered()) return (tracingOn = true);
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (!endpoint || env.OTEL_SDK_DISABLED === 'true') return false;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }, { registerInstrumentations }, { PgInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/instrumentation'),
      import('@opentelemetry/instrumentation-pg'),
    ]);
  const provider = new NodeTracerProvider({
    // OTEL_SERVICE_NAME, when set, wins (the SDK reads OTEL_RESOURCE_ATTRIBUTES too).
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
    // The exporter reads OTEL_EXPORTER_OTLP_* (endpoint, headers, timeout) itself; the batch OTEL_BSP_*.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // W3C trace context as the propagator, AsyncLocalStorage as the context manager.
  provider.register();
  // TypeORM loads `pg` with require(): the instrumentation patches it on that first require.
  registerInstrumentations({ tracerProvider: provider, instrumentations: [new PgInstrumentation({ requireParentSpan: true })] });
  process.once('beforeExit', () => void provider.shutdown().catch(() => undefined));
  tracingOn = true;
  logger?.info({ endpoint }, 'tracing on: spans are exported over OTLP/HTTP');
  return true;
}

/** Sends what is still buffered (a graceful stop calls it); waits `timeoutMs` at most for a slow collector. */
export async function flushTraces(timeoutMs = 2000): Promise<void> {
  if (!tracingOn) return;
  const provider = trace.getTracerProvider() as { getDelegate?: () => { forceFlush?: () => Promise<void> } };
  const flushing = provider.getDelegate?.()?.forceFlush?.();
  if (!flushing) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([flushing, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]).finally(() => clearTimeout(timer));
}

function globalProviderRegistered(): boolean {
  const provider = trace.getTracerProvider() as { getDelegate?: () => object };
  const delegate = provider.getDelegate?.();
  return delegate !== undefined && delegate.constructor.name !== 'NoopTracerProvider';
}

export function tracer() {
  return trace.getTracer(TRACER_NAME);
}

const natsSetter: TextMapSetter<MsgHdrs> = {
  set: (carrier, key, value) => carrier.set(key, value),
};
const natsGetter: TextMapGetter<MsgHdrs | undefined> = {
  get: (carrier, key) => carrier?.get(key) || undefined,
  keys: (carrier) => (carrier ? carrier.keys() : []),
};

/** Starts the caller's span of a request to another service (undefined when tracing is off). */
export function startRpcClientSpan(subject: string): Span | undefined {
  if (!tracingOn) return undefined;
  return tracer().startSpan(`rpc ${subject}`, { kind: SpanKind.CLIENT, attributes: rpcAttributes(subject) }, context.active());
}

/** Writes the span's trace context (`traceparent`) into the NATS headers beside the request id. */
export function injectTraceContext(span: Span | undefined, headers: MsgHdrs): void {
  if (!span) return;
  propagation.inject(trace.setSpan(context.active(), span), headers, natsSetter);
}

/**
 * The server's span of a request received over NATS, child of the caller's span named in its
 * headers; `run` goes on inside it (database spans become its children).
 */
export function startRpcServerSpan(subject: string, headers: MsgHdrs | undefined): { span: Span; context: Context } | undefined {
  if (!tracingOn) return undefined;
  const parent = propagation.extract(ROOT_CONTEXT, headers, natsGetter);
  const span = tracer().startSpan(`rpc ${subject}`, { kind: SpanKind.SERVER, attributes: rpcAttributes(subject) }, parent);
  return { span, context: trace.setSpan(parent, span) };
}

/** Ends a span; an error marks it failed. */
export function endSpan(span: Span | undefined, error?: unknown, outcome?: string): void {
  if (!span) return;
  if (outcome) span.setAttribute('vi.rpc.outcome', outcome);
  if (error !== undefined) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : (outcome ?? 'error') });
  }
  span.end();
}

function rpcAttributes(subject: string) {
  return { 'rpc.system': 'nats', 'rpc.method': subject, 'messaging.system': 'nats', 'messaging.destination.name': subject };
}

const spans = new WeakMap<FastifyRequest, Span>();
/**
 * Probes and scrapes would drown the traces that matter: matched by the route's last segment, so
 * the gateway's /api/v1/healthz and /api/v1/readyz are left out as the services' own probes are.
 */
const UNTRACED_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);
const untraced = (route: string) => UNTRACED_ROUTES.has(route.slice(route.lastIndexOf('/')));

/**
 * A server span per HTTP request, active while the request is handled so that the requests it
 * makes to services are its children. Installed only when tracing is on.
 */
export function traceHttpRequests(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (untraced(route)) {
      done();
      return;
    }
    // A trace starts here: a `traceparent` from the internet is not adopted (clients do not pick trace ids).
    const span = tracer().startSpan(`${request.method} ${route}`, {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': request.method, 'http.route': route },
    });
    spans.set(request, span);
    context.with(trace.setSpan(ROOT_CONTEXT, span), done);
  });
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
}

/** The active span's trace id, for log lines (undefined when tracing is off or no span is active). */
export function currentTraceId(): string | undefined {
  if (!tracingOn) return undefined;
  return trace.getActiveSpan()?.spanContext().traceId;
}
