#!/usr/bin/env node
// Writes the NATS authorization (a user per service, limited to its subjects) that docker-compose.yml and
// deploy/k8s/base/nats/ load: `node scripts/nats-auth.mjs [--namespace NS] [--out FILE] [--check]`.
// Needs the apps built (`npm run build`). --check exits 1 when FILE differs from what the source gives.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT, renderAuthorization } from './lib/nats-auth.mjs';

// One file: the Kubernetes base loads it into a ConfigMap (kustomize reads only below its folder), compose mounts it.
const DEFAULT_OUT = ['deploy/k8s/base/nats/auth.conf'];

const { values } = parseArgs({
  options: {
    namespace: { type: 'string' },
    out: { type: 'string', multiple: true },
    check: { type: 'boolean', default: false },
  },
});
const text = await renderAuthorization({ namespace: values.namespace || undefined });
let stale = 0;
for (const file of values.out ?? DEFAULT_OUT) {
  const target = path.resolve(REPO_ROOT, file);
  if (values.check) {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== text) {
      stale += 1;
      process.stderr.write(`${file} is out of date: run node scripts/nats-auth.mjs\n`);
    }
  } else {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
    process.stdout.write(`wrote ${file}\n`);
  }
}
process.exit(stale ? 1 : 0);
