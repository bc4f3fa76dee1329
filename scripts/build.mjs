// Builds what the stack runs: every TypeScript project with `tsc -b` (libs first, then apps) and the
// SPA with Vite. The Vite build is skipped when apps/web/dist is newer than its sources, unless --force.
//   node scripts/build.mjs [--force] [--no-web]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIRST_LIBS = ['contracts', 'service-kit']; // what everything else builds on

/** The tsc -b projects: folders under libs/ and apps/ with a tsconfig.json that emits. */
export function typescriptProjects() {
  const inFolder = (folder) => {
    const dir = path.join(ROOT, folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && emits(path.join(dir, entry.name, 'tsconfig.json')))
      .map((entry) => entry.name)
      .sort();
  };
  const libs = inFolder('libs').sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return [...libs.map((name) => `libs/${name}`), ...inFolder('apps').map((name) => `apps/${name}`)];
}

function rank(lib) {
  const index = FIRST_LIBS.indexOf(lib);
  return index === -1 ? FIRST_LIBS.length : index;
}

/** False for a missing tsconfig.json or one that says noEmit (the SPA, test-only libs). */
function emits(tsconfigPath) {
  if (!fs.existsSync(tsconfigPath)) return false;
  const text = fs.readFileSync(tsconfigPath, 'utf8');
  try {
    return JSON.parse(text).compilerOptions?.noEmit !== true;
  } catch {
    // tsconfig allows comments and trailing commas; a plain look is enough for this flag.
    return !/"noEmit"\s*:\s*true/.test(text.replace(/\/\/.*$/gm, ''));
  }
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // catches deleted files
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when apps/web/dist/index.html is older than something the SPA is built from. */
export function webIsStale() {
  const built = path.join(ROOT, 'apps/web/dist/index.html');
  if (!fs.existsSync(built)) return true;
  const inputs = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'libs/contracts/src'];
  const newest = Math.max(...inputs.map((input) => newestMtime(path.join(ROOT, input))));
  return newest > fs.statSync(built).mtimeMs;
}

function run(label, args, options = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) {
        console.log(`[build] ${label} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new Error(`${label} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`));
    });
  });
}

/**
 * @param {{ force?: boolean, web?: boolean }} [options]
 */
export async function build({ force = false, web = true } = {}) {
  const projects = typescriptProjects();
  if (projects.length) {
    console.log(`[build] tsc -b ${projects.join(' ')}`);
    await run('tsc -b', [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', ...projects]);
  }
  const webDir = path.join(ROOT, 'apps/web');
  if (!web) return;
  if (!fs.existsSync(path.join(webDir, 'package.json'))) {
    console.log('[build] no apps/web: skipping the SPA');
  } else if (!force && !webIsStale()) {
    console.log('[build] apps/web/dist is up to date: skipping vite build (--force to rebuild)');
  } else {
    console.log('[build] vite build apps/web');
    await run('vite build', [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: webDir });
    precompress(path.join(webDir, 'dist'));
  }
}

/**
 * Writes .br and .gz beside every text asset of the SPA, so the gateway serves them compressed
 * (@fastify/static preCompressed) without compressing anything at request time.
 */
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
    } else if (/\.(js|css|html|svg|json|txt|webmanifest)$/.test(entry.name)) {
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => !['--force', '--no-web'].includes(arg));
  if (unknown.length) {
    console.error(`Unknown option(s): ${unknown.join(' ')}\nUsage: node scripts/build.mjs [--force] [--no-web]`);
    process.exit(2);
  }
  build({ force: args.includes('--force'), web: !args.includes('--no-web') }).catch((error) => {
    console.error(`[build] ${error.message}`);
    process.exit(1);
  });
}
