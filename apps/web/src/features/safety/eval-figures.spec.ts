import { describe, expect, it } from '@jest/globals';
import { formatShare, readFigures } from './eval-figures.js';

describe('the evaluation figures', () => {
  it('read a missing, null or malformed figure as not measured', () => {
    const figures = readFigures({ recall: 0.97, precision: null, p99Ms: 'fast', measuredOn: '2026-11-25', messages: 480 });
    expect(figures).toMatchObject({ recall: 0.97, precision: null, p99Ms: null, measuredOn: '2026-11-25', messages: 480, conversations: null });
    expect(readFigures(null).recall).toBeNull();
  });

  it('format a share as a percentage in the page’s language', () => {
    expect(formatShare(0.975, 'en')).toBe('97.5%');
    expect(formatShare(1, 'es')).toMatch(/^100,0\s%$/);
  });
});
