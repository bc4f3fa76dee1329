import { describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { startTestStack, testInfra } from '@vi/testing';

const pg = createRequire(import.meta.url)('pg') as {
  Client: new (config: { connectionString: string }) => {
    connect(): Promise<void>;
    query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
    end(): Promise<void>;
  };
};

async function schemasOf(namespace: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: testInfra().databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>('SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1) ORDER BY 1', [`${namespace}_`]);
    return rows.map((row) => row.nspname);
  } finally {
    await client.end();
  }
}

describe('startTestStack', () => {
  it('runs identity and the gateway under a fresh namespace and cleans up after itself', async () => {
    const stack = await startTestStack({ only: ['identity', 'gateway'] });
    let stopped = false;
    try {
      expect(stack.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(stack.namespace).toMatch(/^t_stack_[a-z0-9]{8}$/);
      const ready = await fetch(`${stack.baseUrl}/api/v1/readyz`);
      expect(ready.status).toBe(200);
      expect(await schemasOf(stack.namespace)).toContain(`${stack.namespace}_identity`);

      await stack.stop();
      stopped = true;
      expect(await schemasOf(stack.namespace)).toEqual([]);
      await expect(fetch(`${stack.baseUrl}/api/v1/healthz`)).rejects.toThrow();
    } finally {
      if (!stopped) await stack.stop();
    }
  }, 60_000);
});
