import { existsSync } from 'node:fs';
import { startServices, freePorts, GATEWAY, availableServices, entryPoint } from '@vi/processes';
import { testInfra } from './infra.js';
import { uniqueNamespace } from './namespace.js';
import { dropNamespace } from './drop-namespace.js';

export interface TestStackOptions {
  /** Names of the services to start (default: every service in the checkout). */
  only?: string[];
  /** Extra environment for every service (overrides the defaults below). */
  env?: Record<string, string>;
  /** Label in the namespace, to find a stack's leftovers (default `stack`). */
  label?: string;
}

export interface TestStack {
  /** The gateway's URL when it runs, else the first service's. */
  baseUrl: string;
  /** Every started service's URL by name. */
  urls: Record<string, string>;
  namespace: string;
  /** A service's last output lines (for a failing test's message). */
  output(service: string): string;
  /** Stops the processes and drops everything stored under the namespace. */
  stop(): Promise<void>;
  /** Stops one service, the others keep running (to test how they cope without it). */
  stopService(service: string): Promise<void>;
  /** Starts a service stopped by `stopService` again, same port and namespace; resolves once it is ready. */
  startService(service: string): Promise<void>;
}

/**
 * Starts the compiled services (as `npm start` does) on free ports under a fresh namespace, against
 * the test infrastructure. `npm test` builds first; run `npm run build` before running Jest directly.
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const services = availableServices(options.only);
  if (!services.length) throw new Error(`startTestStack: no such service in this checkout: ${options.only?.join(', ')}`);
  const gatewayWanted = services.some((s) => s.name === GATEWAY);
  const gatewayMain = entryPoint(GATEWAY);
  if (gatewayWanted && !existsSync(gatewayMain)) {
    throw new Error(`startTestStack: ${gatewayMain} is missing. Build first: \`npm run build\` (npm test does it for you).`);
  }
  const namespace = uniqueNamespace(options.label ?? 'stack');
  const infra = testInfra();
  const ports = await freePorts(services.map((s) => s.name));
  const running = await startServices({
    env: {
      DATABASE_URL: infra.databaseUrl,
      NATS_URL: infra.natsUrl,
      REDIS_URL: infra.redisUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      RATE_LIMIT_SIGNUP_PER_IP: '1000',
      PUBLIC_URL: `http://127.0.0.1:${ports[GATEWAY] ?? 0}`,
      ...options.env,
    },
    namespace,
    ports,
    quiet: true,
    only: services.map((s) => s.name),
  }).catch(async (error: unknown) => {
    await dropNamespace(namespace).catch(() => {});
    throw error;
  });

  let stopped = false;
  return {
    baseUrl: running.urls[GATEWAY] ?? Object.values(running.urls)[0],
    urls: running.urls,
    namespace,
    output: running.output,
    stopService: (service) => running.stopService(service),
    startService: (service) => running.startService(service),
    async stop() {
      if (stopped) return;
      stopped = true;
      await running.stop();
      await dropNamespace(namespace);
    },
  };
}
