import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type FakeVapiApi, startFakeVapiApi } from '@vi/testing';

/** The built CLI, run as `npm run voice:provision` runs it. */
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/cli/voice-provision.js');

const WEBHOOK_SECRET = 'server-secret-for-provisioning-tests';
const PUBLIC_URL = 'https://vi.example.com';

function provision(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI], { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

const assistantIdOf = (stdout: string) => /^VAPI_ASSISTANT_ID=(\S+)$/m.exec(stdout)?.[1];

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('npm run voice:provision', () => {
  let vapi: FakeVapiApi;
  let env: Record<string, string>;
  beforeAll(async () => {
    vapi = await startFakeVapiApi();
    env = { VAPI_PRIVATE_KEY: vapi.privateKey, VAPI_BASE_URL: vapi.baseUrl, VAPI_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL };
  });
  afterAll(() => vapi?.close());

  it('creates the assistant, then updates the same one on the next run', async () => {
    const first = await provision(env);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toContain('created');
    const id = assistantIdOf(first.stdout);
    expect(id).toBe(vapi.assistants[0]?.id);

    const created = vapi.requests.find((r) => r.method === 'POST' && r.path === '/assistant');
    expect(created?.headers.authorization).toBe(`Bearer ${vapi.privateKey}`);
    expect(created?.body).toMatchObject({
      name: 'Vi',
      server: { url: `${PUBLIC_URL}/api/v1/voice/server-messages`, headers: { 'x-vapi-secret': WEBHOOK_SECRET } },
      serverMessages: ['end-of-call-report', 'status-update'],
      metadata: { systemPromptVersion: 'v1' },
    });
    expect(created?.body.model.messages[0]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('You are Vi, an AI emotional-support assistant'),
    });
    // The AI disclosure is the first thing said, then the greeting.
    expect(created?.body.firstMessage).toContain(
      '{% else %}The AI companion (Vi) is a computer program and not a human being. It is unable to feel human emotion. ',
    );
    expect(created?.body.model.messages[0].content).not.toContain('/crisis-resources');

    const second = await provision(env);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('updated');
    expect(assistantIdOf(second.stdout)).toBe(id);
    expect(vapi.assistants).toHaveLength(1);
    expect(vapi.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(vapi.requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/assistant/${id}`,
      body: { server: { headers: { 'x-vapi-secret': WEBHOOK_SECRET } } },
    });
  });

  it('updates the assistant named by VAPI_ASSISTANT_ID without looking it up by name', async () => {
    const id = vapi.assistants[0]?.id ?? assistantIdOf((await provision(env)).stdout)!;
    const before = vapi.requests.length;
    const run = await provision({ ...env, VAPI_ASSISTANT_ID: id, PUBLIC_URL: 'https://voice.example.org/' });
    expect(run.code).toBe(0);
    expect(assistantIdOf(run.stdout)).toBe(id);
    expect(vapi.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([`PATCH /assistant/${id}`]);
    expect(vapi.assistants[0]?.server).toEqual({ url: 'https://voice.example.org/api/v1/voice/server-messages', headers: { 'x-vapi-secret': WEBHOOK_SECRET } });
  });

  it('says which variable is missing', async () => {
    const run = await provision({ VAPI_BASE_URL: vapi.baseUrl, VAPI_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('VAPI_PRIVATE_KEY is missing');
    expect(run.stdout).toBe('');
  });

  it('says in one line when the key is refused', async () => {
    const run = await provision({ ...env, VAPI_PRIVATE_KEY: 'not-the-key' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('refused VAPI_PRIVATE_KEY (401)');
  });

  it('says in one line, without a stack trace, when the platform cannot be reached', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const run = await provision({ ...env, VAPI_BASE_URL: url });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Could not reach the voice platform at ${url.replace(/\./g, '\\.')}: .+\\. Check your network or VAPI_BASE_URL\\.$`));
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
