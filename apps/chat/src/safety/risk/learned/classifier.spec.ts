import { describe, expect, it } from '@jest/globals';
import { assessConversation, assessMessage } from '../index.js';
import { prepareText } from '../normalise.js';
import { LEARNED_THRESHOLD, learnedScore } from './classifier.js';
import { featureHashes } from './features.js';

// Written for this spec (not from the evaluation set): risk in words no rule was written for.
const RULES_MISS = [
  'i do not eat until i see the number drop, two days now and i feel dizzy',
  'mum keeps asking why i wear long sleeves in july',
  'ya regalé mi guitarra y mis libros, no los voy a necesitar',
];

describe('the learned layer', () => {
  it('reads a misspelt or unaccented word much as the written one', () => {
    const shared = (a: string, b: string) => {
      const x = new Set(featureHashes(a));
      const y = featureHashes(b);
      return y.filter((h) => x.has(h)).length / y.length;
    };
    expect(shared('regalé mi guitarra', 'regale mi guitara')).toBeGreaterThan(0.5);
    expect(shared('regalé mi guitarra', 'the weather is nice')).toBe(0);
  });

  it.each(RULES_MISS)('finds risk the rules do not: %s', (text) => {
    expect(assessConversation([text], { learned: false }).level).toBeNull();
    const found = assessMessage(text);
    expect(found.level).not.toBeNull();
    expect(found.matched).toEqual(['learned']);
    expect(found.categories).toHaveLength(1);
  });

  it('is off when asked (the rules alone, for measuring them)', () => {
    expect(assessConversation([RULES_MISS[0] as string], { learned: false })).toMatchObject({ level: null, matched: [] });
  });

  it.each([
    'this deadline is killing me',
    'I could kill for a coffee right now',
    'me muero de ganas de verte',
    'ce boulot me tue',
    'ich sterbe vor Hunger',
    'to morrendo de rir kkkk',
    'mi ammazzo dalle risate',
    'we killed it at the gym today',
  ])('leaves idioms alone: %s', (text) => {
    expect(learnedScore(prepareText(text)).probability).toBeLessThan(LEARNED_THRESHOLD.alone);
    expect(assessMessage(text).level).toBeNull();
  });

  it('does not overrule the rules reading a message as negated, at a distance or over', () => {
    for (const text of [
      'I would never kill myself, I am just so tired of this job',
      'in the film she takes all her pills and writes a note',
      'years ago I cut myself, I have been fine for a long time',
    ]) {
      expect({ text, level: assessMessage(text).level }).toEqual({ text, level: null });
    }
  });

  it('leaves an ambiguous phrase alone to the rules: it still needs a second signal', () => {
    expect(assessMessage("tonight's the night!").level).toBeNull();
    expect(assessMessage("I've made up my mind").level).toBeNull();
    expect(assessConversation(["I've made up my mind"], { prior: { level: 'urgent', categories: ['active_ideation'] } }).level).not.toBeNull();
  });

  it('answers with the level and category its heads give, in the message language', () => {
    const found = assessMessage(RULES_MISS[2] as string);
    expect(found.language).toBe('es');
    expect(found.categories[0]).toBe('plan_preparation');
    expect(found.level).toBe('imminent');
  });
});
