import { describe, expect, it } from '@jest/globals';
import { topLevelBranches } from './engine.js';
import { analyseLiterals, knownLiterals, LiteralScanner, necessaryLiterals } from './prefilter.js';

describe('necessaryLiterals', () => {
  it.each([
    ['kill(?:ing)? myself', [' myself']],
    ['(?:want|wanna) to die', ['want to die', 'wanna to die']],
    ['(?:just )?die', ['die']],
  ])('%s → %j', (source, literals) => {
    expect(necessaryLiterals(source)?.sort()).toEqual([...literals].sort());
  });

  it('gives up where nothing is required or the strings are too short', () => {
    expect(necessaryLiterals('(?:a|b)?c*')).toBeNull();
    expect(necessaryLiterals('od')).toBeNull();
    expect(necessaryLiterals('(?:kms|x)')).toBeNull();
  });

  it('every match contains one of the literals', () => {
    const source = '(?:i am|i) (?:(?:just|really) )*(?:going to|gonna) (?:kill myself|end it all)(?! lol)';
    const literals = necessaryLiterals(source) ?? [];
    const re = new RegExp(source);
    for (const text of ['i am going to kill myself', 'i really really gonna end it all', 'i going to end it all']) {
      expect(re.test(text)).toBe(true);
      expect(literals.some((l) => text.includes(l))).toBe(true);
    }
  });
});

describe('the literals worked out ahead by the test runner (scripts/prefilter-literals.mjs)', () => {
  it('are what the analysis finds, for every source the detector loaded', () => {
    // engine.js (imported above) has asked for every source; a set read from the runner's file must not
    // differ from the analysis (an edit to the analysis under `--watch` shows here: start Jest again).
    const known = knownLiterals();
    expect(known.length).toBeGreaterThan(1000);
    const differing = known.filter(([source, literals]) => JSON.stringify(literals) !== JSON.stringify(analyseLiterals(source)));
    expect(differing.map(([source]) => source)).toEqual([]);
  });
});

describe('topLevelBranches', () => {
  it('splits only at the top level', () => {
    expect(topLevelBranches('a|(b|c)|[|]d')).toEqual(['a', '(b|c)', '[|]d']);
    expect(topLevelBranches('a\\|b')).toEqual(['a\\|b']);
    expect(topLevelBranches('(a|b')).toEqual(['(a|b']);
  });
});

describe('LiteralScanner', () => {
  it('finds overlapping literals and three-letter ones', () => {
    const scanner = new LiteralScanner(['kill myself', 'myself', 'die', 'pills']);
    const found = new Set<string>();
    scanner.scan('i want to kill myself and die', found);
    expect([...found].sort()).toEqual(['die', 'kill myself', 'myself']);
  });
});
