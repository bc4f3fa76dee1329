import { describe, expect, it } from '@jest/globals';
import { offlineCoachReply, type CoachTurn } from './offline-coach.js';

const say = (...messages: string[]): CoachTurn[] =>
  messages.flatMap((content, i) => [...(i > 0 ? [{ role: 'assistant' as const, content: 'I hear you.' }] : []), { role: 'user' as const, content }]);

const sentences = (text: string) => text.match(/[^.!?]+[.!?]+/g) ?? [];

describe('offlineCoachReply', () => {
  it.each([
    ["I'm just not good enough, I always fail at everything", 'reframing'],
    ['Nobody likes me and I will never be loved', 'reframing'],
    ['I have a job interview tomorrow and I want to feel confident', 'anchoring'],
    ['How can I stay calm before my exam?', 'anchoring'],
    ['Part of me wants to quit my job but another part is scared to lose the security', 'parts-integration'],
    ["I'm terrified of flying and I have a trip next month", 'phobia-release'],
    ['I have a phobia of spiders', 'phobia-release'],
    ['I keep thinking about a painful memory from my childhood', 'memory-distance'],
    ['What happened to me years ago still hurts', 'memory-distance'],
    ['I had a long day and I feel kind of flat', 'listening'],
  ])('"%s" → %s', (message, technique) => {
    const reply = offlineCoachReply(say(message));
    expect(reply.technique).toBe(technique);
    expect(reply.language).toBe('en');
  });

  it('answers a Spanish message in Spanish', () => {
    const reply = offlineCoachReply(say('Me siento muy sola y no sé qué hacer'));
    expect(reply.language).toBe('es');
    expect(reply.text).toMatch(/¿/);
    expect(reply.text).toMatch(/\b(te|tu|tú|puedes|contigo|estoy)\b/);
  });

  it('chooses techniques from Spanish messages too', () => {
    expect(offlineCoachReply(say('Tengo pánico a volar')).technique).toBe('phobia-release');
    expect(offlineCoachReply(say('Siempre fracaso, no soy suficiente')).technique).toBe('reframing');
    expect(offlineCoachReply(say('Una parte de mí quiere irse y otra parte quiere quedarse')).technique).toBe('parts-integration');
  });

  it('uses only the last user message to choose', () => {
    const reply = offlineCoachReply(say('I am afraid of spiders', 'Anyway, my day was okay'));
    expect(reply.technique).toBe('listening');
  });

  it('varies the wording deterministically', () => {
    const inputs = ['I feel a bit lost', 'Work is a lot lately', 'I am tired', 'Things are strange', 'I miss home'];
    const texts = inputs.map((m) => offlineCoachReply(say(m)).text);
    expect(new Set(texts).size).toBeGreaterThan(1);
    expect(offlineCoachReply(say('I am tired')).text).toBe(offlineCoachReply(say('I am tired')).text);
  });

  it('greets when there is nothing to answer yet', () => {
    const reply = offlineCoachReply([]);
    expect(reply.technique).toBe('listening');
    expect(reply.text).toMatch(/\?$/);
  });

  it('answers a crisis with the help lines, never an exercise', () => {
    const reply = offlineCoachReply(say('I want to end my life'));
    expect(reply.text).toContain('988');
    expect(reply.text).toContain('/crisis-resources');
  });

  const inputs = [
    "I'm not good enough",
    'I want to feel motivated before my presentation',
    'part of me wants to leave, another part wants to stay',
    "I'm scared of heights",
    'I remember when I was a child and it hurts',
    'hello',
    'I have been sad for months',
    'No valgo nada',
    'Quiero sentirme tranquila antes de mi entrevista',
    'Tengo miedo a las arañas',
    'Recuerdo cuando era niña',
    'Hoy estoy cansado',
    "J'ai peur de prendre l'avion",
    'Ich habe Angst vor Spinnen',
    'Tenho medo de voar',
    'Ho paura di volare',
    'Je suis nulle, pas assez bien',
    'Ich bin nicht gut genug',
  ];
  const everyReply = inputs.flatMap((m) => [1, 2, 3, 4].map((n) => offlineCoachReply(say(...Array(n).fill(m))).text));

  it('writes 2 to 5 sentences ending with a question', () => {
    for (const text of everyReply) {
      const count = sentences(text).length;
      expect([text, count >= 2 && count <= 5]).toEqual([text, true]);
      expect(text.trim()).toMatch(/\?$/);
    }
  });

  it('never presents itself as a clinician', () => {
    for (const text of everyReply) expect(text).not.toMatch(/therap|counsel|diagnos|treatment|cure/i);
  });

  it('writes the other languages in their own words', () => {
    expect(offlineCoachReply(say("J'ai peur de prendre l'avion")).text).toMatch(/peur/);
    expect(offlineCoachReply(say('Ich habe Angst vor Spinnen')).technique).toBe('phobia-release');
    expect(offlineCoachReply(say('Tenho medo de voar')).language).toBe('pt');
    expect(offlineCoachReply(say('Ho paura di volare')).language).toBe('it');
  });

  it('answers in the language it is given (a voice call) whatever the words look like', () => {
    const reply = offlineCoachReply(say('I feel stressed about my exam tomorrow'), 'es');
    expect(reply).toMatchObject({ language: 'es', technique: 'anchoring' });
    expect(reply.text).not.toBe(offlineCoachReply(say('I feel stressed about my exam tomorrow')).text);
    expect(offlineCoachReply([], 'de').text).toMatch(/^Hallo, ich bin Vi/);
  });
});
