import { RISK_CATEGORIES, RISK_LEVELS, type Risk } from '@vi/contracts';

const rank = (risk: Risk | null | undefined) => (risk ? RISK_LEVELS.indexOf(risk.level) : -1);

/**
 * The stronger of two verdicts: the higher level, with the categories either found (a second
 * opinion adds what it saw). Null when neither shows risk.
 */
export function stronger(a: Risk | null | undefined, b: Risk | null | undefined): Risk | null {
  if (!a || !b) return a ?? b ?? null;
  const level = rank(a) >= rank(b) ? a.level : b.level;
  const found = new Set([...a.categories, ...b.categories]);
  return { level, categories: RISK_CATEGORIES.filter((category) => found.has(category)) };
}

/**
 * Resolves with the stronger of the verdicts once all have answered; once one shows risk the
 * others get `graceMs` more (a stronger level or more categories), then it resolves with what
 * is known, so a flag is never held up by a slow second opinion. The verdicts never reject.
 */
export function strongestSoon(verdicts: Promise<Risk | null>[], graceMs: number): Promise<Risk | null> {
  if (verdicts.length === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    let best: Risk | null = null;
    let left = verdicts.length;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(timer);
      resolve(best);
    };
    for (const verdict of verdicts) {
      void verdict.then((risk) => {
        best = stronger(best, risk);
        left -= 1;
        if (left === 0) finish();
        else if (best && !timer) timer = setTimeout(finish, graceMs);
      });
    }
  });
}
