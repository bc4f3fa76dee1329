import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '../../coach/language.js';
import { askedIfHuman, DISCLOSURE_INTERVAL_MS, DisclosureEngine, disclosureText, RETURN_AFTER_MS, truthfulAnswer } from './index.js';

const T0 = new Date('2026-03-02T09:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** A clock the test moves by hand. */
class FakeClock {
  constructor(private current: Date) {}
  now() {
    return this.current;
  }
  set(date: Date) {
    this.current = date;
  }
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('disclosureText', () => {
  it("is New York's wording in English, word for word", () => {
    expect(disclosureText('en')).toBe('THE AI COMPANION (VI) IS A COMPUTER PROGRAM AND NOT A HUMAN BEING. IT IS UNABLE TO FEEL HUMAN EMOTION.');
  });

  it.each(LANGUAGES)('is in capitals, names Vi and is its own sentence in %s', (language) => {
    const text = disclosureText(language);
    expect(text).toBe(text.toUpperCase());
    expect(text).toContain('(VI)');
    expect(text.match(/\./g)).toHaveLength(2);
    if (language !== 'en') expect(text).not.toBe(disclosureText('en'));
  });

  it('says "not a human being" and "cannot feel" in each translation', () => {
    expect(disclosureText('es')).toMatch(/NO UN SER HUMANO.*NO ES CAPAZ DE SENTIR/);
    expect(disclosureText('fr')).toMatch(/NON UN ÊTRE HUMAIN.*INCAPABLE DE RESSENTIR/);
    expect(disclosureText('de')).toMatch(/KEIN MENSCH.*KEINE MENSCHLICHEN GEFÜHLE/);
    expect(disclosureText('pt')).toMatch(/NÃO UM SER HUMANO.*NÃO É CAPAZ DE SENTIR/);
    expect(disclosureText('it')).toMatch(/NON UN ESSERE UMANO.*NON È IN GRADO DI PROVARE/);
  });
});

describe('DisclosureEngine.due', () => {
  it('exports the intervals the laws set: 3 hours and 7 days', () => {
    expect(DISCLOSURE_INTERVAL_MS).toBe(3 * HOUR);
    expect(RETURN_AFTER_MS).toBe(7 * DAY);
  });

  it('is `start` when the conversation or call was never disclosed to, whatever else holds', () => {
    const engine = new DisclosureEngine(new FakeClock(T0));
    expect(engine.due({ lastDisclosedAt: null, lastMemberMessageAt: null })).toBe('start');
    expect(engine.due({ lastDisclosedAt: null, lastMemberMessageAt: at(-30 * DAY) }, 'are you a real person?')).toBe('start');
  });

  it('is null right after the disclosure and while the member keeps writing', () => {
    const clock = new FakeClock(at(1 * MINUTE));
    const engine = new DisclosureEngine(clock);
    expect(engine.due({ lastDisclosedAt: T0, lastMemberMessageAt: T0 }, 'I had a rough day')).toBeNull();
    clock.set(at(2 * HOUR));
    expect(engine.due({ lastDisclosedAt: T0, lastMemberMessageAt: at(2 * HOUR - MINUTE) })).toBeNull();
  });

  it('is `interval` at exactly 3 hours since the last disclosure, not a millisecond before', () => {
    const clock = new FakeClock(at(DISCLOSURE_INTERVAL_MS - 1));
    const engine = new DisclosureEngine(clock);
    const state = { lastDisclosedAt: T0, lastMemberMessageAt: at(DISCLOSURE_INTERVAL_MS - 2 * MINUTE) };
    expect(engine.due(state)).toBeNull();
    clock.set(at(DISCLOSURE_INTERVAL_MS));
    expect(engine.due(state)).toBe('interval');
    clock.set(at(DISCLOSURE_INTERVAL_MS + 5 * HOUR));
    expect(engine.due({ ...state, lastMemberMessageAt: at(DISCLOSURE_INTERVAL_MS + 5 * HOUR - MINUTE) })).toBe('interval');
  });

  it('is `return` when the previous message is exactly 7 days old, not a millisecond younger', () => {
    const clock = new FakeClock(at(RETURN_AFTER_MS));
    const engine = new DisclosureEngine(clock);
    // Disclosed within the hour, so only the return rule can fire.
    const lastDisclosedAt = at(RETURN_AFTER_MS - 30 * MINUTE);
    expect(engine.due({ lastDisclosedAt, lastMemberMessageAt: at(1) })).toBeNull();
    expect(engine.due({ lastDisclosedAt, lastMemberMessageAt: T0 })).toBe('return');
  });

  it('prefers `return` over `interval` when both hold', () => {
    const engine = new DisclosureEngine(new FakeClock(at(RETURN_AFTER_MS)));
    expect(engine.due({ lastDisclosedAt: T0, lastMemberMessageAt: T0 })).toBe('return');
  });

  it('is `asked` when the member asks, even a minute after the last disclosure, and before `return` and `interval`', () => {
    const clock = new FakeClock(at(MINUTE));
    const engine = new DisclosureEngine(clock);
    expect(engine.due({ lastDisclosedAt: T0, lastMemberMessageAt: T0 }, 'are you a real person?')).toBe('asked');
    clock.set(at(RETURN_AFTER_MS));
    expect(engine.due({ lastDisclosedAt: T0, lastMemberMessageAt: T0 }, 'r u human')).toBe('asked');
    expect(engine.due({ lastDisclosedAt: T0, lastMemberMessageAt: T0 }, 'hi again')).toBe('return');
  });

  it.each([
    ['en', 'are you a real person?'],
    ['es', '¿eres una persona?'],
    ['fr', 'es-tu un robot ?'],
    ['de', 'bist du ein Mensch?'],
    ['pt', 'você é uma pessoa real?'],
    ['it', 'sei una persona vera?'],
  ])('is `asked` for the question in %s: %s', (_language, question) => {
    const engine = new DisclosureEngine(new FakeClock(at(10 * MINUTE)));
    expect(engine.due({ lastDisclosedAt: T0, lastMemberMessageAt: at(9 * MINUTE) }, question)).toBe('asked');
  });
});

describe('askedIfHuman', () => {
  it.each([
    // English, with texting spellings and typos
    'are you a real person?',
    'Are you real?',
    'r u human',
    'ru a bot',
    'are u an ai',
    'are you a reel persn?',
    'am I talking to a bot',
    'am i chatting w a robot lol',
    'wait, am I talking to a real human or what',
    'is this an AI or a human',
    'is this a bot?',
    'is there a real person reading this',
    'is a human reading this?',
    "you're a bot, aren't you?",
    'Are you ChatGPT?',
    'you a bot?',
    // Spanish
    '¿eres una persona?',
    '¿eres humano o un bot?',
    'eres real?',
    '¿estoy hablando con una máquina?',
    'sos un bot?',
    '¿hay una persona real leyendo esto?',
    // French
    'es-tu un robot ?',
    'je parle à un humain ?',
    "t'es une IA ?",
    'êtes-vous une vraie personne ?',
    'tu es humain ou pas',
    // German
    'bist du ein Mensch?',
    'bist du echt?',
    'Rede ich mit einem Bot?',
    'sind Sie ein echter Mensch?',
    'ist das eine KI?',
    // Portuguese
    'você é uma pessoa real?',
    'é um robô?',
    'vc é humano?',
    'estou falando com uma IA?',
    'tem alguém real aí?',
    // Italian
    'sei una persona vera?',
    'sei un bot?',
    'sto parlando con un robot?',
    "è un'intelligenza artificiale?",
    'sei umano o una macchina?',
  ])('hears the question: %s', (text) => {
    expect(askedIfHuman(text)).toBe(true);
  });

  it.each([
    'my boss is a robot',
    'I feel like a robot',
    "he's a real person to me",
    "I'm only human",
    'are you a person who likes music?',
    'I talked to a real person at the bank today',
    'it is a human thing to feel sad',
    'I want to talk to a real person about my feelings someday',
    'eres una persona increíble',
    'mi jefe es un robot',
    'je me sens comme un robot',
    'bist du echt so müde wie ich?',
    'ich fühle mich wie ein Roboter',
    'meu chefe é um robô',
    'sei una persona fantastica',
    'è vero?',
    'ist das echt?',
    'is this real?',
    '¿es real?',
    'é de verdade?',
    'mi sento un robot',
    '',
  ])('lets a statement pass: %s', (text) => {
    expect(askedIfHuman(text)).toBe(false);
  });
});

describe('askedIfHuman on a long message', () => {
  it('finds no question in a long message without one', () => {
    const text = "you're right that I am tired, and honestly I think you are the only one I talk to about this. ".repeat(60);
    expect(askedIfHuman(text)).toBe(false);
  });
});
