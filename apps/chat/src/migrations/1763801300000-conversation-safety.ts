import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the safety net keeps per conversation: the risk it has shown (kept for the rest of it and
 * carried into the member's next conversation within 7 days) and when the AI disclosure was last
 * given; and which assistant messages are check-ins rather than replies.
 */
export class ConversationSafety1763801300000 implements MigrationInterface {
  name = 'ConversationSafety1763801300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "conversations" ADD "risk_level" text`);
    await q.query(`ALTER TABLE "conversations" ADD "risk_categories" text array NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE "conversations" ADD "risk_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "conversations" ADD "last_disclosed_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "chat_messages" ADD "kind" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "chat_messages" DROP COLUMN "kind"`);
    await q.query(`ALTER TABLE "conversations" DROP COLUMN "last_disclosed_at"`);
    await q.query(`ALTER TABLE "conversations" DROP COLUMN "risk_at"`);
    await q.query(`ALTER TABLE "conversations" DROP COLUMN "risk_categories"`);
    await q.query(`ALTER TABLE "conversations" DROP COLUMN "risk_level"`);
  }
}
