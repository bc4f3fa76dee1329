import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_REFUSALS, ErrorCode, RPC } from '@vi/contracts';
import { grantAdmin } from '@vi/testing';
import { type IdentityHarness, signUp, startIdentityHarness, type TestMember } from './identity-harness.js';

// The last active super admin is never removed or deleted, even when super admins act on each other
// at the same moment: identity locks the active super admins' rows first in every such change, so
// the second change is decided on what the first did. Calls go in parallel over NATS; its own
// namespace, so that the super admins here are all there are.
let h: IdentityHarness;

beforeAll(async () => {
  h = await startIdentityHarness('last_super');
});

afterAll(async () => {
  await h?.stop();
});

const ROUNDS = 10;

const removeAdmin = (actorId: string, userId: string) => h.rpc.call(RPC.identity.removeAdmin, { actorId, userId });
const deleteMember = (actorId: string, userId: string) => h.rpc.call(RPC.identity.deleteMember, { actorId, userId });

/** Fresh super admins who are the only active ones. */
async function onlySuperAdmins(count: number): Promise<TestMember[]> {
  await h.db.query(`UPDATE ${h.table('admin_users')} SET "active" = false WHERE "role" = 'super_admin'`);
  const people: TestMember[] = [];
  for (let i = 0; i < count; i++) {
    const person = await signUp(h, `super${i}`);
    await grantAdmin(h.ns, person.id, 'super_admin');
    people.push(person);
  }
  return people;
}

async function activeSuperAdmins(): Promise<string[]> {
  const { rows } = await h.db.query<{ user_id: string }>(`SELECT "user_id" FROM ${h.table('admin_users')} WHERE "active" AND "role" = 'super_admin'`);
  return rows.map((row) => row.user_id);
}

/** A loser is refused because it is no admin any more by the time its turn comes, or because the other is the last one. */
const LOST = [
  { code: ErrorCode.FORBIDDEN, message: ADMIN_REFUSALS.removeAdmin },
  { code: ErrorCode.FORBIDDEN, message: ADMIN_REFUSALS.deleteUser },
  { code: ErrorCode.CONFLICT, message: 'The last super admin cannot be removed' },
  { code: ErrorCode.CONFLICT, message: 'The last super admin cannot be deleted' },
];

function expectOneWinner(results: PromiseSettledResult<unknown>[]) {
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!.reason as { code: string; message: string };
  expect(LOST).toContainEqual({ code: lost.code, message: lost.message });
}

describe('the last super admin', () => {
  it('stays when two super admins remove each other at the same moment', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await onlySuperAdmins(2);
      expectOneWinner(await Promise.allSettled([removeAdmin(a!.id, b!.id), removeAdmin(b!.id, a!.id)]));
      expect(await activeSuperAdmins()).toHaveLength(1);
    }
  });

  it('stays when two super admins delete each other at the same moment', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await onlySuperAdmins(2);
      expectOneWinner(await Promise.allSettled([deleteMember(a!.id, b!.id), deleteMember(b!.id, a!.id)]));
      expect(await activeSuperAdmins()).toHaveLength(1);
    }
  });

  it('stays when one removes and the other deletes at the same moment', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await onlySuperAdmins(2);
      expectOneWinner(await Promise.allSettled([removeAdmin(a!.id, b!.id), deleteMember(b!.id, a!.id)]));
      expect(await activeSuperAdmins()).toHaveLength(1);
    }
  });

  it('stays when three super admins each remove the next at the same moment', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b, c] = await onlySuperAdmins(3);
      const results = await Promise.allSettled([removeAdmin(a!.id, b!.id), removeAdmin(b!.id, c!.id), removeAdmin(c!.id, a!.id)]);
      const won = results.filter((r) => r.status === 'fulfilled').length;
      expect(won).toBeGreaterThanOrEqual(1);
      expect(await activeSuperAdmins()).toHaveLength(3 - won);
      expect(3 - won).toBeGreaterThanOrEqual(1);
    }
  });

  it('cannot remove or delete themselves when they are the only one', async () => {
    const [only] = await onlySuperAdmins(1);
    await expect(removeAdmin(only!.id, only!.id)).rejects.toMatchObject({ code: ErrorCode.CONFLICT, message: 'You cannot remove yourself' });
    await expect(deleteMember(only!.id, only!.id)).rejects.toMatchObject({ code: ErrorCode.CONFLICT, message: 'You cannot delete yourself' });
    expect(await activeSuperAdmins()).toEqual([only!.id]);
  });
});
