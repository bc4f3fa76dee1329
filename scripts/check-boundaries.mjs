// Module boundaries (what Nx's enforce-module-boundaries rule would check, without an
// ESLint plugin for Nx 24), in production code and tests alike: an app never imports another app;
// libs never import apps; no project reaches outside its own folder by a path (other projects go by
// package name, scripts/ and bench/ are not importable); libs/contracts stays framework-free; the
// SPA's production code imports only front-end-safe code.
// `node scripts/check-boundaries.mjs [root]` checks the workspace at root (default: this one).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;
const APPS = /^@vi\/(gateway|identity|web|sessions-and-limits|chat|billing|feedback|admin|webhook-dispatch)(\/|$)/;
const BACKEND_ONLY =
  /^(@nestjs\/|stripe$|typeorm$|pg$|redis$|@redis\/|@nats-io\/|pino$|@node-rs\/|passport|fastify$|@fastify\/|@vi\/service-kit$|@vi\/testing$|node:)/;

function* files(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

function projectOf(file) {
  const [kind, name] = path.relative(ROOT, file).split(path.sep);
  return kind === 'apps' || kind === 'libs' ? { kind, name } : undefined;
}

const problems = [];
for (const kind of ['apps', 'libs']) {
  for (const project of fs.existsSync(path.join(ROOT, kind)) ? fs.readdirSync(path.join(ROOT, kind)) : []) {
    const projectDir = path.join(ROOT, kind, project);
    for (const folder of ['src', 'test']) {
      for (const file of files(path.join(projectDir, folder))) {
        const isTest = folder === 'test' || /\.(spec|test)\.tsx?$/.test(file);
        const text = fs.readFileSync(file, 'utf8');
        for (const match of text.matchAll(IMPORT)) {
          const specifier = match[1] ?? match[2] ?? match[3];
          const where = `${path.relative(ROOT, file)} imports '${specifier}'`;
          if (specifier.startsWith('.')) {
            const resolved = path.resolve(path.dirname(file), specifier);
            if (!resolved.startsWith(projectDir + path.sep)) {
              const target = projectOf(resolved);
              problems.push(
                target
                  ? `${where}: ${kind === 'apps' && target.kind === 'apps' ? 'an app never imports another app' : 'reach other projects through their package name, not a path'}`
                  : `${where}: a project imports nothing outside its own folder by a path`,
              );
            }
          }
          if (APPS.test(specifier) && !(kind === 'apps' && specifier.replace(/^@vi\//, '').split('/')[0] === project)) {
            problems.push(`${where}: ${kind === 'apps' ? 'an app never imports another app' : 'a lib never imports an app'}`);
          }
          if (kind === 'libs' && project === 'contracts' && !specifier.startsWith('.') && specifier !== 'zod' && !isTest) {
            problems.push(`${where}: libs/contracts is framework-free (zod only)`);
          }
          if (kind === 'apps' && project === 'web' && !isTest && BACKEND_ONLY.test(specifier)) {
            problems.push(`${where}: the SPA imports only front-end-safe code`);
          }
        }
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Module boundary violations:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('module boundaries: ok');
