import { createHash } from 'node:crypto';
import type { InjectionToken, Provider } from '@nestjs/common';
import { EVENTS, type UserDeletedV1 } from '@vi/contracts';
import type { Logger } from 'pino';
import { Column, Entity, type EntityManager, type MigrationInterface, PrimaryColumn, type QueryRunner } from 'typeorm';
import { consume } from './consume.js';
import type { AfterCommit } from './events.js';
import { forgetPublishedEventsOf } from './outbox.js';
import { LOGGER } from './tokens.js';

/**
 * Member deletion, one mechanism for every service: identity publishes `user deleted`; each
 * service declares `forgetDeletedMembers({ durable, inject, forget })` with only what it erases,
 * and service-kit runs the durable consumer, erases the service's events about the member
 * (published, still waiting, and dead letters: every consumer forgets the member from the
 * deletion event, so none of them needs to go out any more) in the same transaction, and logs the
 * outcome. Services that must ignore late news about a deleted member remember them in
 * `forgotten_members` (by hash only) through `ForgottenMembers`.
 */

/** What a service's `forget` returns: figures to log, a step to run after the commit, both, or nothing. */
export type ForgottenOutcome = void | object | { logged?: object; afterCommit: AfterCommit };

export interface MemberDeletionDeclaration<Deps extends unknown[]> {
  /** This service's durable consumer of `user deleted` (its NATS permissions are generated from it). */
  durable: string;
  inject?: { [K in keyof Deps]: InjectionToken };
  /** Erases what this service holds about the member, in the transaction that records the event. */
  forget: (...deps: Deps) => (manager: EntityManager, userId: string) => Promise<ForgottenOutcome>;
}

/** Deletes every event of this schema about the member: published or waiting in the outbox, and dead letters. */
export async function forgetEventsOf(manager: EntityManager, userId: string): Promise<void> {
  await forgetPublishedEventsOf(manager, userId);
  await manager.query(`DELETE FROM "outbox" WHERE "payload" -> 'data' ->> 'userId' = $1`, [userId]);
}

export function forgetDeletedMembers<Deps extends unknown[]>(declaration: MemberDeletionDeclaration<Deps>): Provider {
  return consume({
    durable: declaration.durable,
    subjects: [EVENTS.identity.userDeleted],
    inject: [LOGGER, ...((declaration.inject ?? []) as InjectionToken[])],
    handle: (logger: Logger, ...deps: unknown[]) => {
      const forget = declaration.forget(...(deps as Deps));
      return async (event, manager) => {
        const { userId } = event.data as UserDeletedV1;
        const outcome = await forget(manager, userId);
        await forgetEventsOf(manager, userId);
        const after =
          outcome && 'afterCommit' in outcome && typeof outcome.afterCommit === 'function'
            ? (outcome as { logged?: object; afterCommit: AfterCommit })
            : undefined;
        logger.info({ eventId: event.id, ...(after ? after.logged : (outcome ?? {})) }, 'deleted member forgotten');
        return after?.afterCommit;
      };
    },
  });
}

/**
 * How long a deleted member's hash is kept: past Stripe's three days of webhook retries and the
 * event stream's 30 days, no word about them can still arrive.
 */
export const FORGOTTEN_MEMBER_RETENTION_DAYS = 60;

/** sha256 of the member's id (lower-case), hex: all that is kept of a deleted member. */
export const memberHash = (userId: string) => createHash('sha256').update(userId.toLowerCase()).digest('hex');

/** A deleted member, kept only as a hash of their id for a while, so late news about them is recognised and ignored. */
@Entity({ name: 'forgotten_members' })
export class ForgottenMemberEntity {
  @PrimaryColumn('text', { name: 'member_hash', primaryKeyConstraintName: 'PK_forgotten_members' })
  memberHash!: string;

  @Column('timestamptz', { name: 'forgotten_at', default: () => 'now()' })
  forgottenAt!: Date;
}

/** service-kit's `forgotten_members` table, in every service with tables (a schema that had its own keeps it). */
export class ForgottenMembers1765000000000 implements MigrationInterface {
  name = 'ForgottenMembers1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE IF NOT EXISTS "forgotten_members" ("member_hash" text NOT NULL, "forgotten_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_forgotten_members" PRIMARY KEY ("member_hash"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "forgotten_members"`);
  }
}

/** Deleted members of this schema, by hash (provided by ServiceKitModule to every service with tables). */
export class ForgottenMembers {
  constructor(private readonly service: string) {}

  /**
   * Serialises whatever this transaction does about the member with their deletion: held to the
   * commit, so a change either lands before the deletion (and is erased with the rest) or sees it.
   */
  async lockMember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1 || '-member:' || $2))`, [this.service, userId.toLowerCase()]);
  }

  async isForgotten(manager: EntityManager, userId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM "forgotten_members" WHERE "member_hash" = $1`, [memberHash(userId)]);
    return rows.length > 0;
  }

  /** Records the deletion, and lets go of the members deleted longer ago than the retention. */
  async remember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`INSERT INTO "forgotten_members" ("member_hash") VALUES ($1) ON CONFLICT DO NOTHING`, [memberHash(userId)]);
    await manager.query(`DELETE FROM "forgotten_members" WHERE "forgotten_at" < now() - make_interval(days => $1)`, [FORGOTTEN_MEMBER_RETENTION_DAYS]);
  }
}
