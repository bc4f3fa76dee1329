import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Feedback, RPC } from '@vi/contracts';
import { findMemberTraces, publishUserDeleted, until, untilConsumerCaughtUp } from '@vi/testing';
import { DELETED_MEMBER_ID } from '../src/feedback/feedback.repository.js';
import { MEMBER_DELETION_CONSUMER } from '../src/member-deletion/member-deletion.js';
import { type FeedbackUnderTest, newMemberId, startFeedbackUnderTest } from './feedback-stack.js';

// A deleted member's ratings stay as anonymous ones (no member, no comment); their events go from
// the outbox; another member's feedback is untouched.
let feedback: FeedbackUnderTest;

beforeAll(async () => {
  feedback = await startFeedbackUnderTest('fb_forget');
});

afterAll(async () => {
  await feedback?.stop();
});

const submit = (data: unknown) => feedback.rpc.call(RPC.feedback.submit, data);
const all = async () => (await feedback.rpc.call(RPC.feedback.list, { limit: 200 })).items;

/** A member who rated a voice call badly with a comment, and a chat well without one. */
async function memberWithFeedback(): Promise<{ userId: string; comment: string; saved: Feedback[] }> {
  const userId = newMemberId();
  const comment = `The voice kept calling me ${userId.slice(0, 8)} and talking over me.`;
  const saved = [
    await submit({
      userId,
      feedback: { sessionType: 'voice', rating: 2, category: 'negative', comment, improvements: ['Voice Quality', 'Conversation Flow'] },
    }),
    await submit({ userId, feedback: { sessionType: 'chat', rating: 5, category: 'positive' } }),
  ];
  return { userId, comment, saved };
}

async function eventsPublished(): Promise<void> {
  await until(async () => {
    const { rows } = await feedback.db.query(`SELECT count(*)::int AS n FROM "${feedback.schema}"."outbox" WHERE "published_at" IS NULL`);
    return rows[0].n === 0 ? true : undefined;
  });
}

describe('a deleted member', () => {
  it('leaves anonymous ratings without member or comment; their events go; another member keeps everything; a redelivery changes nothing', async () => {
    const member = await memberWithFeedback();
    const other = await memberWithFeedback();
    await eventsPublished();
    const traces = (who: { userId: string; comment: string }) => findMemberTraces({ namespace: feedback.ns, userId: who.userId, also: [who.comment] });
    expect((await traces(member)).map((t) => `${t.table}.${t.column}`)).toEqual(
      expect.arrayContaining(['feedback.user_id', 'feedback.comment', 'outbox.payload']),
    );
    const otherBefore = await traces(other);

    const deletion = await publishUserDeleted(feedback.ns, member.userId);
    await until(async () => {
      const { rows } = await feedback.db.query(`SELECT 1 FROM "${feedback.schema}"."processed_events" WHERE "consumer" = $1 AND "event_id" = $2`, [
        MEMBER_DELETION_CONSUMER,
        deletion.id,
      ]);
      return rows.length > 0 ? true : undefined;
    });

    expect(await traces(member)).toEqual([]);
    expect(await traces(other)).toEqual(otherBefore);
    // The ratings themselves still count, as anonymous ones.
    const listed = await all();
    for (const saved of member.saved) {
      expect(listed.find((item) => item.id === saved.id)).toEqual({ ...saved, userId: DELETED_MEMBER_ID, comment: '' });
    }
    for (const saved of other.saved) expect(listed.find((item) => item.id === saved.id)).toEqual(saved);

    const before = await all();
    await publishUserDeleted(feedback.ns, member.userId, { id: deletion.id, msgId: `${deletion.id}-again` });
    await untilConsumerCaughtUp(feedback.ns, MEMBER_DELETION_CONSUMER);
    const { rows } = await feedback.db.query(`SELECT count(*)::int AS n FROM "${feedback.schema}"."processed_events" WHERE "event_id" = $1`, [deletion.id]);
    expect(rows[0].n).toBe(1);
    expect(await all()).toEqual(before);
    expect(await traces(member)).toEqual([]);
    expect(await traces(other)).toEqual(otherBefore);
  });
});
