/**
 * docker-compose.yml, checked without Docker: every service of apps/ is there with a healthcheck and
 * `restart: unless-stopped`, starts only once what it needs is healthy, only the gateway publishes a
 * port to the network (Mailpit's page of caught mail only to the host itself), identity's mail goes to
 * Mailpit unless SMTP_URL says otherwise, NATS keeps JetStream on a volume and loads the generated
 * users, no secret has a value in the file, and the file stays within what Debian's docker-compose v1
 * accepts. Where the docker-compose binary exists (CI installs it) `docker-compose config -q` checks
 * it too, fed by .env.example.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const text = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
const compose = parse(text, { merge: true }) as {
  version: string;
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
  [key: string]: unknown;
};

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  restart?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[]; interval?: string; start_interval?: string };
}

const INFRA = ['postgres', 'nats', 'redis'];
/** Catches the mail identity sends, in place of a relay. */
const MAIL_CATCHER = 'mailpit';
const apps = readdirSync(path.join(ROOT, 'apps')).filter((name) => name !== 'web' && existsSync(path.join(ROOT, 'apps', name, 'package.json')));
const appServices = () => Object.entries(compose.services).filter(([name]) => !INFRA.includes(name) && name !== MAIL_CATCHER);

/** Names that carry secrets: their value must come from .env, never from this file (a rate limit is a count, e.g. RATE_LIMIT_PASSWORD_RESET_PER_IP). */
const SECRET_NAME = /^(?!RATE_LIMIT_).*(PASSWORD|SECRET|_KEY$|_TOKEN$)/;

describe('docker-compose.yml', () => {
  it('has a service for every app under apps/ (the SPA is served by the gateway) and PostgreSQL, NATS, Redis, Mailpit', () => {
    expect(apps.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(compose.services).sort()).toEqual([...apps, ...INFRA, MAIL_CATCHER].sort());
  });

  it('gives every service a healthcheck and restart: unless-stopped', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect({ name, restart: service.restart }).toEqual({ name, restart: 'unless-stopped' });
      expect({ name, healthcheck: Array.isArray(service.healthcheck?.test) }).toEqual({ name, healthcheck: true });
    }
  });

  it('starts each service only once PostgreSQL, NATS and Redis are healthy, and the gateway once every service is', () => {
    for (const [name, service] of appServices()) {
      for (const dependency of INFRA)
        expect({ name, dependency, condition: service.depends_on?.[dependency]?.condition }).toEqual({ name, dependency, condition: 'service_healthy' });
      expect({ name, SERVICE: service.environment?.SERVICE }).toEqual({ name, SERVICE: name });
    }
    const gateway = compose.services.gateway!;
    for (const name of apps.filter((a) => a !== 'gateway'))
      expect({ name, condition: gateway.depends_on?.[name]?.condition }).toEqual({ name, condition: 'service_healthy' });
  });

  it("publishes only the gateway, and Mailpit's page on the host's loopback address (its messages hold sign-in links)", () => {
    const publishing = Object.entries(compose.services)
      .filter(([, service]) => service.ports?.length)
      .map(([name]) => name)
      .sort();
    expect(publishing).toEqual(['gateway', MAIL_CATCHER]);
    expect(compose.services.gateway!.ports).toEqual(['${PORT:-8080}:8080']);
    expect(compose.services[MAIL_CATCHER]!.ports).toEqual(['127.0.0.1:${MAILPIT_PORT:-8025}:8025']);
  });

  it("sends identity's mail to Mailpit unless SMTP_URL names a relay, with links on PUBLIC_URL", () => {
    const env = compose.services.identity!.environment!;
    expect(env.SMTP_URL).toBe('${SMTP_URL:-smtp://mailpit:1025}');
    expect(env.MAIL_FROM).toMatch(/^\$\{MAIL_FROM:-.+\}$/);
    expect(env.PUBLIC_URL).toBe('${PUBLIC_URL:-http://localhost:8080}');
    expect(compose.services[MAIL_CATCHER]!.image).toMatch(/^axllent\/mailpit:v\d+\.\d+/);
  });

  it('runs NATS with JetStream on a volume and a user per service, each service connecting as its own user', () => {
    const nats = compose.services.nats!;
    expect(nats.volumes).toEqual(expect.arrayContaining(['nats-data:/data', './deploy/k8s/base/nats/auth.conf:/etc/nats/auth.conf:ro']));
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['nats-data', 'postgres-data']));
    const configMount = nats.volumes!.find((v) => v.endsWith(':/etc/nats/vi.conf:ro'))!;
    const config = readFileSync(path.join(ROOT, configMount.split(':')[0]!), 'utf8');
    expect(config).toMatch(/jetstream\s*\{\s*store_dir:\s*\/data\s*\}/);
    expect(config).toMatch(/include \.\/auth\.conf/);
    expect(nats.command).toEqual(['-c', '/etc/nats/vi.conf']);
    for (const [name, service] of appServices()) {
      const variable = `NATS_PASSWORD_${name.toUpperCase().replace(/-/g, '_')}`;
      expect({ name, user: service.environment?.NATS_USER }).toEqual({ name, user: name });
      expect({ name, password: service.environment?.NATS_PASSWORD }).toEqual({ name, password: expect.stringMatching(new RegExp(`^\\$\\{${variable}:\\?`)) });
      expect({ name, server: nats.environment?.[variable] }).toEqual({ name, server: expect.stringMatching(new RegExp(`^\\$\\{${variable}:\\?`)) });
    }
  });

  it('holds no secret value: each secret is required from .env or empty by default', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (!SECRET_NAME.test(key)) continue;
        // `${NAME:?message}` (required) or `${NAME:-}` (optional, empty): nothing else.
        expect({ name, key, value }).toEqual({ name, key, value: expect.stringMatching(/^\$\{[A-Z0-9_]+(:\?[^}]*|:-)\}$/) });
      }
      const url = service.environment?.DATABASE_URL;
      if (url) expect(url).toMatch(/^postgres:\/\/vi:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\/vi$/);
    }
  });

  it("stays within Debian's docker-compose v1: format 2.4, no top-level name, no healthcheck start_interval", () => {
    expect(compose.version).toBe('2.4');
    expect(compose).not.toHaveProperty('name');
    for (const service of Object.values(compose.services)) expect(service.healthcheck).not.toHaveProperty('start_interval');
  });

  const dockerCompose = ['/usr/bin/docker-compose', '/usr/local/bin/docker-compose'].find((p) => existsSync(p));
  (dockerCompose ? it : it.skip)('docker-compose config -q accepts it with the variables of .env.example (secrets filled in)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vi-compose-'));
    try {
      const env = readFileSync(path.join(ROOT, '.env.example'), 'utf8').replace(/=CHANGE-ME$/gm, '=placeholder0123456789');
      writeFileSync(path.join(dir, '.env'), env);
      writeFileSync(path.join(dir, 'empty.env'), '');
      const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(NATS_PASSWORD|POSTGRES_PASSWORD|SIGNING_KEY)/.test(key)));
      const result = spawnSync(dockerCompose!, ['--env-file', path.join(dir, '.env'), '-f', path.join(ROOT, 'docker-compose.yml'), 'config', '-q'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: clean,
      });
      expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
      // Without .env the required secrets stop it, naming the variable.
      const missing = spawnSync(dockerCompose!, ['--env-file', path.join(dir, 'empty.env'), '-f', path.join(ROOT, 'docker-compose.yml'), 'config', '-q'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: clean,
      });
      expect(missing.status).not.toBe(0);
      expect(missing.stderr).toMatch(/set [A-Z_]+ in \.env/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
