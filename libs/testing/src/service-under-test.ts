import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, createLogger, Namespace, RpcClient } from '@vi/service-kit';
import { dropNamespace } from './drop-namespace.js';
import { publishEvent, type PublishedEvent, type PublishEventOptions } from './events.js';
import { inProcessServiceEnv, testInfra } from './infra.js';
import { uniqueNamespace } from './namespace.js';
import { newPgClient, type PgClient } from './pg.js';

/** A service's start function (`startBilling`, …), as `defineService` makes it. */
export type StartService<App> = (env: Record<string, string>, handleSignals: boolean) => Promise<App>;

export interface ServiceUnderTestOptions {
  /** Label in the fresh namespace, to find a test's leftovers (default the service's name). */
  label?: string;
  /** Join this namespace (a `startTestStack`'s) instead of a fresh one; its owner drops it. */
  namespace?: string;
  /** Extra environment for the service (over `inProcessServiceEnv`'s). */
  env?: Record<string, string>;
  /** How long the test's RPC client waits for an answer (default 10 s). */
  rpcTimeoutMs?: number;
}

/** One service in this test process under its own namespace, with what a test drives it and looks into it with. */
export interface ServiceUnderTest<App> {
  ns: string;
  namespace: Namespace;
  /** The service's schema, `<ns>_<service>`. */
  schema: string;
  /** The environment the service was started with. */
  env: Record<string, string>;
  /** The running service (throws while `stopService` has it stopped). */
  readonly app: App;
  rpc: RpcClient;
  nc: NatsConnection;
  js: JetStreamClient;
  /** A connected client on the test database. */
  db: PgClient;
  /** `"<ns>_<service>"."<name>"`. */
  table(name: string): string;
  /** Publishes a domain event to the namespace's stream the way an outbox relay does. */
  publish<T>(subject: string, data: T, options?: PublishEventOptions): Promise<PublishedEvent<T>>;
  /** Stops the service; the namespace, the clients and what is stored stay. */
  stopService(): Promise<void>;
  /** Starts a service stopped by `stopService` again, same environment. */
  startService(): Promise<void>;
  /** Stops the service and the clients and drops the namespace (unless it was given). */
  stop(): Promise<void>;
}

/**
 * Starts `service` in this test process with `start(env, false)` (its code measured and debuggable
 * here) against the test infrastructure, with an RPC client, a JetStream client and a database client.
 */
export async function startServiceUnderTest<App extends { close(): Promise<void> }>(
  service: string,
  start: StartService<App>,
  options: ServiceUnderTestOptions = {},
): Promise<ServiceUnderTest<App>> {
  const infra = testInfra();
  const ns = options.namespace ?? uniqueNamespace(options.label ?? service);
  const ownsNamespace = options.namespace === undefined;
  const namespace = new Namespace(ns);
  const env = inProcessServiceEnv(ns, options.env);
  const probe = `${service}-probe`;
  const nc = await connectNats(infra.natsUrl, probe);
  const db = newPgClient(infra.databaseUrl);
  let app: App | undefined;
  try {
    await db.connect();
    app = await start(env, false);
  } catch (error) {
    await nc.close();
    await db.end().catch(() => {});
    if (ownsNamespace) await dropNamespace(ns).catch(() => {});
    throw error;
  }
  const schema = namespace.schema(service);
  return {
    ns,
    namespace,
    schema,
    env,
    get app() {
      if (!app) throw new Error(`${service} is stopped`);
      return app;
    },
    rpc: new RpcClient(nc, namespace, options.rpcTimeoutMs ?? 10_000, createLogger(probe, 'silent')),
    nc,
    js: jetstream(nc),
    db,
    table: (name) => `"${schema}"."${name}"`,
    publish: (subject, data, publishOptions) => publishEvent(nc, ns, subject, data, publishOptions),
    async stopService() {
      await app?.close();
      app = undefined;
    },
    async startService() {
      app ??= await start(env, false);
    },
    async stop() {
      await app?.close();
      app = undefined;
      await nc.close();
      await db.end();
      if (ownsNamespace) await dropNamespace(ns);
    },
  };
}
