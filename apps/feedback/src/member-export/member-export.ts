import { exportMemberData, memberRows } from '@vi/service-kit';
import { DataSource } from 'typeorm';

/** What feedback holds about the member, for "Download my data": their ratings and comments. */
export const memberExport = exportMemberData({
  inject: [DataSource],
  sections: (db: DataSource) => [memberRows(db, 'feedback', { table: 'feedback', order: { time: 'created_at', key: 'id' } })],
});
