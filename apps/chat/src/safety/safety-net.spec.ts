import { describe, expect, it } from '@jest/globals';
import { isNewRisk, strongest } from './safety-net.service.js';
import { forSpeech } from './spoken.js';

describe('what counts as new risk in a conversation', () => {
  const urgent = { level: 'urgent' as const, categories: ['active_ideation' as const] };

  it('is risk where there was none', () => {
    expect(isNewRisk(urgent, null)).toBe(true);
    expect(isNewRisk(null, null)).toBe(false);
  });

  it('is a higher level, or a kind of risk not seen before; not the same again or less', () => {
    expect(isNewRisk({ level: 'imminent', categories: ['active_ideation'] }, urgent)).toBe(true);
    expect(isNewRisk({ level: 'urgent', categories: ['danger_from_others'] }, urgent)).toBe(true);
    expect(isNewRisk({ level: 'urgent', categories: ['active_ideation'] }, urgent)).toBe(false);
    expect(isNewRisk({ level: 'concern', categories: ['active_ideation'] }, urgent)).toBe(false);
    expect(isNewRisk(null, urgent)).toBe(false);
  });

  it('keeps the stronger level and every category', () => {
    expect(strongest({ level: 'concern', categories: ['eating_disorder'] }, urgent)).toEqual({
      level: 'urgent',
      categories: ['eating_disorder', 'active_ideation'],
    });
    expect(strongest(null, urgent)).toBe(urgent);
    expect(strongest(urgent, undefined)).toBe(urgent);
    expect(strongest(null, null)).toBeNull();
  });
});

describe('words that are spoken', () => {
  it('say the pages, never a path or an address', () => {
    const spoken = forSpeech('Lines near you are at /crisis-resources, and how Vi keeps you safe at /safety. See https://example.org/help too.', 'en');
    expect(spoken).toBe('Lines near you are at the crisis resources page, and how Vi keeps you safe at the safety page. See the crisis resources page too.');
    expect(forSpeech('Encontrarás líneas en /crisis-resources.', 'es')).toBe('Encontrarás líneas en la página de recursos de crisis.');
  });

  it('leave other slashes alone', () => {
    expect(forSpeech('24/7 and and/or stay as they are', 'en')).toBe('24/7 and and/or stay as they are');
  });
});
