import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { EVENTS } from '@vi/contracts';
import { Namespace } from '@vi/service-kit';
import { grantAdmin, testInfra, until } from '@vi/testing';
import { randomUUID } from 'node:crypto';
import { type InProcessStack, type Member, signUpMember, startInProcessStack } from './in-process-stack.js';

// A message on the event stream that sessions-and-limits' consumer cannot read is set aside as a
// dead letter in its schema (not retried forever, not dropped silently); admins see it through the
// gateway with the services that did not answer named, and discard it. The services run from their
// builds on the real PostgreSQL, NATS and Redis.
let stack: InProcessStack;
let nc: NatsConnection;
let admin: Member;

beforeAll(async () => {
  stack = await startInProcessStack('gw_dead_letters', {}, ['identity', 'sessions-and-limits']);
  nc = await connect({ servers: testInfra().natsUrl });
  admin = await signUpMember(stack.baseUrl, 'admin');
  await grantAdmin(stack.namespace, admin.id);
});

afterAll(async () => {
  await nc?.close();
  await stack?.stop();
});

describe('failed events, for admins', () => {
  it('lists a message sessions-and-limits could not read, refuses to replay it, and discards it', async () => {
    const subject = new Namespace(stack.namespace).subject(EVENTS.billing.subscriptionChanged);
    await jetstream(nc).publish(subject, '{"id": "not an event"', { msgID: randomUUID() });

    const listed = await until(
      async () => {
        const response = await admin.get('/api/v1/admin/dead-letters');
        return response.body.items?.length > 0 ? response : undefined;
      },
      15_000,
      'the unreadable message was not listed',
    );
    expect(listed.status).toBe(200);
    const [letter] = listed.body.items;
    expect(letter).toMatchObject({ service: 'sessions-and-limits', eventId: null, subject: EVENTS.billing.subscriptionChanged, error: expect.any(String) });
    // Only identity and sessions-and-limits run here: the others are named, the list still answers.
    expect(listed.body.unavailable).toEqual(expect.arrayContaining(['chat', 'billing', 'feedback', 'admin', 'webhook-dispatch']));
    expect(listed.body.unavailable).not.toContain('sessions-and-limits');

    const replay = await admin.post(`/api/v1/admin/dead-letters/sessions-and-limits/${letter.id}/replay`);
    expect(replay.status).toBe(409);
    expect(replay.body.error.message).toMatch(/could not be read/);

    const discarded = await admin.api.request('DELETE', `/api/v1/admin/dead-letters/sessions-and-limits/${letter.id}`, { token: admin.token });
    expect(discarded).toMatchObject({ status: 200, body: { discarded: true } });
    expect((await admin.get('/api/v1/admin/dead-letters')).body.items).toEqual([]);
    expect((await admin.api.request('DELETE', `/api/v1/admin/dead-letters/sessions-and-limits/${letter.id}`, { token: admin.token })).status).toBe(404);
    expect((await admin.api.request('DELETE', `/api/v1/admin/dead-letters/nonsense/${letter.id}`, { token: admin.token })).status).toBe(404);
  });

  it('refuses members', async () => {
    const member = await signUpMember(stack.baseUrl, 'member');
    const response = await member.get('/api/v1/admin/dead-letters');
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe('Only admins can manage failed events');
  });
});
