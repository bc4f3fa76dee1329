// Keeps a stack serving when one of its services dies: the dead service is started again after a
// growing pause (so a service that crashes at once does not spin), while the others keep running.

/**
 * @param {object} options
 * @param {(name: string) => Promise<void>} options.restart  starts the service again; resolves when it is ready
 * @param {(line: string) => void} [options.log]
 * @param {number} [options.firstDelayMs]  pause before the first restart (doubles on each crash in a row)
 * @param {number} [options.maxDelayMs]  the longest pause
 * @param {number} [options.stableAfterMs]  a service up this long is healthy again: its next crash waits firstDelayMs
 */
export function createSupervisor({ restart, log = (line) => console.log(line), firstDelayMs = 500, maxDelayMs = 30_000, stableAfterMs = 60_000 }) {
  const state = new Map(); // name -> { crashes, upSince, timer, restarts }
  let stopped = false;

  const of = (name) => {
    if (!state.has(name)) state.set(name, { crashes: 0, upSince: Date.now(), timer: undefined, restarts: 0 });
    return state.get(name);
  };

  const attempt = async (name) => {
    const entry = of(name);
    entry.timer = undefined;
    if (stopped) return;
    const began = Date.now();
    try {
      await restart(name);
      entry.upSince = Date.now();
      entry.restarts += 1;
      log(`[supervisor] ${name} is serving again (restart ${entry.restarts}, ready after ${((Date.now() - began) / 1000).toFixed(1)} s)`);
    } catch (error) {
      log(`[supervisor] ${name} did not come back: ${String(error?.message ?? error).split('\n')[0]}`);
      schedule(name);
    }
  };

  const schedule = (name) => {
    const entry = of(name);
    if (stopped || entry.timer) return;
    entry.crashes += 1;
    const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** (entry.crashes - 1));
    log(`[supervisor] restarting ${name} in ${(delay / 1000).toFixed(1)} s (crash ${entry.crashes} in a row)`);
    entry.timer = setTimeout(() => void attempt(name), delay);
  };

  return {
    /** For startServices' onUnexpectedExit. */
    onExit(name, code, signal) {
      if (stopped) return;
      const entry = of(name);
      if (Date.now() - entry.upSince >= stableAfterMs) entry.crashes = 0;
      log(`[supervisor] ${name} exited unexpectedly (${signal ? `signal ${signal}` : `code ${code}`}); the other services keep running`);
      schedule(name);
    },
    /** How many times each service was restarted. */
    restarts() {
      return Object.fromEntries([...state].map(([name, entry]) => [name, entry.restarts]));
    },
    stop() {
      stopped = true;
      for (const entry of state.values()) if (entry.timer) clearTimeout(entry.timer);
    },
  };
}
