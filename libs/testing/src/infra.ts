export interface TestInfra {
  databaseUrl: string;
  natsUrl: string;
  redisUrl: string;
}

/**
 * Where the tests find PostgreSQL, NATS and Redis: the URLs `npm test` passes in the environment,
 * else the standard local ports (as on CI and the development machines).
 */
export function testInfra(): TestInfra {
  return {
    databaseUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    natsUrl: process.env.NATS_URL || 'nats://127.0.0.1:4222',
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  };
}

/**
 * The environment for starting one service inside a test process (its `start…(env, false)`): the
 * test infrastructure, namespace `ns`, any free port on loopback, quiet logs unless TEST_LOG_LEVEL.
 */
export function inProcessServiceEnv(ns: string, extra: Record<string, string> = {}): Record<string, string> {
  const infra = testInfra();
  return {
    NODE_ENV: 'test',
    DATABASE_URL: infra.databaseUrl,
    NATS_URL: infra.natsUrl,
    REDIS_URL: infra.redisUrl,
    NAMESPACE: ns,
    HTTP_PORT: '0',
    HTTP_HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...extra,
  };
}
