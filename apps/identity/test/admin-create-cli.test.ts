import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RPC } from '@vi/contracts';
import { REPO_ROOT } from '@vi/processes';
import { testInfra } from '@vi/testing';
import { type IdentityHarness, signUp, startIdentityHarness } from './identity-harness.js';

// `npm run admin:create` (the build's CLI, as an operator runs it) stays the bootstrap for the first
// super admin, and keeps the one admin-area rule that concerns it: the last super admin stays one.
let h: IdentityHarness;

beforeAll(async () => {
  h = await startIdentityHarness('admin_cli');
});

afterAll(async () => {
  await h?.stop();
});

function adminCreate(...args: string[]) {
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'apps/identity/dist/cli/admin-create.js'), ...args], {
    env: { ...process.env, DATABASE_URL: testInfra().databaseUrl, NATS_URL: testInfra().natsUrl, NAMESPACE: h.ns, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

async function adminRow(userId: string) {
  const { rows } = await h.db.query<{ role: string; active: boolean; created_by: string | null; created_at: Date }>(
    `SELECT "role", "active", "created_by", "created_at" FROM ${h.table('admin_users')} WHERE "user_id" = $1`,
    [userId],
  );
  return rows[0];
}

describe('npm run admin:create', () => {
  it('makes the first super admin, refuses to make the last one a plain admin, and grants a removed admin afresh', async () => {
    const first = await signUp(h, 'first');
    expect(adminCreate('--email', `nobody.${Date.now()}@example.com`)).toMatchObject({ status: 1, stderr: expect.stringContaining('No account uses') });

    expect(adminCreate('--email', first.email)).toEqual({ status: 0, stdout: `${first.email} is now a super admin.\n`, stderr: '' });
    expect(await adminRow(first.id)).toMatchObject({ role: 'super_admin', active: true, created_by: null });
    expect(adminCreate('--email', first.email)).toMatchObject({ status: 0, stdout: `${first.email} is a super admin already.\n` });

    // The only super admin stays one.
    const demoted = adminCreate('--email', first.email, '--role', 'admin');
    expect(demoted).toMatchObject({ status: 1, stderr: `${first.email} is the last super admin and stays one. Make another account a super admin first.\n` });
    expect((await adminRow(first.id))!.role).toBe('super_admin');

    // With a second one, either may become a plain admin.
    const second = await signUp(h, 'second');
    expect(adminCreate('--email', second.email).status).toBe(0);
    expect(adminCreate('--email', first.email, '--role', 'admin')).toMatchObject({ status: 0, stdout: `${first.email} is now an admin.\n` });
    expect(await adminRow(first.id)).toMatchObject({ role: 'admin', active: true });

    // A removed admin (added by someone) comes back as a fresh grant by the command line.
    const third = await signUp(h, 'third');
    await h.rpc.call(RPC.identity.addAdmin, { actorId: second.id, admin: { email: third.email, role: 'admin' } });
    await h.rpc.call(RPC.identity.removeAdmin, { actorId: second.id, userId: third.id });
    const removed = (await adminRow(third.id))!;
    expect(removed).toMatchObject({ active: false, created_by: second.id });
    expect(adminCreate('--email', third.email, '--role', 'admin').status).toBe(0);
    const back = (await adminRow(third.id))!;
    expect(back).toMatchObject({ role: 'admin', active: true, created_by: null });
    expect(back.created_at.getTime()).toBeGreaterThan(removed.created_at.getTime());

    // Each grant is in the audit log as the command line's doing (no admin, no address); a refusal is not.
    const { rows } = await h.db.query<{
      action: string;
      actor_id: string | null;
      target_label: string;
      details: Record<string, unknown>;
      address: string | null;
    }>(
      `SELECT "action", "actor_id", "target_label", "details", "address" FROM ${h.table('admin_audit_log')} WHERE "actor_id" IS NULL AND NOT "actor_redacted" ORDER BY "occurred_at"`,
    );
    expect(rows).toEqual(
      [
        [first.email, 'super_admin'],
        [second.email, 'super_admin'],
        [first.email, 'admin'],
        [third.email, 'admin'],
      ].map(([email, role]) => ({ action: 'admin.added', actor_id: null, target_label: email, details: { role, by: 'command line' }, address: null })),
    );
  }, 60_000);
});
