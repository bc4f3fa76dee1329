import { describe, expect, it } from '@jest/globals';
import { spokenDisclosure, withoutAddresses } from './spoken-text.js';

describe('withoutAddresses', () => {
  it('says the crisis resources page in words, never its path', () => {
    expect(withoutAddresses('You can also find the international list at /crisis-resources.', 'en')).toBe(
      'You can also find the international list at the crisis resources page.',
    );
    expect(withoutAddresses('See https://vi.example.com/crisis-resources, any time.', 'en')).toBe('See the crisis resources page, any time.');
    expect(withoutAddresses('Mira /crisis-resources', 'es')).toBe('Mira la página de recursos de crisis');
    expect(withoutAddresses('(/crisis-resources)', 'de')).toBe('(die Seite mit Krisenhilfen)');
  });

  it('says the safety page, and any other address as "a website"', () => {
    expect(withoutAddresses('How Vi keeps you safe: /safety', 'en')).toBe('How Vi keeps you safe: the safety page');
    expect(withoutAddresses('Visit https://988lifeline.org/chat or www.example.com today.', 'en')).toBe('Visit a website or a website today.');
    expect(withoutAddresses('Text 988 or see 988lifeline.org.', 'fr')).toBe('Text 988 or see un site web.');
  });

  it('leaves words and numbers with slashes alone', () => {
    for (const text of [
      'Help is there 24/7.',
      'It is an and/or question.',
      'Half, 1/2, is fine.',
      'Call 988 or text HOME to 741741.',
      'e.g. breathing',
      'Mr. Smith',
    ]) {
      expect(withoutAddresses(text, 'en')).toBe(text);
    }
  });
});

describe('spokenDisclosure', () => {
  it('is the same words in sentence case, with Vi as a name and AI as letters', () => {
    expect(spokenDisclosure('THE AI COMPANION (VI) IS A COMPUTER PROGRAM AND NOT A HUMAN BEING. IT IS UNABLE TO FEEL HUMAN EMOTION.')).toBe(
      'The AI companion (Vi) is a computer program and not a human being. It is unable to feel human emotion.',
    );
    expect(spokenDisclosure('EL ACOMPAÑANTE DE IA (VI) ES UN PROGRAMA. NO ES CAPAZ.')).toBe('El acompañante de IA (Vi) es un programa. No es capaz.');
  });
});
