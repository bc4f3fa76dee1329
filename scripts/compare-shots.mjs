#!/usr/bin/env node
// Compares two folders of screenshots (scripts/page-shots.mjs) pixel by pixel:
//   node scripts/compare-shots.mjs <before> <after> [--tolerance=0.1] [--diff=<folder>]
// Prints each picture's differing pixels; exits 1 when a picture is missing, changed size, or
// differs in more than `tolerance` per cent of its pixels (antialiasing is not counted).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const [before, after] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const tolerance = Number(option('tolerance') ?? '0.1');
const diffDir = option('diff');
if (!before || !after) {
  console.error('usage: node scripts/compare-shots.mjs <before> <after> [--tolerance=0.1] [--diff=<folder>]');
  process.exit(2);
}
if (diffDir) mkdirSync(diffDir, { recursive: true });

const names = [...new Set([...readdirSync(before), ...readdirSync(after)])].filter((name) => name.endsWith('.png')).sort();
let failed = 0;
let worst = 0;
for (const name of names) {
  let a;
  let b;
  try {
    a = PNG.sync.read(readFileSync(path.join(before, name)));
    b = PNG.sync.read(readFileSync(path.join(after, name)));
  } catch {
    console.log(`${name}: missing on one side`);
    failed += 1;
    continue;
  }
  if (a.width !== b.width || a.height !== b.height) {
    console.log(`${name}: size ${a.width}×${a.height} → ${b.width}×${b.height}`);
    failed += 1;
    continue;
  }
  const diff = diffDir ? new PNG({ width: a.width, height: a.height }) : undefined;
  const changed = pixelmatch(a.data, b.data, diff?.data, a.width, a.height, { threshold: 0.1 });
  const share = (changed / (a.width * a.height)) * 100;
  worst = Math.max(worst, share);
  const over = share > tolerance;
  if (over) failed += 1;
  if (diff && changed > 0) writeFileSync(path.join(diffDir, name), PNG.sync.write(diff));
  console.log(`${name}: ${changed} pixels differ (${share.toFixed(3)} %)${over ? '  OVER TOLERANCE' : ''}`);
}
console.log(
  `${names.length} pictures compared, largest difference ${worst.toFixed(3)} %, tolerance ${tolerance} %: ${failed === 0 ? 'same' : `${failed} differ`}`,
);
process.exit(failed === 0 ? 0 : 1);
