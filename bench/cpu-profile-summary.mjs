// Summarises a V8 .cpuprofile: self time by package (or app folder) and by function, and the
// inclusive time of functions whose name matches an optional pattern.
//   node bench/cpu-profile-summary.mjs <file.cpuprofile> [top=30] [inclusive-pattern]
import { readFileSync } from 'node:fs';

const [file, topArg, pattern] = process.argv.slice(2);
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Sample time: each sample lasts until the next one. Percentages are of the busy time (idle left out).
const self = new Map();
let total = 0;
let idle = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i + 1] ?? 0;
  if (nodes.get(profile.samples[i]).callFrame.functionName === '(idle)') {
    idle += dt;
    continue;
  }
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
  total += dt;
}

function packageOf(url) {
  if (!url) return '(native / V8)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const m = url.match(/\/(apps|libs)\/([^/]+)\/(?:dist|src)\/([^/]+)/);
  return m ? `${m[1]}/${m[2]}/${m[3]}` : url;
}

const byPackage = new Map();
const byFunction = new Map();
for (const [id, t] of self) {
  const { callFrame } = nodes.get(id);
  const pkg = packageOf(callFrame.url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + t);
  const name = `${callFrame.functionName || '(anonymous)'}  ${pkg}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + t);
}

const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [k, t] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(t)}  ${k}`);
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s busy, ${(idle / 1e6).toFixed(1)} s idle; percentages of the busy time`);
print('self time by package / app file', byPackage);
print('self time by function', byFunction);

if (pattern) {
  // Inclusive time of frames matching the pattern (a frame counted once per sample stack).
  const re = new RegExp(pattern);
  const inclusive = new Map();
  for (const [id, t] of self) {
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const { callFrame } = nodes.get(cur);
      const name = `${callFrame.functionName || '(anonymous)'}  ${packageOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
      if (re.test(name) && !seen.has(name)) {
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + t);
      }
    }
  }
  print(`inclusive time of frames matching /${pattern}/`, inclusive);
}
