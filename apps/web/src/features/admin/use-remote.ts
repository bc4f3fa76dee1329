import { useCallback, useEffect, useState } from 'react';
import { isAbort } from './admin-api.js';

/**
 * What a list of the admin screen shows: loading (first time), the data (kept on screen while a
 * reload runs, `refreshing`), or the failure.
 */
export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T; refreshing: boolean } | { status: 'failed'; error: unknown };

type Load<T> = (signal: AbortSignal) => Promise<T>;
/** The last answer, and which request it answered. */
interface Answer<T> {
  load: Load<T>;
  version: number;
  outcome: { ok: true; data: T } | { ok: false; error: unknown };
}

/**
 * Loads with `load` now, again whenever `load` changes (a new search: memoise it with its inputs)
 * or `reload` is called. A newer load aborts the older one, so an old answer never lands last.
 * Whether the answer on screen is the current one is worked out while rendering.
 */
export function useRemote<T>(load: Load<T>, what: string): { result: Remote<T>; reload(): void } {
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setAnswer({ load, version, outcome: { ok: true, data } }),
      (error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        console.warn(`Loading ${what} failed`, error);
        setAnswer({ load, version, outcome: { ok: false, error } });
      },
    );
    return () => controller.abort();
  }, [load, version, what]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const current = answer !== null && answer.load === load && answer.version === version;
  let result: Remote<T>;
  if (answer?.outcome.ok) result = { status: 'ready', data: answer.outcome.data, refreshing: !current };
  else if (answer && current && !answer.outcome.ok) result = { status: 'failed', error: answer.outcome.error };
  else result = { status: 'loading' };
  return { result, reload };
}
