import { z } from 'zod';

/** Variables every service reads. Each service adds its own with `loadConfig`. */
export const baseConfigShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL; each service keeps its tables in its own schema of this database. */
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/vi'),
  /** Connections each process keeps to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
  /**
   * This service's NATS user and password (deployments give each service its own user, limited to its
   * subjects: scripts/nats-auth.mjs). Empty: connect without credentials (a developer's local server).
   */
  NATS_USER: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  NATS_PASSWORD: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  /** Copies JetStream keeps of the event stream: 1 on a single server, 3 on a three-node cluster. */
  EVENT_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  /** Isolates one stack from another on shared servers: subjects, stream, Redis keys, schemas. */
  NAMESPACE: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,30}$/, 'lower-case letters, digits and _ only, starting with a letter')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  HTTP_PORT: z.coerce.number().int().min(0).max(65535),
  /**
   * Address the HTTP port listens on. A service's port (health, /metrics, nothing for members) is
   * internal: loopback unless configured otherwise (containers set 0.0.0.0). The gateway, the
   * front door, listens on every address by default.
   */
  HTTP_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * A listener that serves only Prometheus's `/metrics` (unset: none). The gateway's metrics are
   * only there; the services also serve `/metrics` on their internal HTTP port.
   */
  METRICS_PORT: z
    .literal('')
    .transform(() => undefined)
    .or(z.coerce.number().int().min(0).max(65535).optional()),
  /** Address of the metrics listener (default: HTTP_HOST). */
  METRICS_HOST: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How long a request to another service may take before it fails with UPSTREAM_TIMEOUT. */
  RPC_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(5000),
  /** Failed deliveries of one event before a consumer sets it aside as a dead letter. */
  EVENT_MAX_DELIVERIES: z.coerce.number().int().min(2).max(1000).default(10),
  /** Published outbox rows are deleted after this many hours (JetStream has them). */
  OUTBOX_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(168),
  /** Processed-event ids are kept longer than the stream keeps events (30 days), so no redelivery is handled twice. */
  PROCESSED_EVENTS_RETENTION_DAYS: z.coerce.number().int().min(31).max(3650).default(35),
  EVENT_HOUSEKEEPING_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
};

export type ConfigShape = Record<string, z.ZodType>;
export type BaseConfig = z.infer<z.ZodObject<typeof baseConfigShape>>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment; throws a ConfigError naming every bad or missing variable. */
export type ConfigOf<S extends ConfigShape> = z.infer<z.ZodObject<Omit<typeof baseConfigShape, keyof S> & S>>;

export function parseConfig<S extends ConfigShape>(shape: S, env: Record<string, string | undefined> = process.env): ConfigOf<S> {
  const schema = z.object({ ...baseConfigShape, ...shape });
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const received = env[name];
        return received === undefined || received === '' ? `${name} is missing: ${issue.message}` : `${name} is invalid: ${issue.message}`;
      }),
    );
  }
  return result.data as ConfigOf<S>;
}
