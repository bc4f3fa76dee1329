import { exportMemberData, memberRows } from '@vi/service-kit';
import { DataSource } from 'typeorm';

/**
 * What the admin directory holds about the member, for "Download my data": their row as admins see
 * it (the search keys, lower-cased copies of the name and address, are left out) and the changes of
 * their premium standing it was told about.
 */
export const memberExport = exportMemberData({
  inject: [DataSource],
  sections: (db: DataSource) => [
    memberRows(db, 'directory-entry', { table: 'members', omit: ['name_key', 'email_key'] }),
    memberRows(db, 'premium-changes', { table: 'premium_changes', order: { time: 'occurred_at', key: 'event_id' } }),
  ],
});
