// Preloaded with `--import` (NODE_OPTIONS refuses --cpu-prof): records a V8 CPU profile of the
// process whose entry point matches BENCH_CPU_PROF_MATCH and writes it to BENCH_CPU_PROF when the
// process is told to stop or exits, as --cpu-prof would. Read it with bench/cpu-profile-summary.mjs.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROF;
const match = process.env.BENCH_CPU_PROF_MATCH ?? '/gateway/';
if (dir && (process.argv[1] ?? '').includes(match)) {
  const session = new Session();
  session.connect();
  // The in-process inspector answers synchronously, so the profile can be written in 'exit'.
  // BENCH_HEAP_PROF=1: sample allocations instead (a .heapprofile: bytes allocated by function).
  const heap = process.env.BENCH_HEAP_PROF === '1';
  if (heap) {
    session.post('HeapProfiler.enable');
    session.post('HeapProfiler.startSampling', { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  } else {
    session.post('Profiler.enable');
    session.post('Profiler.setSamplingInterval', { interval: 500 });
    // BENCH_CPU_PROF_ON_SIGNAL=1: start on SIGUSR2 instead, to leave start-up and warm-up out.
    if (process.env.BENCH_CPU_PROF_ON_SIGNAL === '1') process.once('SIGUSR2', () => session.post('Profiler.start'));
    else session.post('Profiler.start');
  }
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    session.post(heap ? 'HeapProfiler.stopSampling' : 'Profiler.stop', (error, result) => {
      if (!error) writeFileSync(path.join(dir, `gateway-${process.pid}.${heap ? 'heapprofile' : 'cpuprofile'}`), JSON.stringify(result.profile));
    });
  };
  // Nest's shutdown hooks end the process by raising the signal again (no 'exit' event): write on the signal.
  process.once('SIGTERM', write);
  process.once('SIGINT', write);
  process.on('exit', write);
}
