import { exportMemberData, memberRows } from '@vi/service-kit';
import { DataSource } from 'typeorm';

/** What sessions-and-limits holds about the member, for "Download my data": their sessions, allowance zone and plan copy. */
export const memberExport = exportMemberData({
  inject: [DataSource],
  sections: (db: DataSource) => [
    memberRows(db, 'chat-sessions', { table: 'chat_sessions', order: { time: 'started_at', key: 'id' } }),
    memberRows(db, 'voice-calls', { table: 'voice_sessions', order: { time: 'started_at', key: 'id' } }),
    memberRows(db, 'allowance-time-zone', { table: 'member_time_zones' }),
    memberRows(db, 'plan', { table: 'entitlements' }),
  ],
});
