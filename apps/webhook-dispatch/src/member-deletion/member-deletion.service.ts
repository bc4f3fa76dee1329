import { Injectable } from '@nestjs/common';
import { EVENTS } from '@vi/contracts';
import { ForgottenMembers, queryRows } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';
import { isAbout, type MemberMarks, marksFrom, redactPayload, redactText } from './redaction.js';

export interface ForgetOutcome {
  /** Deliveries about the member, redacted. */
  deliveries: number;
  /** Of those, the ones still owed: canceled, never sent after the deletion. */
  canceled: number;
  /** Other deliveries and log lines that spelled the member's id or address, redacted. */
  others: number;
  /** Published audit events of changes they made as a super admin, deleted. */
  auditEvents: number;
}

/** Whether stored text contains the mark, ignoring case (`strpos`: no pattern characters to escape). */
const CONTAINS = (column: string, param: string) => `strpos(lower(coalesce(${column}, '')), lower(${param})) > 0`;

/**
 * Forgets a deleted member in the caller's transaction. The log keeps what it needs (type, status,
 * timestamps, endpoint, attempt, amounts and ratings) while the member's id, address, name and
 * comment in stored bodies and receivers' answers become a marker; deliveries about them still owed
 * are canceled. The id is remembered as a hash, so an event about them that arrives later is not
 * delivered (see deliveryIntake).
 */
@Injectable()
export class MemberDeletionService {
  constructor(private readonly forgotten: ForgottenMembers) {}

  async forget(manager: EntityManager, userId: string): Promise<ForgetOutcome> {
    await this.forgotten.lockMember(manager, userId);
    await this.forgotten.remember(manager, userId);

    const withId = await queryRows<{ id: string; payload: string }>(
      manager,
      `SELECT "id", "payload" FROM "webhook_deliveries" WHERE ${CONTAINS('"payload"', '$1')} FOR UPDATE`,
      [userId],
    );
    const own = withId.filter((row) => isAbout(row.payload, userId));
    const ownIds = own.map((row) => row.id);
    // Their address and name are known from their signup delivery, if one was made.
    const member: MemberMarks = { userId };
    for (const row of own) {
      const found = marksFrom(row.payload);
      member.email ??= found.email;
      member.name ??= found.name;
    }
    const withEmail = member.email
      ? await queryRows<{ id: string; payload: string }>(
          manager,
          `SELECT "id", "payload" FROM "webhook_deliveries" WHERE ${CONTAINS('"payload"', '$1')} AND NOT ("id" = ANY($2::uuid[])) FOR UPDATE`,
          [member.email, withId.map((row) => row.id)],
        )
      : [];

    let others = 0;
    for (const row of [...withId, ...withEmail]) {
      const redacted = redactPayload(row.payload, member);
      if (redacted === row.payload) continue;
      await manager.query(`UPDATE "webhook_deliveries" SET "payload" = $2, "updated_at" = now() WHERE "id" = $1`, [row.id, redacted]);
      if (!ownIds.includes(row.id)) others += 1;
    }
    const canceled = await queryRows<{ id: string }>(
      manager,
      `UPDATE "webhook_deliveries" SET "status" = 'canceled', "updated_at" = now() WHERE "id" = ANY($1::uuid[]) AND "status" = 'pending' RETURNING "id"`,
      [ownIds],
    );

    // Receivers' answers and errors: of the member's deliveries, and any other that echoed their id or address.
    const logs = await queryRows<{ id: string; delivery_id: string; response_body: string | null; error_message: string | null }>(
      manager,
      `SELECT "id", "delivery_id", "response_body", "error_message" FROM "webhook_logs"
       WHERE "delivery_id" = ANY($1::uuid[]) OR ${CONTAINS('"response_body"', '$2')} OR ${CONTAINS('"error_message"', '$2')}
         OR ($3::text IS NOT NULL AND (${CONTAINS('"response_body"', '$3')} OR ${CONTAINS('"error_message"', '$3')}))
       FOR UPDATE`,
      [ownIds, userId, member.email ?? null],
    );
    for (const log of logs) {
      const marks = [member.userId, member.email, ownIds.includes(log.delivery_id) ? member.name : undefined];
      const body = log.response_body === null ? null : redactText(log.response_body, marks);
      const error = log.error_message === null ? null : redactText(log.error_message, marks);
      if (body === log.response_body && error === log.error_message) continue;
      await manager.query(`UPDATE "webhook_logs" SET "response_body" = $2, "error_message" = $3 WHERE "id" = $1`, [log.id, body, error]);
      if (!ownIds.includes(log.delivery_id)) others += 1;
    }

    // The audit events of changes they made as a super admin (their id, email and address), once
    // published: identity has them (and redacts them in the audit log). Unpublished ones still go,
    // so the change is recorded; identity writes it redacted.
    const [, auditEvents]: [unknown[], number] = await manager.query(
      `DELETE FROM "outbox" WHERE "subject" = $1 AND "published_at" IS NOT NULL AND "payload" -> 'data' -> 'actor' ->> 'userId' = $2`,
      [EVENTS.webhooks.adminActionRecorded, userId],
    );

    return { deliveries: own.length, canceled: canceled.length, others, auditEvents };
  }
}
