import { exportMemberData, memberRows } from '@vi/service-kit';
import { DataSource } from 'typeorm';

/**
 * What identity holds about the member, for "Download my data". Left out: the password hash, the
 * hashes of refresh tokens and link secrets, other people's ids (the admin who vouched for their
 * age, who made them an admin, who acted on them, and from which address), and mail waiting to be
 * sent (it holds one-time links and is deleted once sent), and Google sign-ins still waiting for a
 * step (single-use, ten minutes).
 */
export const memberExport = exportMemberData({
  inject: [DataSource],
  sections: (db: DataSource) => [
    memberRows(db, 'account', { table: 'users', where: `t."id" = $1`, omit: ['password_hash', 'age_vouched_by'] }),
    memberRows(db, 'sign-in-sessions', { table: 'refresh_tokens', omit: ['token_hash'], order: { time: 'created_at', key: 'id' } }),
    memberRows(db, 'email-links', { table: 'account_links', omit: ['token_hash'], order: { time: 'created_at', key: 'id' } }),
    memberRows(db, 'linked-sign-ins', { table: 'external_identities', order: { time: 'linked_at', key: 'id' } }),
    memberRows(db, 'admin-role', { table: 'admin_users', omit: ['created_by'] }),
    memberRows(db, 'admin-actions-about-you', {
      table: 'admin_audit_log',
      where: `t."target_type" IN ('member', 'admin') AND t."target_id" = $1::text`,
      omit: ['actor_id', 'actor_email', 'address'],
      order: { time: 'occurred_at', key: 'id' },
    }),
  ],
});
