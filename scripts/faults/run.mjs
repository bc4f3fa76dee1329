// `npm run test:faults`: starts the real stack as separate processes on loopback, with a NATS server and
// a PostgreSQL cluster of its own, drives light load, and injects faults one after another (kill -9 of
// each service, NATS and PostgreSQL restarts, a webhook receiver and webhook-dispatch down, billing down
// for a Stripe webhook). After each, a checker reconciles what clients were promised with what is
// stored, and one line per scenario says what was checked and what was lost. Exit code 1 on any loss,
// any unexpected answer or crash. See docs/faults.md.
//   VI_SKIP_BUILD=1 npm run test:faults    (run on what was built last)
import { build } from '../build.mjs';

const began = Date.now();
const log = (line) => console.log(`[faults ${new Date().toISOString().slice(11, 19)}] ${line}`);

let cleanup;
let finishing = false;

async function finish(code, reason) {
  if (finishing) return;
  finishing = true;
  if (reason) log(reason);
  try {
    await cleanup?.();
  } catch (error) {
    log(`cleanup failed: ${error.message}`);
  }
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (finishing) return;
    void finish(130, `${signal}: stopping everything this run started`);
  });
}

try {
  if (process.env.VI_SKIP_BUILD !== '1') await build({});
  const { runFaultSuite } = await import('./suite.mjs');
  const { failed, lines } = await runFaultSuite({
    log,
    onCleanup: (fn) => {
      cleanup = fn;
    },
  });
  console.log(`\n${lines.join('\n')}`);
  const skipped = lines.filter((line) => line.includes(': SKIPPED:')).length;
  const ran = lines.length - skipped;
  console.log(
    `\nfault tests: ${ran - failed.length} of ${ran} scenarios passed${skipped ? `, ${skipped} skipped` : ''} in ${((Date.now() - began) / 1000).toFixed(0)} s`,
  );
  if (failed.length) {
    console.log(`\nFAILED:\n  ${failed.join('\n  ')}`);
    await finish(1);
  }
  await finish(0);
} catch (error) {
  console.error(`\n[faults] ${error.stack ?? error.message}`);
  await finish(1);
}
