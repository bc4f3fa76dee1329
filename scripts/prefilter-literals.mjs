// The crisis detector's pre-filter literals (apps/chat/src/safety/risk/prefilter.ts), worked out once
// per change of the detector's sources instead of in every Jest suite that imports the detector (about
// 0.3 s each, a dozen suites). jest.config.mjs calls `prefilterLiteralsFile()` and hands the file to the
// suites as the global __VI_PREFILTER_LITERALS__; prefilter.ts takes a set from it only for the very
// source it was worked out from, and prefilter.spec.ts checks every set against the analysis.
// The file: node_modules/.cache/vi/prefilter-literals.json, the [source, literals] pairs prefilter.ts's
// `knownLiterals()` holds once the detector has loaded; beside it, the hash of the detector's sources it
// was worked out from. Its path never changes: Jest's transform cache is keyed by the configuration.
//   node scripts/prefilter-literals.mjs      (brings the file up to date and prints its path)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RISK = path.join(ROOT, 'apps/chat/src/safety/risk');
const FILE = path.join(ROOT, 'node_modules/.cache/vi/prefilter-literals.json');
const HASH_FILE = `${FILE}.sha256`;

/** The detector's source files (tests left out), in a stable order. */
function detectorSources(dir = RISK) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return detectorSources(file);
      return entry.name.endsWith('.ts') && !/\.spec(-support)?\.ts$/.test(entry.name) ? [file] : [];
    });
}

function sourcesHash() {
  const hash = createHash('sha256');
  for (const file of detectorSources()) hash.update(`${path.relative(ROOT, file)}\0`).update(fs.readFileSync(file));
  return hash.digest('hex');
}

function readOrNull(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Whole or not at all, whoever else is reading or writing it. */
function replace(file, text) {
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, text);
  fs.renameSync(partial, file);
}

/**
 * The file's path, the file brought up to date with the detector's sources first. When they cannot be
 * loaded the file is removed: the suites then work the sets out themselves and report what is broken.
 */
export function prefilterLiteralsFile() {
  const hash = sourcesHash();
  if (readOrNull(HASH_FILE) === hash && fs.existsSync(FILE)) return FILE;
  fs.rmSync(HASH_FILE, { force: true });
  const env = { ...process.env };
  delete env.NODE_OPTIONS; // not Jest's --experimental-vm-modules
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--write', hash], { env, encoding: 'utf8' });
  if (child.status !== 0) {
    fs.rmSync(FILE, { force: true });
    const lines = (child.stderr || child.error?.message || '').split('\n').filter(Boolean);
    console.warn(`[prefilter-literals] not worked out ahead: ${lines.find((line) => /Error\b/.test(line)) ?? lines[0]}`);
  }
  return FILE;
}

async function write(hash) {
  register('./lib/typescript-hooks.mjs', import.meta.url);
  await import(pathToFileURL(path.join(RISK, 'index.ts')).href);
  const { knownLiterals } = await import(pathToFileURL(path.join(RISK, 'prefilter.ts')).href);
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  replace(FILE, JSON.stringify(knownLiterals()));
  replace(HASH_FILE, hash);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [flag, hash] = process.argv.slice(2);
  if (flag === '--write' && hash) await write(hash);
  else console.log(prefilterLiteralsFile());
}
