import { describe, expect, it } from '@jest/globals';
import { assessConversation, assessMessage } from '../index.js';
import { prepareText } from '../normalise.js';
import { LEARNED_THRESHOLD, learnedScore } from './classifier.js';
import { featureHashes } from './features.js';

// Written for this spec (not from the evaluation or training sets): risk in words no rule was written for.
const RULES_MISS = [
  'i do not eat until i see the number drop, two days now and i feel dizzy',
  'mum keeps asking why i wear long sleeves in july',
  'ya regalé mi guitarra y mis libros, no los voy a necesitar',
  'i sit on the railway bridge most nights now and just look down',
  'no point charging my phone, wont be here by the weekend',
  'j ai rangé mes papiers et laissé les codes de mon compte à ma soeur, comme ça elle aura rien à chercher',
  'ich hab die ganzen tabletten von oma in meiner schublade gesammelt',
  'every time i eat i go straight to the bathroom to get rid of it',
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

  it('finds most of the risk the rules do not, and says the finding is its own', () => {
    for (const text of RULES_MISS) expect({ text, level: assessConversation([text], { learned: false }).level }).toEqual({ text, level: null });
    const found = RULES_MISS.map((text) => assessMessage(text)).filter((a) => a.level !== null);
    // A statistical layer: most, not each (bench/crisis-eval.mjs measures how many on the held-out set).
    expect(found.length).toBeGreaterThanOrEqual(6);
    for (const a of found) {
      expect(a.matched).toEqual(['learned']);
      expect(a.categories).toHaveLength(1);
    }
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

  it.each([
    'I have been sad for months',
    "I've felt flat for weeks and I'd like some ideas",
    'llevo semanas de bajón y no sé por qué',
    'ça fait des mois que je suis triste',
    'seit Wochen bin ich niedergeschlagen',
    'ando em baixo há semanas',
    'sono giù da mesi',
  ])('leaves sadness that lasts alone: %s', (text) => {
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

  it('beside a weak phrase, also reads the whole message, at a higher threshold', () => {
    // Without the phrase the rest says too little; with it, the message as a whole is a plan.
    const text = 'the bills are paid and tonight is the night, honestly it feels calm';
    expect(assessConversation([text], { learned: false }).level).toBeNull();
    expect(assessMessage(text)).toMatchObject({ matched: ['learned'] });
    // The same phrase about an ordinary evening stays quiet, and a short message needs more.
    expect(assessMessage('tonight is the night we finally watch the finale together').level).toBeNull();
    expect(assessMessage("I've made up my mind").level).toBeNull();
    expect(LEARNED_THRESHOLD.wholeBesideSignal).toBeGreaterThan(LEARNED_THRESHOLD.besideSignal);
  });

  it('answers with the level and category its heads give, in the message language', () => {
    const found = assessMessage('ya regalé mi guitarra y mis libros, no los voy a necesitar');
    expect(found.language).toBe('es');
    expect(found.categories[0]).toBe('plan_preparation');
    expect(found.level).toBe('imminent');
  });
});

describe('a phrase repeated does not grow into risk', () => {
  it('reads an ordinary sentence said twelve or thirty times as it reads it once', () => {
    for (const times of [1, 12, 30]) {
      const text = `Turn 1: ${'I hear you, and that sounds hard. '.repeat(times)}`;
      expect(assessMessage(text).level).toBeNull();
    }
  });
});
