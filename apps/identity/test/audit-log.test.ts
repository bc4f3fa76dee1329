import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { type AdminActionRecordedV1, AUDIT_LOG_REFUSAL, type AuditLogQuery, ErrorCode, EVENTS, RPC } from '@vi/contracts';
import { findMemberTraces, grantAdmin, until, untilConsumerCaughtUp } from '@vi/testing';
import { ADMIN_RULES } from '../src/admins/admin-rules.js';
import { AUDIT_INTAKE_CONSUMER } from '../src/audit/audit-intake.js';
import { AuditRetention } from '../src/audit/audit-retention.js';
import { CLOCK, type Clock } from '../src/audit/clock.js';
import { type IdentityHarness, refusal, signUp, startIdentityHarness, type TestMember } from './identity-harness.js';

// The admin audit log (issue 29, docs/adr/0040) on identity against the real PostgreSQL and NATS:
// identity's own admin actions written in their transaction, webhook-dispatch's reported as events,
// read by super admins only, redacted when a member is deleted, pruned after the retention on an
// injected clock, and append-only in the database.
let h: IdentityHarness;
let root: TestMember;
let admin: TestMember;
let member: TestMember;

beforeAll(async () => {
  h = await startIdentityHarness('audit_log');
  root = await signUp(h, 'root');
  admin = await signUp(h, 'admin');
  member = await signUp(h, 'member');
  await grantAdmin(h.ns, root.id, 'super_admin');
  await grantAdmin(h.ns, admin.id, 'admin');
});

afterAll(async () => {
  await h?.stop();
});

afterEach(() => {
  jest.restoreAllMocks();
});

const ADDRESS = '198.51.100.23';
const auditLog = (actorId: string, query: AuditLogQuery = {}) => h.rpc.call(RPC.identity.auditLog, { actorId, query });
/** The entries whose target is `id` (newest first). */
const about = async (id: string) => (await auditLog(root.id, { search: id, perPage: 200 })).entries.filter((e) => e.target.id === id);

function webhookAction(actor: TestMember, overrides: Partial<AdminActionRecordedV1> = {}): AdminActionRecordedV1 {
  return {
    action: 'webhook.secret-revealed',
    actor: { userId: actor.id, email: actor.email, role: 'super_admin', address: '203.0.113.50' },
    target: { type: 'webhook', id: randomUUID(), label: 'https://hooks.example.com/purchases' },
    details: { webhookType: 'purchase', signed: true },
    occurredAt: new Date().toISOString(),
    ...overrides,
  };
}

/** Publishes what webhook-dispatch reports and waits until identity has recorded it. */
async function report(data: AdminActionRecordedV1): Promise<string> {
  const { id } = await h.publish(EVENTS.webhooks.adminActionRecorded, data);
  await until(
    async () => {
      const { rows } = await h.db.query(`SELECT 1 FROM ${h.table('processed_events')} WHERE "consumer" = $1 AND "event_id" = $2`, [AUDIT_INTAKE_CONSUMER, id]);
      return rows.length === 1 ? true : undefined;
    },
    10_000,
    'identity did not record the reported action',
  );
  return id;
}

describe('who reads the audit log', () => {
  it('a super admin; a plain admin and a member get FORBIDDEN with their sentences', async () => {
    expect((await auditLog(root.id)).page).toBe(1);
    expect(await refusal(auditLog(admin.id))).toEqual({ code: ErrorCode.FORBIDDEN, message: ADMIN_RULES.viewAuditLog });
    for (const actor of [member.id, randomUUID()]) expect(await refusal(auditLog(actor))).toEqual({ code: ErrorCode.FORBIDDEN, message: AUDIT_LOG_REFUSAL });
  });
});

describe('what identity records of its own admin actions', () => {
  it('adding and removing an admin, creating and deleting a member: who, what, to whom, when, from where', async () => {
    const promoted = await signUp(h, 'promoted');
    const before = Date.now();
    await h.rpc.call(RPC.identity.addAdmin, { actorId: root.id, admin: { email: promoted.email, role: 'admin' }, address: ADDRESS });
    await h.rpc.call(RPC.identity.removeAdmin, { actorId: admin.id, userId: promoted.id, address: ADDRESS });
    const made = await h.rpc.call(RPC.identity.createMember, {
      actorId: admin.id,
      member: { email: `made.${randomUUID()}@example.com`, password: 'secret12', name: 'Made By Admin', ageVouched: true },
      address: ADDRESS,
    });
    await h.rpc.call(RPC.identity.deleteMember, { actorId: root.id, userId: made.id, address: ADDRESS });

    const [removed, added] = await about(promoted.id);
    expect(added).toEqual({
      id: expect.any(String),
      occurredAt: expect.any(String),
      action: 'admin.added',
      actor: { userId: root.id, email: root.email, role: 'super_admin', redacted: false },
      target: { type: 'admin', id: promoted.id, label: promoted.email, redacted: false },
      details: { role: 'admin' },
      address: ADDRESS,
    });
    expect(Date.parse(added!.occurredAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(removed).toMatchObject({
      action: 'admin.removed',
      actor: { userId: admin.id, role: 'admin' },
      target: { id: promoted.id },
      details: { role: 'admin' },
    });

    // The member made and then deleted: both kept, and who they were is gone from both.
    const latest = (await auditLog(root.id, { targetType: 'member', perPage: 2 })).entries;
    expect(latest.map((e) => e.action)).toEqual(['member.deleted', 'member.created']);
    expect(latest[0]).toMatchObject({ actor: { userId: root.id }, target: { type: 'member', id: null, label: null, redacted: true }, address: ADDRESS });
    expect(latest[1]).toMatchObject({ actor: { userId: admin.id }, target: { type: 'member', id: null, label: null, redacted: true }, address: ADDRESS });
  });

  it('a refused action records nothing', async () => {
    const total = (await auditLog(root.id)).total;
    expect((await refusal(h.rpc.call(RPC.identity.deleteMember, { actorId: admin.id, userId: member.id, address: ADDRESS }))).code).toBe(ErrorCode.FORBIDDEN);
    expect((await refusal(h.rpc.call(RPC.identity.addAdmin, { actorId: member.id, admin: { email: member.email } }))).code).toBe(ErrorCode.FORBIDDEN);
    expect((await auditLog(root.id)).total).toBe(total);
  });
});

describe('what other services report', () => {
  it('webhook-dispatch’s changes and reveals are recorded once, as reported', async () => {
    const reported = webhookAction(root);
    const eventId = await report(reported);
    // Delivered again (the same event under another message id): still one entry.
    await h.publish(EVENTS.webhooks.adminActionRecorded, reported, { id: eventId, msgId: randomUUID() });
    await untilConsumerCaughtUp(h.ns, AUDIT_INTAKE_CONSUMER);
    const [entry, ...more] = await about(reported.target.id!);
    expect(more).toEqual([]);
    expect(entry).toEqual({
      id: eventId,
      occurredAt: reported.occurredAt,
      action: 'webhook.secret-revealed',
      actor: { userId: root.id, email: root.email, role: 'super_admin', redacted: false },
      target: { type: 'webhook', id: reported.target.id, label: reported.target.label, redacted: false },
      details: { webhookType: 'purchase', signed: true },
      address: '203.0.113.50',
    });
  });
});

describe('member deletion', () => {
  it('redacts the member in every entry, as the admin who acted and as the one acted on; the actions stay', async () => {
    const doomed = await signUp(h, 'doomed');
    const protege = await signUp(h, 'protege');
    await h.rpc.call(RPC.identity.addAdmin, { actorId: root.id, admin: { email: doomed.email, role: 'super_admin' }, address: ADDRESS });
    await h.rpc.call(RPC.identity.addAdmin, { actorId: doomed.id, admin: { email: protege.email }, address: '192.0.2.77' });
    const webhook = webhookAction(doomed, { action: 'webhook.updated', details: { webhookType: 'signup', secret: 'replaced' } });
    await report(webhook);

    await h.rpc.call(RPC.identity.deleteMember, { actorId: root.id, userId: doomed.id, address: ADDRESS });
    const entries = (await auditLog(root.id, { perPage: 200 })).entries;
    const byAction = (action: string, targetId: string | null) => entries.find((e) => e.action === action && e.target.id === targetId);
    // Made an admin: kept, the target redacted.
    expect(entries.filter((e) => e.action === 'admin.added' && e.target.redacted && e.actor.userId === root.id)).toHaveLength(1);
    // What they did as an admin: kept, who did it redacted (id, email, address), the role kept.
    expect(byAction('admin.added', protege.id)).toMatchObject({
      actor: { userId: null, email: null, role: 'super_admin', redacted: true },
      target: { id: protege.id, label: protege.email, redacted: false },
      address: null,
    });
    expect(byAction('webhook.updated', webhook.target.id)).toMatchObject({
      actor: { userId: null, email: null, role: 'super_admin', redacted: true },
      details: { secret: 'replaced' },
      address: null,
    });
    expect(entries[0]).toMatchObject({ action: 'member.deleted', target: { type: 'member', id: null, redacted: true }, details: { adminRole: 'super_admin' } });
    // Nothing of them is left in identity's tables: the log included.
    const deletionEvent = { schema: 'identity', table: 'outbox', row: (row: Record<string, unknown>) => row.subject === EVENTS.identity.userDeleted };
    expect(
      await findMemberTraces({
        namespace: h.ns,
        userId: doomed.id,
        email: doomed.email,
        also: [doomed.name],
        allow: [{ ...deletionEvent, reason: 'the `user deleted` event carries the id only' }],
      }),
    ).toEqual([]);

    // Something reported about them after their deletion is written redacted.
    const late = webhookAction(doomed, { action: 'webhook.deleted' });
    const lateId = await report(late);
    expect((await about(late.target.id!))[0]).toMatchObject({ id: lateId, actor: { userId: null, email: null, redacted: true }, address: null });
  });
});

describe('reading it', () => {
  it('filters by action, by what was acted on, by text and by time, newest first, a page at a time', async () => {
    const tag = randomUUID().slice(0, 8);
    const label = `https://hooks.example.com/${tag}`;
    const base = Date.parse('2032-02-01T10:00:00.000Z');
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    for (const [minutes, action] of [
      [0, 'webhook.created'],
      [1, 'webhook.secret-rotated'],
      [2, 'webhook.secret-revealed'],
      [3, 'webhook.deleted'],
    ] as const) {
      await report(webhookAction(root, { action, occurredAt: at(minutes), target: { type: 'webhook', id: randomUUID(), label } }));
    }
    const mine = (query: AuditLogQuery) => auditLog(root.id, { search: tag, ...query });
    expect((await mine({})).entries.map((e) => e.action)).toEqual(['webhook.deleted', 'webhook.secret-revealed', 'webhook.secret-rotated', 'webhook.created']);
    expect((await mine({ action: 'webhook.secret-revealed' })).entries).toHaveLength(1);
    expect((await mine({ targetType: 'admin' })).total).toBe(0);
    expect((await mine({ from: at(1), to: at(3) })).entries.map((e) => e.action)).toEqual(['webhook.secret-revealed', 'webhook.secret-rotated']);
    expect((await mine({ search: tag.toUpperCase() })).total).toBe(4);
    const second = await mine({ perPage: 3, page: 2 });
    expect(second).toMatchObject({ total: 4, page: 2, perPage: 3 });
    expect(second.entries.map((e) => e.action)).toEqual(['webhook.created']);
    // The search is plain text: `%` and `_` mean themselves.
    expect((await auditLog(root.id, { search: '%' })).total).toBe(0);
    expect((await auditLog(root.id, { search: root.email })).total).toBeGreaterThan(0);
  });
});

describe('retention, on the injected clock', () => {
  it('deletes entries older than AUDIT_LOG_RETENTION_DAYS (365 by default) as of the clock, and nothing newer', async () => {
    const retention = h.app.get(AuditRetention);
    const clock = h.app.get<Clock>(CLOCK);
    // Years ahead of the real clock, so the service's own hourly prune never touches these.
    const now = new Date('2040-06-15T12:00:00.000Z');
    const daysAgo = (days: number, ms = 0) => new Date(now.getTime() - days * 86_400_000 + ms);
    // Exactly a year old is still kept; a millisecond more is not.
    const kept = [daysAgo(365), daysAgo(200), daysAgo(0)];
    const old = [daysAgo(365, -1), daysAgo(800)];
    const ids = new Map<string, Date>();
    for (const occurredAt of [...kept, ...old]) {
      const id = randomUUID();
      ids.set(id, occurredAt);
      await h.db.query(
        `INSERT INTO ${h.table('admin_audit_log')} ("id", "occurred_at", "action", "actor_id", "actor_email", "actor_role", "target_type", "target_id", "target_label", "details")
         VALUES ($1, $2, 'webhook.deleted', $3, $4, 'super_admin', 'webhook', $5, 'https://hooks.example.com/retention', '{}')`,
        [id, occurredAt, root.id, root.email, randomUUID()],
      );
    }
    const left = async () => {
      const { rows } = await h.db.query<{ id: string }>(`SELECT "id" FROM ${h.table('admin_audit_log')} WHERE "id" = ANY($1::uuid[])`, [[...ids.keys()]]);
      return new Set(rows.map((row) => row.id));
    };
    expect((await left()).size).toBe(5);

    // Long before: nothing of these is a year old yet.
    jest.spyOn(clock, 'now').mockReturnValue(daysAgo(1000));
    expect(retention.cutoff()).toEqual(new Date(daysAgo(1000).getTime() - 365 * 86_400_000));
    await retention.prune();
    expect((await left()).size).toBe(5);

    jest.spyOn(clock, 'now').mockReturnValue(now);
    // (Entries the other tests wrote, at the real time, are older than a year on this clock too.)
    expect(await retention.prune()).toBeGreaterThanOrEqual(old.length);
    const remaining = await left();
    expect([...ids].filter(([id]) => remaining.has(id)).map(([, at]) => at)).toEqual(kept);
  });
});

describe('append-only', () => {
  it('the database refuses any change to an entry but a redaction', async () => {
    const reported = webhookAction(root);
    const id = await report(reported);
    const table = h.table('admin_audit_log');
    for (const change of [
      `"action" = 'admin.added'`,
      `"occurred_at" = now()`,
      `"details" = '{}'`,
      `"actor_email" = 'someone@else.example'`,
      `"actor_redacted" = false, "actor_id" = NULL`,
    ]) {
      await expect(h.db.query(`UPDATE ${table} SET ${change} WHERE "id" = $1`, [id])).rejects.toThrow(/append-only/);
    }
    await h.db.query(`UPDATE ${table} SET "actor_id" = NULL, "actor_email" = NULL, "address" = NULL, "actor_redacted" = true WHERE "id" = $1`, [id]);
    await expect(h.db.query(`UPDATE ${table} SET "actor_redacted" = false WHERE "id" = $1`, [id])).rejects.toThrow(/append-only/);
    expect((await about(reported.target.id!))[0]).toMatchObject({ actor: { userId: null, redacted: true } });
  });
});
