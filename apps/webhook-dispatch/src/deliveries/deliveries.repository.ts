import { Injectable } from '@nestjs/common';
import type { WebhookType } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import type { WebhookConfigEntity } from '../configs/webhook-config.entity.js';
import { DeliveryEntity } from './delivery.entity.js';

/** A delivery a worker has claimed, with its configuration as it is now (null fields: deleted). */
export interface ClaimedDelivery {
  id: string;
  configId: string;
  eventId: string | null;
  webhookType: WebhookType;
  payload: string;
  /** The attempt this claim makes (1 for the first); also the fence for recording its outcome. */
  attempt: number;
  test: boolean;
  endpointUrl: string | null;
  secretKey: string | null;
  previousSecretKey: string | null;
  previousSecretExpiresAt: Date | null;
  enabled: boolean | null;
}

/**
 * What a claim reads: the delivery's columns and its configuration's, aliased to the entities' names
 * (the configuration's all null when it is deleted).
 */
type ClaimedRow = Pick<DeliveryEntity, 'id' | 'configId' | 'eventId' | 'webhookType' | 'payload' | 'attempts' | 'test'> & {
  [K in 'endpointUrl' | 'secretKey' | 'previousSecretKey' | 'previousSecretExpiresAt' | 'enabled']: WebhookConfigEntity[K] | null;
};

const claimedOf = (row: ClaimedRow): ClaimedDelivery => ({
  id: row.id,
  configId: row.configId,
  eventId: row.eventId,
  webhookType: row.webhookType,
  payload: row.payload,
  attempt: row.attempts,
  test: row.test,
  endpointUrl: row.endpointUrl,
  secretKey: row.secretKey,
  previousSecretKey: row.previousSecretKey,
  previousSecretExpiresAt: row.previousSecretExpiresAt,
  enabled: row.enabled,
});

/** A delivery as redelivery reads it. */
export type DeliveryRecord = Pick<DeliveryEntity, 'id' | 'configId' | 'eventId' | 'webhookType' | 'status' | 'attempts' | 'test'>;

/** How a recorded attempt leaves its delivery. */
export type AttemptOutcome = { status: 'delivered' | 'failed' | 'canceled' } | { status: 'pending'; retryInMs: number } | { status: 'unchanged' };

@Injectable()
export class DeliveriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private deliveries(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(DeliveryEntity);
  }

  /**
   * One delivery of the event per enabled configuration of its type, in the transaction that consumes
   * the event. Idempotent per (event, configuration): an event seen again adds nothing.
   * Raw SQL: one INSERT … SELECT over the configurations, ON CONFLICT on the (event, configuration) index.
   */
  async enqueueForEvent(manager: EntityManager, eventId: string, type: WebhookType, payload: string): Promise<number> {
    const rows = await queryRows<Pick<DeliveryEntity, 'id'>>(
      manager,
      `INSERT INTO "webhook_deliveries" ("id", "config_id", "event_id", "webhook_type", "payload", "status", "attempts", "next_attempt_at")
       SELECT gen_random_uuid(), c."id", $1, c."webhook_type", $3, 'pending', 0, now()
       FROM "webhook_config" c WHERE c."webhook_type" = $2 AND c."enabled"
       ON CONFLICT ("event_id", "config_id") DO NOTHING RETURNING "id"`,
      [eventId, type, payload],
    );
    return rows.length;
  }

  /**
   * Claims up to `limit` due deliveries for `leaseMs` and counts the attempt, oldest first (looking at
   * a bounded window of the oldest, so a claim costs the same with a long backlog). No configuration
   * gets more than `perEndpoint` in flight in this process (`busy`: what it already has). Rows another
   * replica is claiming at the same moment are skipped (SKIP LOCKED), and a claimed row is nobody
   * else's until its lease runs out, so no delivery is sent twice at once.
   * Raw SQL: CTEs, a window function and FOR UPDATE SKIP LOCKED, in one statement; the columns are
   * aliased to the entities' names.
   */
  async claimDue(limit: number, perEndpoint: number, busy: Map<string, number>, leaseMs: number): Promise<ClaimedDelivery[]> {
    const busyIds = [...busy.keys()];
    const busyCounts = busyIds.map((id) => busy.get(id)!);
    // Endpoints at their share are left out before the oldest rows are taken, so a dead endpoint's
    // backlog cannot crowd the others out of the window.
    const saturated = busyIds.filter((id) => busy.get(id)! >= perEndpoint);
    const rows = await queryRows<ClaimedRow>(
      this.dataSource,
      `WITH "oldest" AS (
         SELECT d."id", d."next_attempt_at", d."config_id" FROM "webhook_deliveries" d
         WHERE d."status" = 'pending' AND d."next_attempt_at" <= now() AND (d."claimed_until" IS NULL OR d."claimed_until" < now())
           AND NOT (d."config_id" = ANY($6::uuid[]))
         ORDER BY d."next_attempt_at", d."id" LIMIT $1 * 4
       ), "ranked" AS (
         SELECT o.*, row_number() OVER (PARTITION BY o."config_id" ORDER BY o."next_attempt_at", o."id") AS "rank" FROM "oldest" o
       ), "candidates" AS (
         SELECT r."id" FROM "ranked" r
         LEFT JOIN unnest($2::uuid[], $3::int[]) AS "busy"("config_id", "in_flight") ON "busy"."config_id" = r."config_id"
         WHERE r."rank" <= $4 - COALESCE("busy"."in_flight", 0)
         ORDER BY r."next_attempt_at", r."id" LIMIT $1
       ), "due" AS (
         SELECT d."id" FROM "webhook_deliveries" d JOIN "candidates" USING ("id")
         WHERE d."status" = 'pending' AND (d."claimed_until" IS NULL OR d."claimed_until" < now())
         FOR UPDATE OF d SKIP LOCKED
       ), "claimed" AS (
         UPDATE "webhook_deliveries" d SET "attempts" = d."attempts" + 1, "claimed_until" = now() + $5 * interval '1 millisecond', "updated_at" = now()
         FROM "due" WHERE d."id" = "due"."id"
         RETURNING d."id", d."config_id", d."event_id", d."webhook_type", d."payload", d."attempts", d."test", d."next_attempt_at"
       )
       SELECT c."id", c."config_id" AS "configId", c."event_id" AS "eventId", c."webhook_type" AS "webhookType", c."payload", c."attempts",
         c."test", w."endpoint_url" AS "endpointUrl", w."secret_key" AS "secretKey", w."previous_secret_key" AS "previousSecretKey",
         w."previous_secret_expires_at" AS "previousSecretExpiresAt", w."enabled"
       FROM "claimed" c LEFT JOIN "webhook_config" w ON w."id" = c."config_id"
       ORDER BY c."next_attempt_at", c."id"`,
      [limit, busyIds, busyCounts, perEndpoint, leaseMs, saturated],
    );
    return rows.map(claimedOf);
  }

  /** Claims one delivery now (an admin's redelivery); undefined when a worker is sending it at this moment. */
  async claimOne(id: string, leaseMs: number): Promise<number | undefined> {
    const result = await this.deliveries()
      .createQueryBuilder()
      .update()
      .set({ attempts: () => '"attempts" + 1', claimedUntil: () => `now() + :leaseMs * interval '1 millisecond'`, updatedAt: () => 'now()' })
      .where('"id" = :id AND ("claimed_until" IS NULL OR "claimed_until" < now())', { id, leaseMs })
      .returning('"attempts"')
      .execute();
    const [row] = result.raw as Pick<DeliveryEntity, 'attempts'>[];
    return row?.attempts;
  }

  async find(id: string): Promise<DeliveryRecord | undefined> {
    const row = await this.deliveries().findOne({
      select: { id: true, configId: true, eventId: true, webhookType: true, status: true, attempts: true, test: true },
      where: { id },
    });
    return row ?? undefined;
  }

  async payloadOf(id: string): Promise<string | undefined> {
    const row = await this.deliveries().findOne({ select: { id: true, payload: true }, where: { id } });
    return row?.payload;
  }

  /**
   * Records how the claimed attempt `attempt` left the delivery, only if the claim is still this one
   * (a claim that outlived its lease and was taken over changes nothing). Returns whether it did.
   */
  async settle(manager: EntityManager, id: string, attempt: number, outcome: AttemptOutcome): Promise<boolean> {
    if (outcome.status === 'unchanged') {
      const result = await this.deliveries(manager).update({ id, attempts: attempt }, { claimedUntil: null, updatedAt: () => 'now()' });
      return result.affected === 1;
    }
    const retryInMs = outcome.status === 'pending' ? outcome.retryInMs : 0;
    // A retry never revives a delivery canceled while its attempt was in flight (its member was deleted, say).
    // Raw SQL: the new status and next attempt are CASEs on the row's own values.
    const rows = await queryRows<Pick<DeliveryEntity, 'id'>>(
      manager,
      `UPDATE "webhook_deliveries" SET "status" = CASE WHEN "status" = 'canceled' AND $3 = 'pending' THEN 'canceled' ELSE $3 END,
         "claimed_until" = NULL, "updated_at" = now(),
         "next_attempt_at" = CASE WHEN $3 = 'pending' THEN now() + $4 * interval '1 millisecond' ELSE "next_attempt_at" END
       WHERE "id" = $1 AND "attempts" = $2 RETURNING "id"`,
      [id, attempt, outcome.status, retryInMs],
    );
    return rows.length === 1;
  }

  /** A test send: written once it has been sent, already settled. */
  async insertTest(manager: EntityManager, id: string, configId: string, type: WebhookType, payload: string, delivered: boolean): Promise<void> {
    await this.deliveries(manager)
      .createQueryBuilder()
      .insert()
      .values({ id, configId, eventId: null, webhookType: type, payload, status: delivered ? 'delivered' : 'failed', attempts: 1, test: true })
      .updateEntity(false)
      .execute();
  }

  /** Deliveries still owed to a configuration that is deleted or disabled are not sent. */
  async cancelPendingOf(manager: EntityManager, configId: string): Promise<void> {
    await this.deliveries(manager).update({ configId, status: 'pending' }, { status: 'canceled', updatedAt: () => 'now()' });
  }

  /** When the earliest pending delivery falls due (undefined: none). */
  async nextDueAt(): Promise<Date | undefined> {
    const row = await this.deliveries()
      .createQueryBuilder('d')
      .select('min(GREATEST(d.nextAttemptAt, COALESCE(d.claimedUntil, d.nextAttemptAt)))', 'at')
      .where({ status: 'pending' })
      .getRawOne<{ at: Date | null }>();
    return row?.at ? new Date(row.at) : undefined;
  }
}
