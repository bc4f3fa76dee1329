import { describe, expect, it } from '@jest/globals';
import { prepareText } from '../normalise.js';
import { conceptsOf } from './concepts.js';
import { CONCEPT_LEXICON } from './concepts-lexicon.js';
import { featureHashes } from './features.js';

const concepts = (text: string) =>
  prepareText(text)
    .split('\n')
    .flatMap((clause) => conceptsOf(clause.split(' ').filter(Boolean)).map((f) => f.concept));

describe('the concepts the learned layer reads', () => {
  it('are written for all six languages', () => {
    for (const [name, languages] of Object.entries(CONCEPT_LEXICON)) {
      expect([name, Object.keys(languages).sort()]).toEqual([name, ['de', 'en', 'es', 'fr', 'it', 'pt']]);
      for (const entries of Object.values(languages)) expect(entries.length).toBeGreaterThan(0);
    }
  });

  it('read the same wish the same way in every language', () => {
    for (const text of ['I want to die', 'quiero morir', 'je veux mourir', 'ich will sterben', 'quero morrer', 'voglio morire']) {
      expect([text, concepts(text)]).toEqual([text, ['#want', '#die']]);
    }
  });

  it('find means and time across a message, accents and misspellings aside', () => {
    expect(concepts('tengo las pastillas guardadas. esta noche')).toEqual(expect.arrayContaining(['#pills', '#saved_up', '#soon']));
    expect(concepts('Ich habe die Tabletten gesammelt, heute Nacht')).toEqual(expect.arrayContaining(['#pills', '#saved_up', '#soon']));
  });

  it('do not read a word of one language as a concept of another', () => {
    // German's article "die" is not English "die"; French "pain" is bread.
    expect(concepts('ich habe die Tabletten')).not.toContain('#die');
    expect(concepts('je mange du pain')).not.toContain('#pain');
    expect(concepts('I just want to die')).toContain('#die');
  });

  it('give a message read as concepts features the same wish shares across languages', () => {
    const shared = (a: string, b: string) => {
      const x = new Set(featureHashes(a));
      return featureHashes(b).filter((h) => x.has(h)).length;
    };
    // Nothing in common but the concepts: the pair "#want #die" is one of them.
    expect(shared('quiero morir', 'ich will sterben')).toBeGreaterThanOrEqual(3);
    expect(shared('quiero morir', 'il pleut aujourd hui')).toBe(0);
  });
});
