import { describe, expect, it } from '@jest/globals';
import { detectLanguage } from './language.js';

describe('detectLanguage', () => {
  it.each([
    ['I feel really tired and I do not know why', 'en'],
    ['¿Qué hago?', 'es'],
    ['Me siento muy triste porque tengo mucho trabajo', 'es'],
    ['Estoy cansada pero no sé qué hacer', 'es'],
    ["Je suis très fatigué et j'ai peur", 'fr'],
    ['Ich bin sehr müde und habe keine Lust', 'de'],
    ['Eu estou muito cansado e não sei o que fazer', 'pt'],
    ['Io sono molto stanco e non so perché', 'it'],
  ])('%s → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('defaults to English', () => {
    expect(detectLanguage('')).toBe('en');
    expect(detectLanguage('ok')).toBe('en');
    expect(detectLanguage('😊')).toBe('en');
  });

  it("a message that does not tell takes the member's interface language; one that tells keeps its own", () => {
    expect(detectLanguage('ok', 'es')).toBe('es');
    expect(detectLanguage('😊', 'es')).toBe('es');
    expect(detectLanguage('I feel so tired today', 'es')).toBe('en');
    expect(detectLanguage('Estoy cansada', 'en')).toBe('es');
  });
});
