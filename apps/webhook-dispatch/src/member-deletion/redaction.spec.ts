import { describe, expect, it } from '@jest/globals';
import { isAbout, marksFrom, REDACTED, redactPayload, redactText } from './redaction.js';

const member = { userId: '6f1c2a9e-1111-4a4a-9b9b-0123456789ab', email: 'Ada.L@example.com', name: 'Ada Lovelace' };

describe('redaction of a deleted member', () => {
  it('redacts who they are and what they wrote in their own deliveries, keeping what the log needs', () => {
    const signup = JSON.stringify({
      type: 'signup',
      timestamp: '2026-11-01T10:00:00.000Z',
      data: { userId: member.userId, email: 'ada.l@example.com', name: 'Ada Lovelace', createdAt: '2026-11-01T10:00:00.000Z' },
    });
    expect(JSON.parse(redactPayload(signup, member))).toEqual({
      type: 'signup',
      timestamp: '2026-11-01T10:00:00.000Z',
      data: { userId: REDACTED, email: REDACTED, name: REDACTED, createdAt: '2026-11-01T10:00:00.000Z' },
    });
    const feedback = JSON.stringify({
      type: 'feedback',
      timestamp: 't',
      data: { feedbackId: 'f', userId: member.userId, rating: 2, comment: 'Ada here, too slow', improvements: ['Response Speed'] },
    });
    expect(JSON.parse(redactPayload(feedback, member)).data).toEqual({
      feedbackId: 'f',
      userId: REDACTED,
      rating: 2,
      comment: REDACTED,
      improvements: ['Response Speed'],
    });
  });

  it('redacts their id and address wherever else they appear, but not a name that may be someone else’s', () => {
    const other = JSON.stringify({
      type: 'feedback',
      data: { userId: 'someone-else', comment: `Ask ${member.email.toUpperCase()} or Ada Lovelace (${member.userId})` },
    });
    expect(JSON.parse(redactPayload(other, member)).data.comment).toBe(`Ask ${REDACTED} or Ada Lovelace (${REDACTED})`);
    expect(redactPayload('not json ' + member.userId, member)).toBe(`not json ${REDACTED}`);
  });

  it('reads whose a delivery is and what a signup carried; skips blank marks and escapes the rest', () => {
    const signup = JSON.stringify({ data: { userId: member.userId.toUpperCase(), email: 'a@b.c', name: 'A' } });
    expect(isAbout(signup, member.userId)).toBe(true);
    expect(isAbout('{}', member.userId)).toBe(false);
    expect(isAbout('nonsense', member.userId)).toBe(false);
    expect(marksFrom(signup)).toEqual({ email: 'a@b.c', name: 'A' });
    expect(redactText('a.b (x) a+b', ['a+b', '', ' ', '(x)'])).toBe(`a.b ${REDACTED} ${REDACTED}`);
  });
});
