/**
 * Every environment variable the code reads is documented and deployable: the config shapes
 * (apps/<name>/src/config.ts, libs/service-kit/src/config.ts) and every `process.env.X` (or `env.X`) in apps/*\/src
 * and libs/*\/src must appear in the README's configuration table or docs/operations.md, in
 * .env.example, in docker-compose.yml and in the Kubernetes base (ConfigMap, the Secrets' example, or
 * a Deployment's own env). What makes no sense in a deployment is listed below with its reason. A
 * default written in docker-compose.yml or the ConfigMap must be the code's own default.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import type { z } from 'zod';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Read by the code, but never set in a deployment: where each is used instead. */
const NOT_DEPLOYED: Record<string, string> = {
  PATH: 'the shell search path; libs/processes looks up nats-server, redis-server and PostgreSQL binaries with it',
  TEST_LOG_LEVEL: 'tests only: the log level of services a test starts in-process (libs/testing)',
  VI_LOG_FORMAT: "npm start's own output format (libs/processes), not a service setting",
  VAPI_BASE_URL: 'read by `npm run voice:provision` on an operator machine (apps/chat/src/cli), never by a running service',
  VAPI_PRIVATE_KEY: 'only `npm run voice:provision` needs it, on an operator machine; the gateway accepts it but never uses it, so no deployment holds it',
  STRIPE_API_HOST: "points the Stripe client at a local fake in tests; deployments talk to Stripe's own API",
  STRIPE_API_PORT: 'as STRIPE_API_HOST',
  STRIPE_API_PROTOCOL: 'as STRIPE_API_HOST',
  VI_SERVICE_NODE_FLAGS: "the Node flags npm start gives the services it spawns (libs/processes); the image's CMD sets its own",
  VI_INSTANCE_ID:
    'names the process in its readiness answer; npm start (libs/processes) gives each service it starts its own, and elsewhere each process picks a random one',
  OTEL_SERVICE_NAME: "defaults to the service's own name, which is what a deployment wants; set in shared config it would give every service the same name",
};

/** In compose but not in the Kubernetes base: what production refuses. */
const NOT_IN_KUBERNETES: Record<string, string> = {
  LOCAL_PERIOD_SECONDS: 'the local checkout only, which billing refuses under NODE_ENV=production (as in the cluster); compose runs it without Stripe keys',
  LOCAL_RENEWAL_SWEEP_MS: 'as LOCAL_PERIOD_SECONDS',
};

/** ConfigMap values that differ from the code's default on purpose (a cluster is not a laptop). */
const CLUSTER_VALUES = new Set(['NODE_ENV', 'NATS_URL', 'PUBLIC_URL', 'TRUST_PROXY', 'HTTP_HOST']);

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.(spec|test)\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

/** Every config shape: name → its zod schema (a later shape overrides an earlier one, as services do). */
async function configShapes(): Promise<Map<string, z.ZodType>> {
  const shapes = new Map<string, z.ZodType>();
  const files = [
    path.join(ROOT, 'libs/service-kit/src/config.ts'),
    ...readdirSync(path.join(ROOT, 'apps'))
      .map((app) => path.join(ROOT, 'apps', app, 'src', 'config.ts'))
      .filter(existsSync),
  ];
  for (const file of files) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(module)) {
      if (!exported.endsWith('ConfigShape') || typeof value !== 'object' || value === null) continue;
      for (const [name, schema] of Object.entries(value as Record<string, z.ZodType>))
        if (!shapes.has(name) || file.includes('/apps/')) shapes.set(name, schema);
    }
  }
  return shapes;
}

function processEnvReads(): Map<string, string> {
  const reads = new Map<string, string>();
  for (const base of ['apps', 'libs']) {
    for (const project of readdirSync(path.join(ROOT, base))) {
      for (const file of sourceFiles(path.join(ROOT, base, project, 'src'))) {
        const text = readFileSync(file, 'utf8');
        // `process.env.X`, and `env.X` where a function takes the environment as a parameter (tracing, start).
        for (const match of text.matchAll(/\benv(?:\.([A-Z_][A-Z0-9_]*)|\[['"]([A-Z_][A-Z0-9_]*)['"]\])/g)) {
          const name = match[1] ?? match[2]!;
          if (!reads.has(name)) reads.set(name, path.relative(ROOT, file));
        }
      }
    }
  }
  return reads;
}

const docs = ['README.md', 'docs/operations.md'].map((f) => readFileSync(path.join(ROOT, f), 'utf8')).join('\n');
const envExample = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, { environment?: Record<string, string> }>;
};
const composeEnv = new Map<string, string[]>();
for (const service of Object.values(compose.services))
  for (const [key, value] of Object.entries(service.environment ?? {})) composeEnv.set(key, [...(composeEnv.get(key) ?? []), String(value)]);

const K8S_BASE = path.join(ROOT, 'deploy/k8s/base');
const k8sDocs = readdirSync(K8S_BASE)
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((f) => parseAllDocuments(readFileSync(path.join(K8S_BASE, f), 'utf8')).map((d) => d.toJSON() as any));
const configMap: Record<string, string> = k8sDocs.find((d) => d?.kind === 'ConfigMap' && d.metadata.name === 'vi-config').data;
const k8sNames = new Set<string>(Object.keys(configMap));
for (const doc of k8sDocs) {
  if (doc?.kind === 'Secret') for (const key of Object.keys(doc.stringData ?? {})) k8sNames.add(key);
  if (doc?.kind === 'Deployment') for (const container of doc.spec.template.spec.containers) for (const e of container.env ?? []) k8sNames.add(e.name);
}

describe('environment variables', () => {
  it('every variable the code reads is documented and set in .env.example, docker-compose.yml and the Kubernetes base', async () => {
    const shapes = await configShapes();
    const reads = processEnvReads();
    const all = [...new Set([...shapes.keys(), ...reads.keys()])].sort();
    expect(all.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const name of all) {
      if (NOT_DEPLOYED[name]) continue;
      const word = new RegExp(`\\b${name}\\b`);
      if (!word.test(docs)) missing.push(`${name}: not in README.md's configuration table or docs/operations.md`);
      if (!new RegExp(`^#?\\s*${name}=`, 'm').test(envExample)) missing.push(`${name}: not in .env.example`);
      if (!composeEnv.has(name)) missing.push(`${name}: not in docker-compose.yml`);
      if (!k8sNames.has(name) && !NOT_IN_KUBERNETES[name])
        missing.push(`${name}: not in deploy/k8s/base (ConfigMap, secret.example.yaml or a Deployment's env)`);
    }
    expect(missing).toEqual([]);
  });

  it('each allow-listed variable is still read by the code (no stale exceptions)', async () => {
    const read = new Set([...(await configShapes()).keys(), ...processEnvReads().keys()]);
    for (const name of [...Object.keys(NOT_DEPLOYED), ...Object.keys(NOT_IN_KUBERNETES)]) expect({ name, read: read.has(name) }).toEqual({ name, read: true });
  });

  it("writes the code's own default wherever docker-compose.yml or the ConfigMap spells one out", async () => {
    const shapes = await configShapes();
    const wrong: string[] = [];
    const compare = (name: string, value: string, where: string) => {
      const schema = shapes.get(name);
      if (!schema) return;
      const fallback = schema.safeParse(undefined);
      if (!fallback.success || fallback.data === undefined) return;
      const given = schema.safeParse(value);
      if (!given.success) wrong.push(`${where}: ${name}=${value} is invalid`);
      else if (JSON.stringify(given.data) !== JSON.stringify(fallback.data))
        wrong.push(`${where}: ${name}=${value} but the code's default is ${JSON.stringify(fallback.data)}`);
    };
    for (const [name, values] of composeEnv) {
      for (const value of values) {
        const match = /^\$\{([A-Z0-9_]+):-([^}]*)\}$/.exec(value);
        if (match && match[1] === name) compare(name, match[2]!, 'docker-compose.yml');
      }
    }
    for (const [name, value] of Object.entries(configMap)) if (!CLUSTER_VALUES.has(name)) compare(name, value, 'deploy/k8s/base/configmap.yaml');
    expect(wrong).toEqual([]);
  });
});
