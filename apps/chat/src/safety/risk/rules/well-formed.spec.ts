import { describe, expect, it } from '@jest/globals';
import { RISK_CATEGORIES } from '@vi/contracts';
import { LANGUAGE_RULES } from './index.js';

/** Every language's rule list, held to the same shape (one check instead of a copy per language). */
describe.each(LANGUAGE_RULES.map((rules) => [rules.language, rules] as const))('the %s rules', (language, rules) => {
  it(`have unique ids in the form ${language}.<category>.<name>`, () => {
    const ids = rules.rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of rules.rules) expect(rule.id).toMatch(new RegExp(`^${language}\\.${rule.category}\\.[a-z0-9-]+$`));
  });

  it('cover every category of the taxonomy', () => {
    const covered = new Set(rules.rules.map((r) => r.category));
    expect(RISK_CATEGORIES.filter((c) => !covered.has(c))).toEqual([]);
  });

  it('compile every pattern and list as a Unicode expression', () => {
    const sources = [
      ...rules.rules.map((r) => r.pattern),
      ...rules.negations,
      ...rules.guards,
      ...rules.escalators,
      ...(rules.resolved ?? []),
      ...(rules.present ?? []),
      ...(rules.distance ?? []),
    ];
    for (const source of sources) expect(() => new RegExp(source, 'u')).not.toThrow();
  });
});
