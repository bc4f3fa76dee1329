import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Subscription } from '@nats-io/transport-node';
import { ADMIN_REFUSALS, BROADCAST, ErrorCode, EVENTS, RPC, type UserSignedUpV1 } from '@vi/contracts';
import { OutboxRelay } from '@vi/service-kit';
import { findMemberTraces, grantAdmin, until } from '@vi/testing';
import { randomUUID } from 'node:crypto';
import { type IdentityHarness, refusal, signUp, startIdentityHarness, streamEvents, type TestMember, untilOutboxPublished } from './identity-harness.js';

// The admin area's RPCs on identity (the gateway checks the caller is an admin; identity checks it
// again and applies the super-admin rules), called over NATS against the real PostgreSQL and NATS.
let h: IdentityHarness;
let root: TestMember;
let otherSuper: TestMember;
let admin: TestMember;
let member: TestMember;
let changes: Subscription;
const changed: string[] = [];

beforeAll(async () => {
  h = await startIdentityHarness('admin_area');
  root = await signUp(h, 'root');
  otherSuper = await signUp(h, 'second');
  admin = await signUp(h, 'admin');
  member = await signUp(h, 'member');
  // The bootstrap (what `npm run admin:create` does): rows with no creator.
  await grantAdmin(h.ns, root.id, 'super_admin');
  await grantAdmin(h.ns, otherSuper.id, 'super_admin');
  await grantAdmin(h.ns, admin.id, 'admin');
  changes = h.nc.subscribe(h.namespace.subject(BROADCAST.identity.userChanged), {
    callback: (error, msg) => {
      if (!error) changed.push(msg.json<{ userId: string }>().userId);
    },
  });
});

afterAll(async () => {
  changes?.unsubscribe();
  await h?.stop();
});

const listAdmins = (actorId: string) => h.rpc.call(RPC.identity.listAdmins, { actorId });
const addAdmin = (actorId: string, email: string, role?: 'admin' | 'super_admin') =>
  h.rpc.call(RPC.identity.addAdmin, { actorId, admin: role ? { email, role } : { email } });
const removeAdmin = (actorId: string, userId: string) => h.rpc.call(RPC.identity.removeAdmin, { actorId, userId });
/** An admin makes an account, vouching (as the Add User form makes them) that the member is an adult. */
const createMember = (actorId: string, body: { email: string; password: string; name?: string }) =>
  h.rpc.call(RPC.identity.createMember, { actorId, member: { ...body, ageVouched: true } });
/** The same request as sent, vouching or not (what the contract must refuse). */
const createMemberAsSent = (actorId: string, member: Record<string, unknown>) => h.rpc.call(RPC.identity.createMember, { actorId, member } as never);
const VOUCH_REQUIRED = { code: ErrorCode.VALIDATION_FAILED, message: 'Confirm that this person is 18 years or older' };

async function ageVouching(userId: string) {
  const { rows } = await h.db.query<{ age_vouched_by: string | null; age_vouched_at: Date | null; created_at: Date }>(
    `SELECT "age_vouched_by", "age_vouched_at", "created_at" FROM ${h.table('users')} WHERE "id" = $1`,
    [userId],
  );
  return rows[0];
}
const deleteMember = (actorId: string, userId: string) => h.rpc.call(RPC.identity.deleteMember, { actorId, userId });
const getUser = (userId: string) => h.rpc.call(RPC.identity.getUser, { userId });

const untilChanged = (userId: string) => until(async () => (changed.includes(userId) ? true : undefined), 5000, `no userChanged broadcast for ${userId}`);

async function adminRow(userId: string) {
  const { rows } = await h.db.query<{ id: string; role: string; active: boolean; created_by: string | null; created_at: Date }>(
    `SELECT "id", "role", "active", "created_by", "created_at" FROM ${h.table('admin_users')} WHERE "user_id" = $1`,
    [userId],
  );
  return rows[0];
}

async function newAdmin(label: string, role: 'admin' | 'super_admin'): Promise<TestMember> {
  const person = await signUp(h, label);
  await grantAdmin(h.ns, person.id, role);
  return person;
}

async function removedAdmin(): Promise<TestMember> {
  const person = await newAdmin('removed', 'admin');
  await removeAdmin(root.id, person.id);
  return person;
}

describe('who reaches the admin RPCs at all', () => {
  it('refuses members, removed admins and unknown ids with the route sentence (FORBIDDEN)', async () => {
    const removed = await removedAdmin();
    const victim = await signUp(h, 'victim');
    for (const actor of [member.id, removed.id, randomUUID()]) {
      expect(await refusal(listAdmins(actor))).toEqual({ code: ErrorCode.FORBIDDEN, message: ADMIN_REFUSALS.viewAdmins });
      expect(await refusal(addAdmin(actor, victim.email))).toEqual({ code: ErrorCode.FORBIDDEN, message: ADMIN_REFUSALS.addAdmin });
      expect(await refusal(removeAdmin(actor, admin.id))).toEqual({ code: ErrorCode.FORBIDDEN, message: ADMIN_REFUSALS.removeAdmin });
      expect(await refusal(createMember(actor, { email: `made.${randomUUID()}@example.com`, password: 'secret12' }))).toEqual({
        code: ErrorCode.FORBIDDEN,
        message: ADMIN_REFUSALS.createUser,
      });
      expect(await refusal(deleteMember(actor, victim.id))).toEqual({ code: ErrorCode.FORBIDDEN, message: ADMIN_REFUSALS.deleteUser });
    }
    // Nothing changed: the victim is no admin and still exists.
    expect(await getUser(victim.id)).toMatchObject({ id: victim.id, isAdmin: false });
  });

  it('validates the requests with the contracts', async () => {
    expect((await refusal(h.rpc.call(RPC.identity.listAdmins, { actorId: 'nope' }))).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await refusal(addAdmin(root.id, 'not an email'))).code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await refusal(h.rpc.call(RPC.identity.addAdmin, { actorId: root.id, admin: { email: member.email, role: 'owner' } }))).code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    expect((await refusal(createMember(root.id, { email: 'made@example.com', password: 'short' }))).code).toBe(ErrorCode.VALIDATION_FAILED);
    // An admin-made account needs the admin's word that the member is an adult: true, nothing else.
    const email = `unvouched.${randomUUID()}@example.com`;
    for (const vouching of [{}, { ageVouched: false }, { ageVouched: 'true' }, { ageVouched: 1 }, { ageVouched: null }]) {
      expect(await refusal(createMemberAsSent(admin.id, { email, password: 'secret12', name: 'Unvouched', ...vouching }))).toEqual(VOUCH_REQUIRED);
    }
    const made = await h.db.query(`SELECT 1 FROM ${h.table('users')} WHERE "email" = $1`, [email]);
    expect(made.rows).toHaveLength(0);
  });
});

describe('listAdmins', () => {
  it('lists active admins newest first with the creator email, null for the command line or a creator who is gone', async () => {
    const byAdmin = await signUp(h, 'listed');
    await addAdmin(admin.id, byAdmin.email);
    const orphan = await newAdmin('orphan', 'admin');
    // A creator with no account any more (a row from before deletions cleared it): shown as "System".
    await h.db.query(`UPDATE ${h.table('admin_users')} SET "created_by" = $2 WHERE "user_id" = $1`, [orphan.id, randomUUID()]);
    const removed = await removedAdmin();

    const list = await listAdmins(admin.id);
    const ids = list.admins.map((a) => a.userId);
    expect(ids).not.toContain(removed.id);
    expect(ids).not.toContain(member.id);
    expect(ids).toEqual(expect.arrayContaining([root.id, otherSuper.id, admin.id, byAdmin.id, orphan.id]));
    const created = list.admins.map((a) => Date.parse(a.createdAt));
    expect(created).toEqual([...created].sort((x, y) => y - x));

    expect(list.admins.find((a) => a.userId === byAdmin.id)).toEqual({
      id: expect.any(String),
      userId: byAdmin.id,
      email: byAdmin.email,
      role: 'admin',
      createdAt: expect.any(String),
      createdBy: admin.id,
      createdByEmail: admin.email,
    });
    expect(list.admins.find((a) => a.userId === root.id)).toMatchObject({ role: 'super_admin', createdBy: null, createdByEmail: null });
    expect(list.admins.find((a) => a.userId === orphan.id)).toMatchObject({ createdBy: null, createdByEmail: null });
  });
});

describe('addAdmin', () => {
  it('lets any admin add an admin (the default role) by email, and says so to the gateway cache', async () => {
    const promoted = await signUp(h, 'promoted');
    const entry = await addAdmin(admin.id, `  ${promoted.email.toUpperCase()} `);
    expect(entry).toEqual({
      id: expect.any(String),
      userId: promoted.id,
      email: promoted.email,
      role: 'admin',
      createdAt: expect.any(String),
      createdBy: admin.id,
      createdByEmail: admin.email,
    });
    expect(await getUser(promoted.id)).toMatchObject({ isAdmin: true, adminRole: 'admin' });
    await untilChanged(promoted.id);
  });

  it('lets only a super admin add a super admin', async () => {
    const promoted = await signUp(h, 'promoted');
    expect(await refusal(addAdmin(admin.id, promoted.email, 'super_admin'))).toEqual({
      code: ErrorCode.FORBIDDEN,
      message: 'Only super admins can add super admins',
    });
    expect(await adminRow(promoted.id)).toBeUndefined();
    expect(await addAdmin(root.id, promoted.email, 'super_admin')).toMatchObject({ userId: promoted.id, role: 'super_admin', createdBy: root.id });
  });

  it('needs an account (NOT_FOUND "User not found") and refuses an active admin (CONFLICT)', async () => {
    expect(await refusal(addAdmin(root.id, `nobody.${randomUUID()}@example.com`))).toEqual({ code: ErrorCode.NOT_FOUND, message: 'User not found' });
    expect(await refusal(addAdmin(root.id, admin.email))).toEqual({ code: ErrorCode.CONFLICT, message: 'This user is already an admin' });
    expect(await refusal(addAdmin(root.id, otherSuper.email, 'admin'))).toEqual({ code: ErrorCode.CONFLICT, message: 'This user is already an admin' });
    expect(await refusal(addAdmin(admin.id, admin.email))).toEqual({ code: ErrorCode.CONFLICT, message: 'This user is already an admin' });
    expect((await adminRow(otherSuper.id))!.role).toBe('super_admin');
  });

  it('grants a removed admin afresh: active again with the new role, this creator and now', async () => {
    const former = await newAdmin('former', 'super_admin');
    const before = (await adminRow(former.id))!;
    await removeAdmin(root.id, former.id);
    expect((await adminRow(former.id))!.active).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));

    const entry = await addAdmin(admin.id, former.email, 'admin');
    const after = (await adminRow(former.id))!;
    expect(after).toMatchObject({ id: before.id, role: 'admin', active: true, created_by: admin.id });
    expect(after.created_at.getTime()).toBeGreaterThan(before.created_at.getTime());
    expect(entry).toMatchObject({ id: before.id, role: 'admin', createdBy: admin.id, createdByEmail: admin.email, createdAt: after.created_at.toISOString() });
    expect((await listAdmins(root.id)).admins[0]!.userId).toBe(former.id);
  });

  it('adds one admin when the same member is added twice at once', async () => {
    const promoted = await signUp(h, 'twice');
    const results = await Promise.allSettled([addAdmin(root.id, promoted.email), addAdmin(otherSuper.id, promoted.email)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({ code: ErrorCode.CONFLICT, message: 'This user is already an admin' });
  });
});

describe('removeAdmin', () => {
  it('lets any admin remove an admin (soft), who is refused from then on', async () => {
    const leaving = await newAdmin('leaving', 'admin');
    expect(await removeAdmin(admin.id, leaving.id)).toEqual({ removed: true });
    expect(await adminRow(leaving.id)).toMatchObject({ active: false, role: 'admin' });
    expect(await getUser(leaving.id)).toMatchObject({ isAdmin: false, adminRole: null });
    await untilChanged(leaving.id);
    expect(await refusal(listAdmins(leaving.id))).toEqual({ code: ErrorCode.FORBIDDEN, message: ADMIN_REFUSALS.viewAdmins });
  });

  it('lets only a super admin remove a super admin', async () => {
    const target = await newAdmin('target', 'super_admin');
    expect(await refusal(removeAdmin(admin.id, target.id))).toEqual({ code: ErrorCode.FORBIDDEN, message: 'Only super admins can remove super admins' });
    expect((await adminRow(target.id))!.active).toBe(true);
    expect(await removeAdmin(otherSuper.id, target.id)).toEqual({ removed: true });
    expect((await adminRow(target.id))!.active).toBe(false);
  });

  it('refuses removing yourself (CONFLICT), whatever your role', async () => {
    expect(await refusal(removeAdmin(admin.id, admin.id))).toEqual({ code: ErrorCode.CONFLICT, message: 'You cannot remove yourself' });
    expect(await refusal(removeAdmin(root.id, root.id))).toEqual({ code: ErrorCode.CONFLICT, message: 'You cannot remove yourself' });
    expect((await adminRow(admin.id))!.active).toBe(true);
    expect((await adminRow(root.id))!.active).toBe(true);
  });

  it('answers NOT_FOUND "Admin user not found" for a member, a removed admin or an unknown id', async () => {
    const removed = await removedAdmin();
    for (const userId of [member.id, removed.id, randomUUID()]) {
      expect(await refusal(removeAdmin(root.id, userId))).toEqual({ code: ErrorCode.NOT_FOUND, message: 'Admin user not found' });
    }
  });

  it('removes an admin once when two admins remove them at the same moment', async () => {
    const target = await newAdmin('contested', 'admin');
    const results = await Promise.allSettled([removeAdmin(root.id, target.id), removeAdmin(admin.id, target.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: 'Admin user not found',
    });
  });
});

describe('createMember', () => {
  it('lets any admin create an account like a sign-up (one `user signed up` event) but signs nobody in', async () => {
    const email = `made.${randomUUID()}@example.com`;
    const user = await createMember(admin.id, { email: email.toUpperCase(), password: 'secret12', name: '  Made   Member ' });
    expect(user).toEqual({
      id: expect.any(String),
      email,
      name: 'Made Member',
      createdAt: expect.any(String),
      lastSignInAt: null,
      isAdmin: false,
      adminRole: null,
      language: null,
      timeZone: null,
    });
    expect(await getUser(user.id)).toEqual(user);

    // No session was started for anyone.
    const tokens = await h.db.query(`SELECT 1 FROM ${h.table('refresh_tokens')} WHERE "user_id" = $1`, [user.id]);
    expect(tokens.rows).toHaveLength(0);
    // The password is stored as argon2id and signs the member in.
    const stored = await h.db.query<{ password_hash: string }>(`SELECT "password_hash" FROM ${h.table('users')} WHERE "id" = $1`, [user.id]);
    expect(stored.rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    const session = await h.rpc.call(RPC.identity.signIn, { email, password: 'secret12' });
    expect(session.user.id).toBe(user.id);

    // Exactly one `user signed up` event, in the outbox and on the stream.
    const outbox = await h.db.query<{ id: string; payload: { data: UserSignedUpV1 } }>(
      `SELECT "id", "payload" FROM ${h.table('outbox')} WHERE "subject" = $1 AND "payload" -> 'data' ->> 'userId' = $2`,
      [EVENTS.identity.userSignedUp, user.id],
    );
    expect(outbox.rows).toHaveLength(1);
    expect(outbox.rows[0]!.payload.data).toEqual({ userId: user.id, email, name: 'Made Member', createdAt: user.createdAt });
    await untilOutboxPublished(h);
    const onStream = (await streamEvents<UserSignedUpV1>(h, EVENTS.identity.userSignedUp)).filter((e) => e.data.userId === user.id);
    expect(onStream.map((e) => e.id)).toEqual([outbox.rows[0]!.id]);
  });

  it('records which admin vouched that the member is an adult, and when; the member is shown nothing of it', async () => {
    const made = await createMember(admin.id, { email: `vouched.${randomUUID()}@example.com`, password: 'secret12', name: 'Vouched For' });
    // The admin who made it, as the account was made (the same transaction).
    const vouching = (await ageVouching(made.id))!;
    expect(vouching).toEqual({ age_vouched_by: admin.id, age_vouched_at: vouching.created_at, created_at: expect.any(Date) });
    // A member who signed up confirmed it themselves: no admin vouched.
    expect(await ageVouching(member.id)).toMatchObject({ age_vouched_by: null, age_vouched_at: null });
    // Nothing new reaches the member: their profile and their sign-in answer are what a sign-up's are.
    const session = await h.rpc.call(RPC.identity.signIn, { email: made.email, password: 'secret12' });
    for (const shown of [made, await getUser(made.id), session.user]) {
      expect(Object.keys(shown).sort()).toEqual(Object.keys(member.session.user).sort());
      expect(JSON.stringify(shown)).not.toContain(admin.id);
    }
  });

  it('refuses a taken email with the sentence sign-up uses, and writes nothing', async () => {
    const sentence = await refusal(h.rpc.call(RPC.identity.signUp, { email: member.email, password: 'secret12', ageConfirmed: true }));
    expect(sentence).toEqual({ code: ErrorCode.CONFLICT, message: 'An account with this email already exists.' });
    expect(await refusal(createMember(root.id, { email: member.email.toUpperCase(), password: 'other123', name: 'Copy' }))).toEqual(sentence);
    const events = await h.db.query(`SELECT 1 FROM ${h.table('outbox')} WHERE "subject" = $1 AND "payload" -> 'data' ->> 'email' = $2`, [
      EVENTS.identity.userSignedUp,
      member.email,
    ]);
    expect(events.rows).toHaveLength(1);
  });
});

describe('deleteMember', () => {
  it('lets only a super admin delete, never themselves; an unknown id is NOT_FOUND', async () => {
    const victim = await signUp(h, 'spared');
    expect(await refusal(deleteMember(admin.id, victim.id))).toEqual({ code: ErrorCode.FORBIDDEN, message: 'Only super admins can delete users' });
    expect(await refusal(deleteMember(root.id, root.id))).toEqual({ code: ErrorCode.CONFLICT, message: 'You cannot delete yourself' });
    expect(await refusal(deleteMember(admin.id, admin.id))).toEqual({ code: ErrorCode.FORBIDDEN, message: 'Only super admins can delete users' });
    expect(await refusal(deleteMember(root.id, randomUUID()))).toEqual({ code: ErrorCode.NOT_FOUND, message: 'User not found' });
    // Refused deletions change nothing.
    expect(await getUser(victim.id)).toMatchObject({ id: victim.id });
    expect(await getUser(root.id)).toMatchObject({ isAdmin: true, adminRole: 'super_admin' });
    await h.rpc.call(RPC.identity.refresh, { refreshToken: victim.session.refreshToken });
  });

  it('deletes the account and leaves nothing of the member in identity but the id in their `user deleted` event', async () => {
    // A member who did everything identity records: signed up, signed in twice, refreshed, became an
    // admin, and added another admin.
    const doomed = await signUp(h, 'doomed');
    const second = await h.rpc.call(RPC.identity.signIn, { email: doomed.email, password: doomed.password });
    const rotated = await h.rpc.call(RPC.identity.refresh, { refreshToken: second.refreshToken });
    await addAdmin(root.id, doomed.email, 'super_admin');
    const protege = await signUp(h, 'protege');
    await addAdmin(doomed.id, protege.email);
    const vouchedFor = await createMember(doomed.id, { email: `vouchee.${randomUUID()}@example.com`, password: 'secret12', name: 'Vouchee' });
    const vouchedAt = (await ageVouching(vouchedFor.id))!.age_vouched_at;
    expect(vouchedAt).toBeInstanceOf(Date);
    await untilOutboxPublished(h);
    changed.length = 0;

    expect(await deleteMember(otherSuper.id, doomed.id)).toEqual({ deleted: true, userId: doomed.id });
    await untilChanged(doomed.id);

    // The account is gone for every way in.
    expect(await refusal(getUser(doomed.id))).toEqual({ code: ErrorCode.NOT_FOUND, message: 'User not found' });
    for (const token of [doomed.session.refreshToken, rotated.refreshToken]) {
      expect((await refusal(h.rpc.call(RPC.identity.refresh, { refreshToken: token }))).code).toBe(ErrorCode.UNAUTHENTICATED);
    }
    expect(await refusal(h.rpc.call(RPC.identity.signIn, { email: doomed.email, password: doomed.password }))).toEqual({
      code: ErrorCode.UNAUTHENTICATED,
      message: 'Invalid email or password.',
    });
    expect(await refusal(deleteMember(root.id, doomed.id))).toEqual({ code: ErrorCode.NOT_FOUND, message: 'User not found' });
    expect(await refusal(listAdmins(doomed.id))).toEqual({ code: ErrorCode.FORBIDDEN, message: ADMIN_REFUSALS.viewAdmins });

    // The admin they added stays, added by "System" now.
    expect((await listAdmins(root.id)).admins.find((a) => a.userId === protege.id)).toMatchObject({ createdBy: null, createdByEmail: null });
    // The member they vouched for keeps that an admin vouched, and when, not who.
    expect(await ageVouching(vouchedFor.id)).toMatchObject({ age_vouched_by: null, age_vouched_at: vouchedAt });

    // Every uuid, text and JSON column of identity's tables: only the deletion event names them, by id alone.
    await untilOutboxPublished(h);
    const isTheirDeletion = (row: Record<string, unknown>) =>
      row.subject === EVENTS.identity.userDeleted && (row.payload as { data: { userId: string } }).data.userId === doomed.id;
    const traces = await findMemberTraces({
      namespace: h.ns,
      userId: doomed.id,
      email: doomed.email,
      also: [doomed.name],
      allow: [{ schema: 'identity', table: 'outbox', row: isTheirDeletion, reason: 'the `user deleted` event carries the id only' }],
    });
    expect(traces).toEqual([]);
    const deletion = await h.db.query<{ id: string; payload: { data: Record<string, unknown> } }>(
      `SELECT "id", "payload" FROM ${h.table('outbox')} WHERE "subject" = $1 AND "payload" -> 'data' ->> 'userId' = $2`,
      [EVENTS.identity.userDeleted, doomed.id],
    );
    expect(deletion.rows).toHaveLength(1);
    expect(Object.keys(deletion.rows[0]!.payload.data).sort()).toEqual(['deletedAt', 'userId']);
    expect(JSON.stringify(deletion.rows[0]!.payload)).not.toContain(doomed.email);

    // The event reached the stream once.
    const onStream = (await streamEvents<{ userId: string; deletedAt: string }>(h, EVENTS.identity.userDeleted)).filter((e) => e.data.userId === doomed.id);
    expect(onStream).toHaveLength(1);
    expect(onStream[0]).toMatchObject({ id: deletion.rows[0]!.id, subject: EVENTS.identity.userDeleted, data: { userId: doomed.id } });
  });

  it('drops the events about the member the relay has not sent yet: nobody downstream learns the address', async () => {
    const relay = h.app.get(OutboxRelay);
    await untilOutboxPublished(h);
    await relay.stop();
    const email = `brief.${randomUUID()}@example.com`;
    let madeId = '';
    try {
      madeId = (await createMember(root.id, { email, password: 'secret12', name: 'Brief Visitor' })).id;
      await h.rpc.call(RPC.identity.signIn, { email, password: 'secret12' });
      const waiting = await h.db.query<{ subject: string }>(`SELECT "subject" FROM ${h.table('outbox')} WHERE "published_at" IS NULL ORDER BY "created_at"`);
      expect(waiting.rows.map((row) => row.subject)).toEqual([EVENTS.identity.userSignedUp, EVENTS.identity.userSignedIn]);
      await deleteMember(root.id, madeId);
    } finally {
      relay.start();
    }
    await untilOutboxPublished(h);

    const traces = await findMemberTraces({
      namespace: h.ns,
      userId: madeId,
      email,
      also: ['Brief Visitor'],
      allow: [
        {
          schema: 'identity',
          table: 'outbox',
          row: (row) => row.subject === EVENTS.identity.userDeleted && (row.payload as { data: { userId: string } }).data.userId === madeId,
          reason: 'the `user deleted` event carries the id only',
        },
      ],
    });
    expect(traces).toEqual([]);
    const about = async (subject: string) => (await streamEvents<{ userId: string }>(h, subject)).filter((e) => e.data.userId === madeId);
    expect(await about(EVENTS.identity.userSignedUp)).toEqual([]);
    expect(await about(EVENTS.identity.userSignedIn)).toEqual([]);
    expect(await about(EVENTS.identity.userDeleted)).toHaveLength(1);
  });

  it('lets a super admin delete another super admin while one is left', async () => {
    const target = await newAdmin('super_target', 'super_admin');
    expect(await deleteMember(root.id, target.id)).toEqual({ deleted: true, userId: target.id });
    expect(await adminRow(target.id)).toBeUndefined();
  });

  it('ends a sign-in or refresh that races the deletion without leaving a token behind', async () => {
    for (let round = 0; round < 5; round++) {
      const racer = await signUp(h, 'racer');
      await Promise.allSettled([
        deleteMember(root.id, racer.id),
        h.rpc.call(RPC.identity.refresh, { refreshToken: racer.session.refreshToken }),
        h.rpc.call(RPC.identity.signIn, { email: racer.email, password: racer.password }),
      ]);
      expect(await refusal(getUser(racer.id))).toEqual({ code: ErrorCode.NOT_FOUND, message: 'User not found' });
      const left = await h.db.query(`SELECT 1 FROM ${h.table('refresh_tokens')} WHERE "user_id" = $1`, [racer.id]);
      expect(left.rows).toHaveLength(0);
    }
  });
});
