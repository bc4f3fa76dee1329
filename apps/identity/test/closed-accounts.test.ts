import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { ACCOUNT_RECOVERY_DAYS, RPC, SERVICE } from '@vi/contracts';
import { randomUUID } from 'node:crypto';
import {
  findMemberTraces,
  type ServiceUnderTest,
  startServiceUnderTest,
  startTestStack,
  startWebhookReceiver,
  type TestStack,
  until,
  type WebhookReceiver,
} from '@vi/testing';
import { ClosedAccounts } from '../src/account/closed-accounts.js';
import { CLOCK, type Clock } from '../src/audit/clock.js';
import { startIdentity } from '../src/start.js';
import { refusal } from './identity-harness.js';

// A member closes their own account: nobody can sign in to it, it can be restored within the
// window, and after ACCOUNT_RECOVERY_DAYS on identity's injected clock the sweep purges it through
// the one deletion mechanism, so that every service forgets them. Identity runs in this process (its
// clock moved by the test); every other service from its build, on the real PostgreSQL and NATS.
let stack: TestStack;
let identity: ServiceUnderTest<INestApplication>;
let clock: Clock;
let receiver: WebhookReceiver;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  stack = await startTestStack({
    only: ['sessions-and-limits', 'chat', 'feedback', 'admin', 'webhook-dispatch', 'billing'],
    label: 'closed',
    env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback', WEBHOOK_POLL_MS: '100' },
  });
  identity = await startServiceUnderTest(SERVICE.identity, startIdentity, { namespace: stack.namespace, rpcTimeoutMs: 15_000 });
  clock = identity.app.get<Clock>(CLOCK);
  receiver = await startWebhookReceiver({});
  const actor = { userId: randomUUID(), email: 'root@example.com', role: 'super_admin' as const, address: null };
  await identity.rpc.call(RPC.webhooks.createConfig, { config: { webhookType: 'account_closed', endpointUrl: receiver.url, enabled: true }, actor });
}, 120_000);

afterAll(async () => {
  await receiver?.close();
  await identity?.stop();
  await stack?.stop();
});

/** A member who signed up and used chat, a voice call and feedback. */
async function activeMember(label: string) {
  const email = `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const name = `Closing ${label}`;
  const session = await identity.rpc.call(RPC.identity.signUp, { email, name, password: 'secret12', ageConfirmed: true });
  const userId = session.user.id;
  const words = `the harbour ${label} ${userId.slice(0, 6)}`;
  const events = [];
  for await (const event of identity.rpc.stream(RPC.chat.sendMessage, { userId, content: `Tonight I thought about ${words}.`, timeZone: 'UTC' }))
    events.push(event);
  expect(events.at(-1)?.type).toBe('done');
  const call = await identity.rpc.call(RPC.sessions.startVoice, { userId, timeZone: 'UTC' });
  await identity.rpc.call(RPC.sessions.endVoice, { userId, sessionId: call.id, status: 'completed' });
  await identity.rpc.call(RPC.feedback.submit, {
    userId,
    feedback: { sessionType: 'chat', rating: 4, category: 'positive', comment: `About ${words}`, improvements: [] },
  });
  return { userId, email, name, words, refreshToken: session.refreshToken };
}

describe('a member closes their account', () => {
  it('needs the password; then nobody signs in, sessions end, and restoring within the window signs them in again', async () => {
    const member = await activeMember('restore');
    expect(await refusal(identity.rpc.call(RPC.identity.closeAccount, { userId: member.userId, password: 'wrong-one' }))).toMatchObject({ code: 'FORBIDDEN' });

    const now = clock.now();
    const closed = await identity.rpc.call(RPC.identity.closeAccount, { userId: member.userId, password: 'secret12' });
    expect(Date.parse(closed.purgeAfter) - Date.parse(closed.closedAt)).toBe(ACCOUNT_RECOVERY_DAYS * DAY_MS);
    expect(Date.parse(closed.closedAt)).toBeGreaterThanOrEqual(now.getTime());
    expect(closed.endedSessions).toHaveLength(1);
    expect(await refusal(identity.rpc.call(RPC.identity.refresh, { refreshToken: member.refreshToken }))).toMatchObject({ code: 'UNAUTHENTICATED' });
    const signIn = await identity.rpc.call(RPC.identity.signIn, { email: member.email, password: 'secret12' }).catch((error: unknown) => error);
    expect(signIn).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'account_closed', purgeAfter: closed.purgeAfter } });
    expect(await refusal(identity.rpc.call(RPC.identity.signIn, { email: member.email, password: 'wrong-one' }))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await refusal(identity.rpc.call(RPC.identity.restoreAccount, { email: member.email, password: 'wrong-one' }))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });

    const restored = await identity.rpc.call(RPC.identity.restoreAccount, { email: member.email, password: 'secret12' });
    expect(restored.user.id).toBe(member.userId);
    expect(await identity.rpc.call(RPC.identity.signIn, { email: member.email, password: 'secret12' })).toMatchObject({ user: { id: member.userId } });
    expect(await refusal(identity.rpc.call(RPC.identity.restoreAccount, { email: member.email, password: 'secret12' }))).toMatchObject({ code: 'CONFLICT' });
    // Restored, the sweep leaves them, whatever the clock says.
    const real = clock.now;
    clock.now = () => new Date(real().getTime() + (ACCOUNT_RECOVERY_DAYS + 1) * DAY_MS);
    try {
      await identity.app.get(ClosedAccounts).sweep();
    } finally {
      clock.now = real;
    }
    expect((await identity.rpc.call(RPC.identity.getUser, { userId: member.userId })).id).toBe(member.userId);
  });

  it('is purged from every service once the window has passed on the clock, not a moment before', async () => {
    const member = await activeMember('purge');
    const kept = await activeMember('kept');
    const closed = await identity.rpc.call(RPC.identity.closeAccount, { userId: member.userId, password: 'secret12' });
    // Systems that receive our webhooks learn of it: the member's id and the dates, nothing else about them.
    const delivered = await until(() => receiver.received.find((r) => r.json?.type === 'account_closed' && r.json.data.userId === member.userId), 15_000);
    expect(delivered.json.data).toEqual({ userId: member.userId, closedAt: closed.closedAt, purgeAfter: closed.purgeAfter });
    expect(delivered.body).not.toContain(member.email);
    const sweeper = identity.app.get(ClosedAccounts);
    const real = clock.now;
    try {
      clock.now = () => new Date(Date.parse(closed.purgeAfter) - 1000);
      await sweeper.sweep();
      expect((await identity.rpc.call(RPC.identity.getUser, { userId: member.userId })).id).toBe(member.userId);
      // Past the window, restoring is refused even before the sweep comes.
      clock.now = () => new Date(Date.parse(closed.purgeAfter) + 1000);
      expect(await refusal(identity.rpc.call(RPC.identity.restoreAccount, { email: member.email, password: 'secret12' }))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
      expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);
    } finally {
      clock.now = real;
    }
    expect(await refusal(identity.rpc.call(RPC.identity.getUser, { userId: member.userId }))).toMatchObject({ code: 'NOT_FOUND' });

    const query = {
      namespace: stack.namespace,
      userId: member.userId,
      email: member.email,
      also: [member.name, member.words],
      allow: [
        {
          schema: 'identity',
          table: 'outbox',
          row: (row: Record<string, unknown>) => row.subject === 'events.identity.user.deleted.v1',
          reason: 'the deletion event itself, which carries only the id, until the outbox is pruned',
        },
      ],
    };
    await until(async () => ((await findMemberTraces(query)).length === 0 ? true : undefined), 30_000, 'traces of the purged member remain').catch(
      () => undefined,
    );
    expect(await findMemberTraces(query)).toEqual([]);
    // The other member keeps everything.
    expect(await findMemberTraces({ namespace: stack.namespace, userId: kept.userId, also: [kept.words] })).not.toEqual([]);
    expect((await identity.rpc.call(RPC.chat.currentConversation, { userId: kept.userId })).messages[0]!.content).toContain(kept.words);
  });
});
