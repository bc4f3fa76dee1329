import { describe, expect, it } from '@jest/globals';
import { memberEndOutcome } from './member-end.js';

describe('memberEndOutcome: the member never gives a call back by their word alone', () => {
  it('browser calls: "failed" stands only for a call in which the server handled no turn', () => {
    expect(memberEndOutcome({ mode: 'browser', turns: 0 }, 'failed')).toBe('failed');
    expect(memberEndOutcome({ mode: 'browser', turns: 1 }, 'failed')).toBe('completed');
    expect(memberEndOutcome({ mode: 'browser', turns: 12 }, 'failed')).toBe('completed');
    // Saying it completed is taken at its word: it only costs the member.
    expect(memberEndOutcome({ mode: 'browser', turns: 0 }, 'completed')).toBe('completed');
    expect(memberEndOutcome({ mode: 'browser', turns: 3 }, 'completed')).toBe('completed');
  });

  it('calls from before the mode was kept are browser calls', () => {
    expect(memberEndOutcome({ mode: null, turns: 0 }, 'failed')).toBe('failed');
    expect(memberEndOutcome({ mode: null, turns: 2 }, 'failed')).toBe('completed');
  });

  it('platform calls: whatever the member says, the platform decides', () => {
    for (const asked of ['completed', 'failed'] as const) {
      for (const turns of [0, 5]) expect(memberEndOutcome({ mode: 'platform', turns }, asked)).toBe('platform-decides');
    }
  });

  it('a start our own gateway refused (no disclosure) failed, whatever the mode', () => {
    for (const mode of ['platform', 'browser', null] as const) expect(memberEndOutcome({ mode, turns: 0 }, 'failed', true)).toBe('failed');
  });
});
