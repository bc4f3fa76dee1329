/**
 * deploy/k8s, checked without a cluster: the base, the production overlay and the dev example are
 * rendered with `kubectl kustomize` (where kubectl exists; everywhere, each kustomization's resources,
 * patches and files must resolve), each rendered object is validated against the Kubernetes schemas
 * (kubernetes-models, through @kubernetes-models/validate) when that package is installed, and the
 * rules of the deployment are asserted on the rendered objects: every app has a Deployment with
 * probes, requests and limits, a Service and a PodDisruptionBudget; the gateway and chat autoscale;
 * only the gateway is reachable from outside; NATS runs three nodes with JetStream and a user per
 * service; the event stream has three copies in production; no Secret with values is rendered.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
// @ts-expect-error plain ES module without types
import { passwordVariable, renderAuthorization } from '../lib/nats-auth.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const K8S = path.join(ROOT, 'deploy', 'k8s');
const KUSTOMIZATIONS = { base: 'base', production: 'overlays/production', dev: 'dev' } as const;
type Target = keyof typeof KUSTOMIZATIONS;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string; labels?: Record<string, string> }; [key: string]: any };

const kubectl = ['/usr/bin/kubectl', '/usr/local/bin/kubectl'].find((p) => existsSync(p));
const apps = readdirSync(path.join(ROOT, 'apps')).filter((name) => name !== 'web' && existsSync(path.join(ROOT, 'apps', name, 'package.json')));

function render(target: Target): K8sObject[] {
  const result = spawnSync(kubectl!, ['kustomize', path.join(K8S, KUSTOMIZATIONS[target])], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`kubectl kustomize ${KUSTOMIZATIONS[target]} failed:\n${result.stderr}`);
  return parseAllDocuments(result.stdout).map((doc) => doc.toJSON() as K8sObject);
}

const rendered: Partial<Record<Target, K8sObject[]>> = {};
const objects = (target: Target) => (rendered[target] ??= render(target));
const find = (target: Target, kind: string, name: string) => objects(target).find((o) => o.kind === kind && o.metadata.name === name);
const byKind = (target: Target, kind: string) => objects(target).filter((o) => o.kind === kind);
const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) => Object.entries(selector).every(([k, v]) => labels[k] === v);

describe('the kustomizations', () => {
  it('name only files that exist (resources, patches, generator files), base and overlays alike', () => {
    const check = (dir: string) => {
      const kustomization = parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as Record<string, any>;
      const named: string[] = [...(kustomization.resources ?? []), ...(kustomization.components ?? [])];
      for (const patch of kustomization.patches ?? []) if (patch.path) named.push(patch.path);
      for (const generator of [...(kustomization.configMapGenerator ?? []), ...(kustomization.secretGenerator ?? [])]) {
        for (const file of generator.files ?? []) named.push(String(file).split('=').pop()!);
      }
      expect(named.length).toBeGreaterThan(0);
      for (const entry of named) {
        const full = path.resolve(dir, entry);
        expect({ in: path.relative(ROOT, dir), entry, exists: existsSync(full) }).toEqual({ in: path.relative(ROOT, dir), entry, exists: true });
        if (existsSync(path.join(full, 'kustomization.yaml'))) check(full);
      }
      expect(kustomization.secretGenerator).toBeUndefined();
    };
    for (const dir of Object.values(KUSTOMIZATIONS)) check(path.join(K8S, dir));
  });

  it('list a Deployment, Service and PodDisruptionBudget for every app under apps/ (read from the files, with or without kubectl)', () => {
    const base = parse(readFileSync(path.join(K8S, 'base', 'kustomization.yaml'), 'utf8')) as { resources: string[] };
    const listed = base.resources.flatMap((file) => parseAllDocuments(readFileSync(path.join(K8S, 'base', file), 'utf8')).map((d) => d.toJSON() as K8sObject));
    for (const app of apps) {
      const kinds = listed
        .filter((o) => o?.metadata?.name === app)
        .map((o) => o.kind)
        .sort();
      expect({ app, kinds: kinds.filter((k) => ['Deployment', 'PodDisruptionBudget', 'Service'].includes(k)) }).toEqual({
        app,
        kinds: ['Deployment', 'PodDisruptionBudget', 'Service'],
      });
    }
  });

  (kubectl ? it : it.skip)('render with kubectl kustomize: base, production overlay, dev example', () => {
    for (const target of Object.keys(KUSTOMIZATIONS) as Target[]) expect(objects(target).length).toBeGreaterThan(20);
  });
});

// The schemas are in the `kubernetes-models` package (generated from the Kubernetes OpenAPI); the
// validator runtime @kubernetes-models/validate alone has none.
const require = createRequire(import.meta.url);
const hasModels = (() => {
  try {
    require.resolve('kubernetes-models/package.json');
    return true;
  } catch {
    return false;
  }
})();

(hasModels ? it : it.skip)('the schema check refuses a malformed object (so a pass means something)', async () => {
  const { Deployment } = (await import('kubernetes-models/apps/v1/Deployment')) as { Deployment: new (data: unknown) => { validate(): void } };
  const good = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'x' },
    spec: { selector: { matchLabels: { a: 'b' } }, template: { spec: { containers: [{ name: 'x', image: 'vi' }] } } },
  };
  expect(() => new Deployment(good).validate()).not.toThrow();
  expect(() => new Deployment({ ...good, spec: { ...good.spec, replicas: 'two' } }).validate()).toThrow();
  expect(() => new Deployment({ ...good, spec: { ...good.spec, template: { spec: { containers: [{ image: 'vi' }] } } } }).validate()).toThrow();
});

describe.each(Object.keys(KUSTOMIZATIONS) as Target[])('rendered %s', (target) => {
  const run = kubectl ? it : it.skip;

  (kubectl && hasModels ? it : it.skip)(
    `validates every object against the Kubernetes schemas (kubernetes-models${hasModels ? '' : ': not installed, so skipped'})`,
    async () => {
      for (const object of objects(target)) {
        const [group, version] = object.apiVersion.includes('/') ? object.apiVersion.split('/') : ['', object.apiVersion];
        const modulePath = `kubernetes-models/${group ? `${group}/` : ''}${version}/${object.kind}`;
        const model = (await import(modulePath)) as Record<string, new (data: unknown) => { validate(): void }>;
        const Model = model[object.kind] ?? model.default!;
        expect(() => new Model(object).validate()).not.toThrow();
      }
    },
  );

  run('every app has a Deployment (probes, requests and limits, its own NATS user), a Service and a PodDisruptionBudget', () => {
    for (const app of apps) {
      const deployment = find(target, 'Deployment', app);
      expect({ app, deployment: !!deployment }).toEqual({ app, deployment: true });
      const pod = deployment!.spec.template;
      expect(matches(deployment!.spec.selector.matchLabels, pod.metadata.labels)).toBe(true);
      for (const container of pod.spec.containers) {
        expect({ app, liveness: !!container.livenessProbe, readiness: !!container.readinessProbe }).toEqual({ app, liveness: true, readiness: true });
        expect({ app, requests: Object.keys(container.resources.requests).sort(), limits: Object.keys(container.resources.limits).sort() }).toEqual({
          app,
          requests: ['cpu', 'memory'],
          limits: ['cpu', 'memory'],
        });
        const env = Object.fromEntries(container.env.map((e: { name: string }) => [e.name, e]));
        expect(env.NATS_USER.value).toBe(app);
        expect(env.NATS_PASSWORD.valueFrom.secretKeyRef).toEqual({ name: 'vi-nats-users', key: passwordVariable(app) });
        expect(container.envFrom).toEqual([{ configMapRef: { name: 'vi-config' } }, { secretRef: { name: 'vi-secrets' } }]);
        expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true });
      }
      const service = find(target, 'Service', app);
      expect({ app, service: !!service && matches(service.spec.selector, pod.metadata.labels) }).toEqual({ app, service: true });
      const pdb = find(target, 'PodDisruptionBudget', app);
      expect({ app, pdb: !!pdb && matches(pdb.spec.selector.matchLabels, pod.metadata.labels) }).toEqual({ app, pdb: true });
    }
  });

  run('autoscales the gateway and chat; the Ingress sends traffic to the gateway Service', () => {
    for (const name of ['gateway', 'chat']) {
      const hpa = find(target, 'HorizontalPodAutoscaler', name);
      expect(hpa?.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
      expect(hpa!.spec.minReplicas).toBeLessThanOrEqual(hpa!.spec.maxReplicas);
    }
    const [ingress, ...others] = byKind(target, 'Ingress');
    expect(others).toEqual([]);
    const backends = ingress!.spec.rules.flatMap((rule: any) => rule.http.paths.map((p: any) => p.backend.service.name));
    expect([...new Set(backends)]).toEqual(['gateway']);
  });

  run(
    'lets only the gateway be reached from outside the namespace; services reach NATS, PostgreSQL, Redis; HTTPS only for chat, billing, webhook-dispatch and (Google sign-in) identity; mail submission only for identity',
    () => {
      const policies = byKind(target, 'NetworkPolicy');
      const defaultDeny = policies.find((p) => p.metadata.name === 'default-deny')!;
      expect(defaultDeny.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
      const pods = [...byKind(target, 'Deployment'), ...byKind(target, 'StatefulSet')].map((o) => o.spec.template.metadata.labels as Record<string, string>);
      const selects = (policy: K8sObject, labels: Record<string, string>) => {
        const selector = policy.spec.podSelector;
        if (!matches(selector.matchLabels ?? {}, labels)) return false;
        return (selector.matchExpressions ?? []).every(
          (e: { key: string; operator: string; values: string[] }) => e.operator === 'In' && e.values.includes(labels[e.key]!),
        );
      };
      // Ingress from another namespace: to the gateway (from the ingress controller), or metrics scraping.
      for (const policy of policies) {
        for (const rule of policy.spec.ingress ?? []) {
          const fromOutside = (rule.from ?? [{}]).some((peer: any) => peer.namespaceSelector || peer.ipBlock || Object.keys(peer).length === 0);
          if (!fromOutside) continue;
          const reached = pods.filter((labels) => selects(policy, labels)).map((labels) => labels['app.kubernetes.io/name']);
          if (policy.metadata.name === 'metrics-from-monitoring') {
            expect(rule.from).toEqual([{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }]);
          } else {
            expect({ policy: policy.metadata.name, reached }).toEqual({ policy: policy.metadata.name, reached: ['gateway'] });
          }
        }
      }
      // Egress to any address: only HTTPS (and HTTP for webhook receivers) from the three that call out,
      // and from identity mail submission (587, 465) to its relay and HTTPS to Google sign-in (its own policies).
      for (const policy of policies) {
        for (const rule of policy.spec.egress ?? []) {
          if (!(rule.to ?? []).some((peer: any) => peer.ipBlock?.cidr === '0.0.0.0/0')) continue;
          const reached = pods
            .filter((labels) => selects(policy, labels))
            .map((labels) => labels['app.kubernetes.io/name'])
            .sort();
          const ports = (rule.ports ?? []).map((p: { port: number }) => p.port).sort();
          if (reached.includes('identity')) {
            const identityRule = policy.metadata.name === 'identity-to-google-sign-in' ? [443] : [465, 587];
            expect({ policy: policy.metadata.name, reached, ports }).toEqual({ policy: policy.metadata.name, reached: ['identity'], ports: identityRule });
          } else {
            expect(reached.every((name) => ['billing', 'chat', 'webhook-dispatch'].includes(name!))).toBe(true);
          }
          expect(rule.to[0].ipBlock.except).toContain('169.254.169.254/32');
        }
      }
      const mailRelay = policies.find((p) => p.metadata.name === 'identity-to-mail-relay');
      expect(mailRelay && selects(mailRelay, find(target, 'Deployment', 'identity')!.spec.template.metadata.labels)).toBe(true);
      const backends = policies.find((p) => p.metadata.name === 'services-to-backends')!;
      const ports = backends.spec.egress.flatMap((rule: any) => rule.ports.map((p: any) => p.port)).sort();
      expect(ports).toEqual([4222, 5432, 6379]);
      for (const app of apps) expect(selects(backends, find(target, 'Deployment', app)!.spec.template.metadata.labels)).toBe(true);
    },
  );

  run('runs NATS with JetStream and a user per service (the generated authorization), never a Secret with values', async () => {
    const nats = find(target, 'StatefulSet', 'nats')!;
    const configName = nats.spec.template.spec.volumes.find((v: any) => v.name === 'config').configMap.name;
    const config = find(target, 'ConfigMap', configName)!;
    expect(config.data['auth.conf']).toBe(await renderAuthorization());
    expect(config.data['nats.conf']).toMatch(/jetstream\s*\{[^}]*store_dir: \/data/);
    expect(config.data['nats.conf']).toMatch(/include \.\/auth\.conf/);
    expect(nats.spec.template.spec.containers[0].envFrom).toEqual([{ secretRef: { name: 'vi-nats-users' } }]);
    if (target === 'dev') {
      expect(nats.spec.replicas).toBe(1);
      expect(config.data['nats.conf']).not.toMatch(/cluster \{/);
    } else {
      expect(nats.spec.replicas).toBe(3);
      for (const node of ['nats-0', 'nats-1', 'nats-2']) expect(config.data['nats.conf']).toContain(`nats-route://${node}.nats-headless:6222`);
      expect(find(target, 'PodDisruptionBudget', 'nats')!.spec.maxUnavailable).toBe(1);
    }
    expect(byKind(target, 'Secret')).toEqual([]);
    const expected = target === 'production' ? '3' : '1';
    expect(find(target, 'ConfigMap', 'vi-config')!.data.EVENT_STREAM_REPLICAS).toBe(expected);
  });
});

const natsServer = existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : undefined;

describe('the NATS configurations', () => {
  /** `nats-server -t`: parses a configuration (with its include) the way the server would start on it. */
  function accepted(files: Record<string, string>, main: string) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vi-nats-conf-'));
    try {
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
      const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, POD_NAME: 'nats-0' };
      for (const app of apps) env[passwordVariable(app)] = 'n0123456789abcdef';
      return spawnSync(natsServer!, ['-c', path.join(dir, main), '-t'], { encoding: 'utf8', env });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  (natsServer && kubectl ? it : it.skip)('are accepted by nats-server -t: the cluster of the base and production, the single node of dev', () => {
    for (const target of Object.keys(KUSTOMIZATIONS) as Target[]) {
      const nats = find(target, 'StatefulSet', 'nats')!;
      const config = find(target, 'ConfigMap', nats.spec.template.spec.volumes.find((v: any) => v.name === 'config').configMap.name)!;
      const result = accepted(config.data, 'nats.conf');
      expect({ target, status: result.status, output: result.stderr + result.stdout }).toEqual({
        target,
        status: 0,
        output: expect.stringContaining('is valid'),
      });
    }
  });

  (natsServer ? it : it.skip)("compose's is accepted too", () => {
    const result = accepted(
      {
        'vi.conf': readFileSync(path.join(ROOT, 'deploy/compose/nats.conf'), 'utf8'),
        'auth.conf': readFileSync(path.join(K8S, 'base/nats/auth.conf'), 'utf8'),
      },
      'vi.conf',
    );
    expect({ status: result.status, output: result.stderr + result.stdout }).toEqual({ status: 0, output: expect.stringContaining('is valid') });
  });
});

describe('secret.example.yaml', () => {
  it('has placeholders only, and every key the manifests take from a Secret', () => {
    const docs = parseAllDocuments(readFileSync(path.join(K8S, 'base', 'secret.example.yaml'), 'utf8')).map((d) => d.toJSON() as K8sObject);
    const keys = new Map(docs.map((d) => [d.metadata.name, d.stringData as Record<string, string>]));
    for (const [, data] of keys) {
      for (const [key, value] of Object.entries(data)) {
        // CHANGE-ME, empty, or a URL whose password is CHANGE-ME / absent.
        expect({ key, value }).toEqual({
          key,
          value: expect.stringMatching(/^(CHANGE-ME|)$|^(postgres|redis|smtps?):\/\/(vi:CHANGE-ME@)?[a-z.-]+:\d+(\/vi)?$/),
        });
      }
    }
    for (const app of apps) expect(Object.keys(keys.get('vi-nats-users')!)).toContain(passwordVariable(app));
  });
});
