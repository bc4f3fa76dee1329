import { describe, expect, it } from '@jest/globals';
import { crisisReply, detectCrisis } from './crisis.js';

describe('detectCrisis', () => {
  it.each([
    'I want to kill myself',
    'Sometimes I think about ENDING MY LIFE',
    'I just want to die',
    "I've been having suicidal thoughts",
    'I keep wanting to hurt myself',
    'I started self-harming again',
    'I cut myself last night',
    "There's no reason to live anymore",
    'Everyone would be better off without me',
    'I thought about taking an overdose',
    "I don't want to live like this",
  ])('finds risk in English: %s', (text) => {
    const result = detectCrisis(text);
    expect(result.risk).toBe(true);
    expect(result.language).toBe('en');
    expect(result.matched).toBeTruthy();
  });

  it.each([
    'Quiero MORIR',
    'he pensado en quitarme la vída',
    'A veces pienso en suicidarme',
    'no quiero vivir así, estoy cansada',
    'Tengo ganas de hacerme daño',
    'quiero acabar con mi vida',
    'Me quiero matar',
  ])('finds risk in Spanish: %s', (text) => {
    expect(detectCrisis(text)).toMatchObject({ risk: true, language: 'es' });
  });

  it('finds risk in French, German, Portuguese and Italian', () => {
    expect(detectCrisis('Je veux mourir, je suis épuisée')).toMatchObject({ risk: true, language: 'fr' });
    expect(detectCrisis("j'ai des idées de suicide")).toMatchObject({ risk: true, language: 'fr' });
    expect(detectCrisis('Ich will nicht mehr leben')).toMatchObject({ risk: true, language: 'de' });
    expect(detectCrisis('Ich möchte sterben')).toMatchObject({ risk: true, language: 'de' });
    expect(detectCrisis('Eu quero morrer')).toMatchObject({ risk: true, language: 'pt' });
    expect(detectCrisis('Non voglio più vivere')).toMatchObject({ risk: true, language: 'it' });
  });

  it.each([
    "I'm killing it at work",
    'This movie is to die for',
    'That joke killed me',
    'I could die of embarrassment',
    'mañana voy a cortarme el pelo',
    'você vai me matar de rir',
    'quiero dejar de fumar y farla finita con el tabaco',
    'I feel sad and tired today',
    '',
  ])('does not flag everyday language: %j', (text) => {
    expect(detectCrisis(text).risk).toBe(false);
  });

  it('flags single clinical words even outside a personal context (on purpose)', () => {
    expect(detectCrisis('I watched a documentary about suicide prevention').risk).toBe(true);
  });

  it('reports the language of a message without risk', () => {
    expect(detectCrisis('¿Cómo estás? Estoy muy cansado')).toEqual({ risk: false, language: 'es' });
    expect(detectCrisis('hello there')).toEqual({ risk: false, language: 'en' });
  });
});

describe('crisisReply', () => {
  it.each(['en', 'es'] as const)('gives the help lines in %s', (language) => {
    const reply = crisisReply(language);
    expect(reply).toContain('988');
    expect(reply).toContain('741741');
    expect(reply).toContain('911');
    expect(reply).toContain('/crisis-resources');
    expect(reply).toContain('Vi');
  });

  it('is written in the language asked for', () => {
    expect(crisisReply('en')).toMatch(/I'm Vi, an AI, and I can't help in an emergency/);
    expect(crisisReply('es')).toMatch(/no puedo ayudarte en una emergencia/);
    for (const language of ['fr', 'de', 'pt', 'it'] as const) {
      expect(crisisReply(language)).not.toBe(crisisReply('en'));
      expect(crisisReply(language)).toContain('/crisis-resources');
      expect(crisisReply(language)).toContain('988');
    }
  });

  it('falls back to English for other languages', () => {
    expect(crisisReply('ja')).toBe(crisisReply('en'));
  });

  it('never claims to diagnose or treat', () => {
    for (const language of ['en', 'es', 'fr', 'de', 'pt', 'it']) {
      expect(crisisReply(language)).not.toMatch(/diagnos|therap|treat|counsel/i);
    }
  });
});
