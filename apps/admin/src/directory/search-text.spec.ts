import { describe, expect, it } from '@jest/globals';
import { containsPattern, foldCase } from './search-text.js';

describe('foldCase', () => {
  it('folds letters beyond ASCII the same whatever their case', () => {
    expect(foldCase('ÉLODIE')).toBe(foldCase('élodie'));
    expect(foldCase('ZOË')).toBe('zoë');
    expect(foldCase('Straße')).toBe(foldCase('STRASSE'));
    expect(foldCase('ΟΔΥΣΣΕΥΣ')).toBe(foldCase('οδυσσευς'));
  });

  it('composes accents typed as separate marks', () => {
    expect(foldCase('e\u0301lodie')).toBe(foldCase('élodie'));
  });
});

describe('containsPattern', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('50%_off\\now')).toBe('%50\\%\\_off\\\\now%');
  });

  it('leaves quotes and other text as they are', () => {
    expect(containsPattern(`O'Brien "Bo"`)).toBe(`%o'brien "bo"%`);
  });
});
