import { describe, expect, it } from '@jest/globals';
import { EVENTS } from '@vi/contracts';
import { payloadOfEvent, testPayload } from './payload.js';

describe('payloads', () => {
  it('carry the event data field by field, nothing more', () => {
    const event = {
      id: '0d4b7a3e-5b7e-4a59-9c1e-8f1f2a3b4c5d',
      subject: EVENTS.identity.userSignedUp,
      occurredAt: '2025-03-01T10:00:00.000Z',
      data: {
        userId: 'a0d4b7a3-5b7e-4a59-9c1e-8f1f2a3b4c5d',
        email: 'a@example.com',
        name: 'A',
        createdAt: '2025-03-01T10:00:00.000Z',
        passwordHash: 'x',
        token: 't',
      },
    };
    expect(JSON.parse(payloadOfEvent(event)!.body)).toEqual({
      type: 'signup',
      timestamp: '2025-03-01T10:00:00.000Z',
      data: { userId: event.data.userId, email: 'a@example.com', name: 'A', createdAt: '2025-03-01T10:00:00.000Z' },
    });
    expect(payloadOfEvent({ ...event, subject: EVENTS.identity.userSignedIn })).toBeUndefined();
  });

  it('of a test send say so', () => {
    const at = new Date('2025-03-01T10:00:00.000Z');
    expect(JSON.parse(testPayload('purchase', at))).toEqual({
      type: 'purchase',
      timestamp: at.toISOString(),
      data: { test: true, webhook_type: 'purchase', message: 'This is a test webhook from Vi', timestamp: at.toISOString() },
    });
  });
});
