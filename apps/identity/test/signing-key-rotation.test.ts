import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NatsConnection } from '@nats-io/transport-node';
import { RPC } from '@vi/contracts';
import { REPO_ROOT } from '@vi/processes';
import { connectNats, createLogger, Namespace, RpcClient } from '@vi/service-kit';
import { startTestStack, type TestStack, testInfra, until } from '@vi/testing';
import { decodeProtectedHeader } from 'jose';
import pg from 'pg';

// Hardening finding 6: the signing key never rotated and its private half was stored in plain text.
const ENCRYPTION_KEY = randomBytes(32).toString('base64');

let stack: TestStack;
let db: pg.Client;
let nc: NatsConnection;
let rpc: RpcClient;

beforeAll(async () => {
  stack = await startTestStack({
    only: ['identity', 'gateway'],
    label: 'key-rotation',
    env: { SIGNING_KEY_ENCRYPTION_KEY: ENCRYPTION_KEY, SIGNING_KEYS_RELOAD_MS: '1000' },
  });
  db = new pg.Client({ connectionString: testInfra().databaseUrl });
  await db.connect();
  nc = await connectNats(testInfra().natsUrl, 'key-rotation-probe');
  rpc = new RpcClient(nc, new Namespace(stack.namespace), 10_000, createLogger('key-rotation-probe', 'silent'));
});

afterAll(async () => {
  await nc?.close();
  await db?.end();
  await stack?.stop();
});

const keysTable = () => `"${stack.namespace}_identity"."signing_keys"`;
const kidOf = (token: string) => decodeProtectedHeader(token).kid;

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${stack.baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret1' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const me = (token: string) => fetch(`${stack.baseUrl}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);

describe('token signing keys', () => {
  it('are stored sealed, rotate on command, and a retired key verifies until its tokens have expired, then is withdrawn', async () => {
    const email = `rotation.${Date.now()}@example.com`;
    const signUp = await fetch(`${stack.baseUrl}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret1', ageConfirmed: true }),
    });
    expect(signUp.status).toBe(201);
    const before = ((await signUp.json()) as { accessToken: string }).accessToken;
    const firstKid = kidOf(before);

    // Sealed at rest: no PEM in the table.
    const stored = await db.query<{ private_key_pem: string }>(`SELECT "private_key_pem" FROM ${keysTable()}`);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.private_key_pem).toMatch(/^enc:v1:/);
    expect(stored.rows[0]!.private_key_pem).not.toContain('PRIVATE KEY');

    // The command, as an operator runs it.
    const rotated = spawnSync(process.execPath, [path.join(REPO_ROOT, 'apps/identity/dist/cli/rotate-keys.js')], {
      env: {
        ...process.env,
        DATABASE_URL: testInfra().databaseUrl,
        NATS_URL: testInfra().natsUrl,
        NAMESPACE: stack.namespace,
        SIGNING_KEY_ENCRYPTION_KEY: ENCRYPTION_KEY,
        NODE_ENV: 'test',
      },
      encoding: 'utf8',
    });
    expect(rotated.stderr).toBe('');
    expect(rotated.status).toBe(0);
    const secondKid = /New signing key (\S+) signs/.exec(rotated.stdout)?.[1];
    expect(secondKid).toBeDefined();
    expect(secondKid).not.toBe(firstKid);

    // The running replica takes it up; the gateway learns the new public key; the old token still works.
    const after = await until(async () => {
      const token = await signIn(email);
      return kidOf(token) === secondKid ? token : undefined;
    }, 10_000);
    expect(await me(after)).toBe(200);
    expect(await me(before)).toBe(200);
    expect((await rpc.call(RPC.identity.publicKeys, {})).keys.map((k) => k.kid)).toEqual([secondKid, firstKid]);

    // Once every token of the retired key has expired (its retirement moved back past that), it is withdrawn.
    await db.query(`UPDATE ${keysTable()} SET "retired_at" = now() - interval '1 hour' WHERE "kid" = $1`, [firstKid]);
    await until(async () => {
      const keys = await rpc.call(RPC.identity.publicKeys, {});
      return keys.keys.length === 1 ? keys : undefined;
    }, 10_000);
    expect((await rpc.call(RPC.identity.publicKeys, {})).keys.map((k) => k.kid)).toEqual([secondKid]);
    const all = await db.query<{ kid: string; private_key_pem: string }>(`SELECT "kid", "private_key_pem" FROM ${keysTable()}`);
    expect(all.rows.every((row) => row.private_key_pem.startsWith('enc:v1:'))).toBe(true);
  }, 60_000);
});
