import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What the voice platform reports about a call: why it ended, its id there, when the report came, and the crisis flag. */
export class VoicePlatformReport1763800200000 implements MigrationInterface {
  name = 'VoicePlatformReport1763800200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "voice_sessions" ADD "ended_reason" text`);
    await q.query(`ALTER TABLE "voice_sessions" ADD "platform_call_id" text`);
    await q.query(`ALTER TABLE "voice_sessions" ADD "reported_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "voice_sessions" ADD "crisis_flagged" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "voice_sessions" DROP COLUMN "crisis_flagged"`);
    await q.query(`ALTER TABLE "voice_sessions" DROP COLUMN "reported_at"`);
    await q.query(`ALTER TABLE "voice_sessions" DROP COLUMN "platform_call_id"`);
    await q.query(`ALTER TABLE "voice_sessions" DROP COLUMN "ended_reason"`);
  }
}
