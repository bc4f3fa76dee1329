// The npm registry reachable here serves no native builds for other platforms (macOS,
// Windows, musl...), so `npm install` writes a package-lock.json without them, and npm 11's
// `npm ci` then refuses the lock as out of sync. This adds each missing optional platform
// package as a lock entry whose os/cpu/libc say where it applies: on this platform npm skips
// it without fetching anything, and the lock is complete again.
// Run after `npm install` changed the lock:  node scripts/complete-lockfile.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = [
  ['arm64', 'arm64'],
  ['aarch64', 'arm64'],
  ['x64', 'x64'],
  ['ia32', 'ia32'],
  ['ppc64', 'ppc64'],
  ['s390x', 's390x'],
  ['riscv64', 'riscv64'],
  ['loong64', 'loong64'],
  ['mips64el', 'mips64el'],
  ['arm', 'arm'],
];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = CPU.find(([token]) => parts.includes(token) || parts.some((p) => p.startsWith(token)))?.[1];
  if (!os || !cpu) return undefined;
  const libc = parts.some((p) => p.startsWith('musl')) ? 'musl' : parts.some((p) => p.startsWith('gnu')) && os === 'linux' ? 'glibc' : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [dependency, range] of Object.entries(entry.optionalDependencies ?? {})) {
    // Resolution as Node does it: next to the dependent, then up the tree.
    const base = location === '' ? '' : `${location}/`;
    const candidates = [`${base}node_modules/${dependency}`, `node_modules/${dependency}`];
    if (candidates.some((c) => packages[c])) continue;
    const platform = platformOf(dependency);
    if (!platform) continue;
    const version = String(range).replace(/^[\^~=]/, '');
    packages[`node_modules/${dependency}`] = { version, optional: true, ...platform };
    added++;
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform package entr${added === 1 ? 'y' : 'ies'}`);
