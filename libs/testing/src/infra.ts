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
