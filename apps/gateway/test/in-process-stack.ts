import type { INestApplication } from '@nestjs/common';
import { startTestStack, testInfra } from '@vi/testing';
import { startGateway } from '../src/start.js';

export interface InProcessStack {
  namespace: string;
  baseUrl: string;
  env: Record<string, string>;
  gateway: INestApplication;
  stop(): Promise<void>;
}

/**
 * The gateway in this test process (so its code is measured and debuggable here) in front of
 * identity, sessions-and-limits and chat started as their own processes from their builds, as
 * `npm start` runs them: the real Postgres, NATS and Redis, in a fresh namespace. The test imports
 * no other app's source.
 */
export async function startInProcessStack(label: string, extraEnv: Record<string, string> = {}): Promise<InProcessStack> {
  const infra = testInfra();
  const shared = {
    RATE_LIMIT_SIGNUP_PER_IP: '1000',
    OPENAI_API_KEY: '',
    REFRESH_REUSE_LEEWAY_SECONDS: '0',
    ...extraEnv,
  };
  const services = await startTestStack({ only: ['identity', 'sessions-and-limits', 'chat'], label, env: shared });
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: infra.databaseUrl,
    NATS_URL: infra.natsUrl,
    REDIS_URL: infra.redisUrl,
    NAMESPACE: services.namespace,
    HTTP_PORT: '0',
    HTTP_HOST: '127.0.0.1',
    WEB_DIST: '/nonexistent',
    ...shared,
  };
  let gateway: INestApplication;
  try {
    gateway = await startGateway(env, false);
  } catch (error) {
    await services.stop();
    throw error;
  }
  const address = gateway.getHttpServer().address() as { port: number };
  return {
    namespace: services.namespace,
    env,
    gateway,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async stop() {
      await gateway.close();
      await services.stop();
    },
  };
}

export interface JsonResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  cookie?: string;
}

/** A small fetch wrapper that keeps the refresh cookie like a browser would. */
export class ApiClient {
  cookie?: string;

  constructor(private readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    options: { json?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
  ): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (this.cookie) headers.cookie = this.cookie;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('vi_refresh='));
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    const text = await response.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: body as T, headers: response.headers, cookie: setCookie ?? undefined };
  }
}

export function uniqueEmail(label = 'member'): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}
