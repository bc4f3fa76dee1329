import { exportMemberData, memberRows } from '@vi/service-kit';
import { DataSource } from 'typeorm';
import { isAbout } from '../member-deletion/redaction.js';

/** A stored body as the receiver got it: JSON when it is, the text otherwise. */
function bodyOf(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return payload;
  }
}

/**
 * What webhook-dispatch holds about the member, for "Download my data": the webhook deliveries
 * about them (sign-up, purchase, feedback) with what was sent. The receivers' answers in the log
 * are the receivers' words, and where the deliveries went is the operator's configuration: both
 * are left out.
 */
export const memberExport = exportMemberData({
  inject: [DataSource],
  sections: (db: DataSource) => [
    memberRows(db, 'webhook-deliveries', {
      table: 'webhook_deliveries',
      // Candidates by their text, then only those whose `data.userId` is the member's.
      where: `strpos(lower(t."payload"), lower($1)) > 0`,
      keep: (row, userId) => typeof row.payload === 'string' && isAbout(row.payload, userId),
      omit: ['config_id', 'claimed_until', 'next_attempt_at'],
      map: (row) => ({ ...row, payload: bodyOf(row.payload) }),
      order: { time: 'created_at', key: 'id' },
    }),
  ],
});
