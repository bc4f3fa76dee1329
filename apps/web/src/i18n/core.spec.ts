import { describe, expect, it } from '@jest/globals';
import { interpolate, languageName, parseLocalePath, pickLanguage } from './core.js';

describe('interpolate', () => {
  it('fills named placeholders and leaves unknown ones alone', () => {
    expect(interpolate('{count} voice, {other}', { count: 5 })).toBe('5 voice, {other}');
    expect(interpolate('no vars')).toBe('no vars');
  });
});

describe('pickLanguage', () => {
  it('takes the first preferred language we have, by exact tag or by base language', () => {
    expect(pickLanguage(['es-MX', 'en'], ['en', 'es'])).toBe('es');
    expect(pickLanguage(['de-DE', 'fr', 'en-GB'], ['en', 'es'])).toBe('en');
    expect(pickLanguage(['pt-BR'], ['en', 'pt-BR', 'pt'])).toBe('pt-BR');
  });

  it('falls back to English', () => {
    expect(pickLanguage([], ['en', 'es'])).toBe('en');
    expect(pickLanguage(['ja'], ['en', 'es'])).toBe('en');
  });
});

describe('parseLocalePath', () => {
  it('reads the language and the namespace from a locale file name', () => {
    expect(parseLocalePath('./locales/es.ts')).toEqual({ language: 'es', namespace: 'core' });
    expect(parseLocalePath('./locales/es.info.ts')).toEqual({ language: 'es', namespace: 'info' });
    expect(parseLocalePath('./locales/pt-BR.ts')).toEqual({ language: 'pt-BR', namespace: 'core' });
    expect(parseLocalePath('./locales/README.md')).toBeNull();
  });
});

describe('languageName', () => {
  it('names a language in that language, capitalised', () => {
    expect(languageName('es')).toBe('Español');
    expect(languageName('en')).toBe('English');
  });
});
