import { describe, expect, it } from '@jest/globals';
import { RISK_CATEGORIES, RISK_LEVELS, type RiskCategory, type RiskLevel } from '@vi/contracts';
import { LANGUAGES, type Language } from '../../coach/language.js';
import { checkInMessage, crisisFollowUp, crisisFollowUps, crisisResponse, groundingExercise } from './index.js';

const PATH_OR_ADDRESS = /\/[a-z]|https?:|www\.|\.(com|org|net|gov)\b/i;
/** Words that would give method information or name a means; none belongs in our wording. */
const METHOD_WORDS =
  /\b(mg|milligrams?|lethal|fatal dose|noose|hang(ing)?|overdose|how (deep|much|many)|painless|bridge|rooftop|jump(ing)?|rope|razor|bleach|sobredosis|letal|ahorcar|surdose|mortelle|pendre|tödlich|erhängen|überdosis|dose letal|enforcar|overdose|impiccar)\b/i;
/** What a crisis answer must never call Vi. */
const CLINICAL_ROLE =
  /\b(therap\w*|terap\w*|thérap\w*|counsel+or|counsel+ing|psycholog\w*|psicólog\w*|psicolog\w*|conseill\w*|berater\w*|conselheir\w*|consulente)\b/i;

const response = (level: RiskLevel, categories: RiskCategory[], language: Language = 'en', channel: 'text' | 'voice' = 'text') =>
  crisisResponse({ level, categories, language, channel });

const cases = LANGUAGES.flatMap((language) =>
  RISK_LEVELS.flatMap((level) => (['text', 'voice'] as const).map((channel) => [language, level, channel] as const)),
);

describe('crisisResponse', () => {
  it.each(RISK_LEVELS)('at %s asks directly about suicide, says Vi is an AI, offers grounding and keeps talking (en)', (level) => {
    const text = response(level, ['active_ideation']);
    expect(text).toContain('are you thinking about killing yourself?');
    expect(text).toContain("I'm Vi, an AI, so I can't help in an emergency");
    expect(text).toMatch(/breathe in slowly for four counts/);
    expect(text).toMatch(/I'm here and we can keep talking\.$/);
    expect(text).toMatch(/988/);
    expect(text).toMatch(/HOME to 741741/);
  });

  it.each(['urgent', 'imminent'] as const)('at %s puts the local emergency number first, then 988, then 741741', (level) => {
    const text = response(level, ['method_means']);
    expect(text.startsWith('If you might act on these thoughts or you are in danger, please call your local emergency number (911 in the US) now.')).toBe(true);
    const emergency = text.indexOf('local emergency number');
    const call988 = text.indexOf('call or text 988');
    const text741 = text.indexOf('text HOME to 741741');
    expect(emergency).toBeLessThan(call988);
    expect(call988).toBeLessThan(text741);
  });

  it('at concern offers 988 and 741741 after asking, with the emergency number if ever in danger', () => {
    const text = response('concern', ['passive_ideation']);
    expect(text.startsWith("I'm really glad you told me")).toBe(true);
    expect(text.indexOf('are you thinking about killing yourself?')).toBeLessThan(text.indexOf('988'));
    expect(text).toMatch(/if you are ever in danger, call your local emergency number \(911 in the US\)/);
    expect(text).not.toMatch(/move away from anything/);
  });

  it('at imminent asks the member to move away from the means and to tell someone near them now', () => {
    const text = response('imminent', ['plan_preparation']);
    expect(text).toMatch(/move away from anything you could use to hurt yourself/);
    expect(text).toMatch(/let someone near you know right now/);
    expect(response('urgent', ['plan_preparation'])).not.toMatch(/move away from anything/);
  });

  it('names ANAD and 741741 for eating-disorder risk', () => {
    const text = response('concern', ['eating_disorder']);
    expect(text).toContain('1-888-375-7767');
    expect(text).toMatch(/ANAD/);
    expect(text).toContain('741741');
    expect(text).toMatch(/are you safe right now, and are you having any thoughts of harming yourself\?/);
    expect(response('urgent', ['eating_disorder']).startsWith('If you might act on these thoughts or you are in danger')).toBe(true);
  });

  it('names the National Domestic Violence Hotline and the emergency number for danger from others', () => {
    const text = response('urgent', ['danger_from_others']);
    expect(text).toContain('1-800-799-7233');
    expect(text).toContain('text START to 88788');
    expect(text).toMatch(/If you are in danger now, call your local emergency number/);
    expect(text).toContain('are you safe where you are right now?');
  });

  it('asks someone who might harm others to step away from the person and any weapon, and to call 988 or the emergency number', () => {
    for (const level of RISK_LEVELS) {
      const text = response(level, ['harm_to_others']);
      expect(text).toMatch(/step away from the person and from any weapon now, and call 988 or your local emergency number/);
      expect(text).toContain('are you thinking about hurting someone right now?');
    }
  });

  it('asks about self-harm when it is described', () => {
    expect(response('urgent', ['self_harm'])).toContain('have you hurt yourself today, and are you having thoughts of killing yourself?');
  });

  it('asks about suicide when no category is given', () => {
    expect(response('urgent', [])).toContain('are you thinking about killing yourself?');
  });

  it('names /crisis-resources and /safety in text; the voice form names the crisis resources page and no path', () => {
    const text = response('urgent', ['active_ideation'], 'en', 'text');
    expect(text).toContain('/crisis-resources');
    expect(text).toContain('/safety');
    const voice = response('urgent', ['active_ideation'], 'en', 'voice');
    expect(voice).toContain('the crisis resources page');
    expect(voice).not.toMatch(PATH_OR_ADDRESS);
  });

  it.each(cases)('in %s at %s (%s) has the lines, no method words, no clinical role and, in voice, no path', (language, level, channel) => {
    for (const categories of [[], ...RISK_CATEGORIES.map((c) => [c])] as RiskCategory[][]) {
      const text = response(level, categories, language, channel);
      expect(text).toMatch(/988|188/);
      expect(text).toContain('741741');
      expect(text).toMatch(language === 'en' ? /911/ : /112.*911|911.*112/s);
      expect(text).toMatch(/\?/);
      expect(text).toMatch(/Vi/);
      expect(text).not.toMatch(METHOD_WORDS);
      expect(text).not.toMatch(CLINICAL_ROLE);
      if (channel === 'voice') expect(text).not.toMatch(PATH_OR_ADDRESS);
      else expect(text).toContain('/crisis-resources');
    }
  });

  it('names Brazil’s CVV 188 in Portuguese at every level', () => {
    for (const level of RISK_LEVELS) expect(response(level, ['active_ideation'], 'pt')).toContain('188');
  });

  it('is written per language, not English everywhere', () => {
    const english = response('urgent', ['active_ideation']);
    for (const language of LANGUAGES.filter((l) => l !== 'en')) expect(response('urgent', ['active_ideation'], language)).not.toBe(english);
    expect(response('urgent', ['active_ideation'], 'es')).toContain('¿estás pensando en quitarte la vida?');
    expect(response('urgent', ['active_ideation'], 'de')).toContain('Denkst du daran, dich umzubringen?');
  });
});

describe('checkInMessage, groundingExercise, crisisFollowUp', () => {
  it('opens the next conversation warmly, asks about safety, puts no pressure', () => {
    const text = checkInMessage('en');
    expect(text.startsWith('Last time we talked, things were really hard')).toBe(true);
    expect(text).toMatch(/How are you doing today\?/);
    expect(text).toMatch(/Are you safe right now\?/);
    expect(text).toMatch(/no pressure/i);
  });

  it('gives a short 5-4-3-2-1 and breathing exercise', () => {
    const text = groundingExercise('en');
    expect(text).toMatch(/five things you can see, four you can touch, three you can hear, two you can smell and one you can taste/);
    expect(text).toMatch(/breathe in slowly/);
    expect(text.length).toBeLessThan(500);
  });

  it('varies the follow-up by turn: consecutive turns never repeat', () => {
    for (const language of LANGUAGES) {
      for (let turn = 0; turn < 12; turn++) expect(crisisFollowUp(language, turn)).not.toBe(crisisFollowUp(language, turn + 1));
      expect(new Set(crisisFollowUps(language)).size).toBe(crisisFollowUps(language).length);
    }
    expect(crisisFollowUp('en', -3)).toBe(crisisFollowUp('en', 3));
    expect(crisisFollowUp('en', Number.NaN)).toBe(crisisFollowUp('en', 0));
  });

  it.each(LANGUAGES)(
    'in %s: every follow-up keeps the member talking and offers grounding or the lines; all have no path, method or clinical role',
    (language) => {
      const safety = /safe|salvo|segur|sécurité|Sicherheit|sicher|segurança|sicuro|hurting|daño|mal|antun|machucar|male/i;
      const offer =
        /988|188|112|741741|emergency|emergencia|urgence|Notruf|emergência|emergenza|breathe|inspira|einatmen|inspire|five things|cinco cosas|cinq choses|fünf Dinge|cinco coisas|cinque cose|ligne d'écoute|Hilfetelefon|linea di ascolto/i;
      for (const text of [...crisisFollowUps(language), checkInMessage(language), groundingExercise(language)]) {
        expect(text).not.toMatch(PATH_OR_ADDRESS);
        expect(text).not.toMatch(METHOD_WORDS);
        expect(text).not.toMatch(CLINICAL_ROLE);
      }
      for (const text of [...crisisFollowUps(language), checkInMessage(language)]) {
        expect(text).toMatch(/\?/);
        expect(text).toMatch(safety);
        expect(text).toMatch(offer);
      }
      if (language !== 'en') expect(checkInMessage(language)).not.toBe(checkInMessage('en'));
    },
  );
});

describe('a voice channel named another way', () => {
  it('is treated as spoken: no path even for "browser_voice"', () => {
    const text = crisisResponse({ level: 'urgent', categories: [], language: 'en', channel: 'browser_voice' as 'voice' });
    expect(text).toContain('the crisis resources page');
    expect(text).not.toMatch(PATH_OR_ADDRESS);
    expect(text).not.toContain('undefined');
  });
});
