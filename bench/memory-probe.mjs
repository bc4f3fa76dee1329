// Loaded into each service by bench/memory.bench.mjs and bench/writes.bench.mjs
// (NODE_OPTIONS=--import): on SIGUSR2 the process writes what its memory is made of (V8 heap,
// external/array buffers, heap spaces) and the time it has spent in garbage collection since it
// started, by kind, to $VI_MEMORY_PROBE_DIR/<pid>.json. The benches read RSS themselves from /proc.
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { constants, PerformanceObserver } from 'node:perf_hooks';

const dir = process.env.VI_MEMORY_PROBE_DIR;
if (dir) {
  const KINDS = {
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
  };
  const gc = { count: 0, ms: 0, byKind: {} };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = KINDS[entry.detail?.kind] ?? 'other';
      gc.count++;
      gc.ms += entry.duration;
      gc.byKind[kind] = (gc.byKind[kind] ?? 0) + entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('SIGUSR2', () => {
    const usage = process.memoryUsage();
    const heap = v8.getHeapStatistics();
    const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size]));
    const report = { pid: process.pid, usage, heap, spaces, gc, execArgv: process.execArgv };
    fs.writeFileSync(path.join(dir, `${process.pid}.json.tmp`), JSON.stringify(report));
    fs.renameSync(path.join(dir, `${process.pid}.json.tmp`), path.join(dir, `${process.pid}.json`));
  });
}
