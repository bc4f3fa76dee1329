import { type AdminActionRecordedV1, EVENTS } from '@vi/contracts';
import { consume } from '@vi/service-kit';
import { AuditLog } from './audit-log.js';

/** The durable consumer's name: replicas share it, and it survives restarts. */
export const AUDIT_INTAKE_CONSUMER = 'identity-admin-audit';

/** Records what other services report admins did (webhook-dispatch: webhook changes and secret reveals). */
export const auditIntake = consume({
  durable: AUDIT_INTAKE_CONSUMER,
  subjects: [EVENTS.webhooks.adminActionRecorded],
  inject: [AuditLog],
  handle: (log: AuditLog) => async (event, manager) => {
    await log.recordReported(manager, event.id, event.data as AdminActionRecordedV1);
  },
});
