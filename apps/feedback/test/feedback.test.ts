import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { jetstreamManager } from '@nats-io/jetstream';
import { EVENTS, type Feedback, RPC } from '@vi/contracts';
import { AppError, Namespace } from '@vi/service-kit';
import { rejectionOf, until } from '@vi/testing';
import { countsOf, type FeedbackUnderTest, newMemberId, startFeedbackUnderTest } from './feedback-stack.js';

let feedback: FeedbackUnderTest;

beforeAll(async () => {
  feedback = await startFeedbackUnderTest('fb_svc');
});

afterAll(async () => {
  await feedback?.stop();
});

const submit = (data: unknown) => feedback.rpc.call(RPC.feedback.submit, data);
const list = (query: unknown) => feedback.rpc.call(RPC.feedback.list, query);

const refused = (promise: Promise<unknown>) => rejectionOf<AppError>(promise);

describe('submitting feedback', () => {
  it('saves the rating and exactly one `feedback submitted` event with the same facts, which reaches the stream', async () => {
    const userId = newMemberId();
    const before = await countsOf(feedback);
    const saved = await submit({
      userId,
      feedback: {
        sessionType: 'voice',
        rating: 2,
        category: 'negative',
        comment: '  Too slow to answer.  ',
        improvements: ['Response Speed', 'Understanding'],
      },
    });
    expect(saved).toMatchObject({
      userId,
      sessionType: 'voice',
      rating: 2,
      category: 'negative',
      comment: 'Too slow to answer.',
      improvements: ['Response Speed', 'Understanding'],
    });
    expect(await countsOf(feedback)).toEqual({ rows: before.rows + 1, events: before.events + 1 });

    const { rows } = await feedback.db.query(`SELECT * FROM "${feedback.schema}"."feedback" WHERE "id" = $1`, [saved.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: userId,
      session_type: 'voice',
      rating: 2,
      category: 'negative',
      comment: 'Too slow to answer.',
      improvements: ['Response Speed', 'Understanding'],
    });
    expect((rows[0].created_at as Date).toISOString()).toBe(saved.createdAt);

    const events = await feedback.db.query(`SELECT "id", "subject", "payload" FROM "${feedback.schema}"."outbox" WHERE "payload"->'data'->>'feedbackId' = $1`, [
      saved.id,
    ]);
    expect(events.rows).toHaveLength(1);
    const event = events.rows[0];
    expect(event.subject).toBe(EVENTS.feedback.feedbackSubmitted);
    expect(event.payload).toMatchObject({ id: event.id, subject: EVENTS.feedback.feedbackSubmitted });
    expect(event.payload.data).toEqual({
      feedbackId: saved.id,
      userId,
      sessionType: 'voice',
      rating: 2,
      category: 'negative',
      comment: 'Too slow to answer.',
      improvements: ['Response Speed', 'Understanding'],
      submittedAt: saved.createdAt,
    });

    // The relay publishes it with the event id as the message id.
    await until(async () => {
      const { rows: published } = await feedback.db.query(`SELECT "published_at" FROM "${feedback.schema}"."outbox" WHERE "id" = $1`, [event.id]);
      return published[0]?.published_at ? true : undefined;
    });
    const namespace = new Namespace(feedback.ns);
    const jsm = await jetstreamManager(feedback.nc);
    const stored = await jsm.streams.getMessage(namespace.eventStream, { last_by_subj: namespace.subject(EVENTS.feedback.feedbackSubmitted) });
    expect(stored?.header?.get('Nats-Msg-Id')).toBe(event.id);
    expect(stored?.json<{ data: { feedbackId: string } }>().data.feedbackId).toBe(saved.id);
  });

  it('stores an empty comment and no improvements when the member gives only a rating', async () => {
    const saved = await submit({ userId: newMemberId(), feedback: { sessionType: 'chat', rating: 5, category: 'positive' } });
    expect(saved).toMatchObject({ sessionType: 'chat', rating: 5, category: 'positive', comment: '', improvements: [] });
  });

  it.each([
    ['a rating of 0', { sessionType: 'chat', rating: 0, category: 'negative' }],
    ['a rating of 6', { sessionType: 'chat', rating: 6, category: 'positive' }],
    ['a rating as a string', { sessionType: 'chat', rating: '5', category: 'positive' }],
    ['a fractional rating', { sessionType: 'chat', rating: 4.5, category: 'positive' }],
    ['another session type', { sessionType: 'video', rating: 4, category: 'positive' }],
    ['a category the rating does not set', { sessionType: 'voice', rating: 5, category: 'negative' }],
    ['improvements with a positive rating', { sessionType: 'voice', rating: 4, category: 'positive', improvements: ['Helpfulness'] }],
    ['an improvement not offered', { sessionType: 'voice', rating: 1, category: 'negative', improvements: ['Price'] }],
    ['the same improvement twice', { sessionType: 'voice', rating: 1, category: 'negative', improvements: ['Helpfulness', 'Helpfulness'] }],
    ['a comment over 2000 characters', { sessionType: 'voice', rating: 3, category: 'neutral', comment: 'x'.repeat(2001) }],
    ['a comment with the NUL character', { sessionType: 'voice', rating: 3, category: 'neutral', comment: 'a\u0000b' }],
  ])('refuses %s with VALIDATION_FAILED and saves nothing', async (_label, body) => {
    const before = await countsOf(feedback);
    const error = await refused(submit({ userId: newMemberId(), feedback: body }));
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(await countsOf(feedback)).toEqual(before);
  });

  it('refuses a request without a valid member id', async () => {
    const before = await countsOf(feedback);
    const error = await refused(submit({ userId: 'not-a-uuid', feedback: { sessionType: 'voice', rating: 3, category: 'neutral' } }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(await countsOf(feedback)).toEqual(before);
  });

  it('keeps 2000 characters after trimming (spaces around a full comment do not count)', async () => {
    const comment = 'y'.repeat(2000);
    const saved = await submit({ userId: newMemberId(), feedback: { sessionType: 'voice', rating: 3, category: 'neutral', comment: `   ${comment}  ` } });
    expect(saved.comment).toBe(comment);
  });

  it('saves neither the rating nor the event when the event cannot be written', async () => {
    const before = await countsOf(feedback);
    // The outbox refuses every new row, so the transaction fails after the rating was inserted.
    await feedback.db.query(`ALTER TABLE "${feedback.schema}"."outbox" ADD CONSTRAINT "test_refuse_all" CHECK (false) NOT VALID`);
    try {
      const error = await refused(submit({ userId: newMemberId(), feedback: { sessionType: 'chat', rating: 4, category: 'positive', comment: 'Lovely' } }));
      expect(error.code).toBe('INTERNAL');
      expect(await countsOf(feedback)).toEqual(before);
    } finally {
      await feedback.db.query(`ALTER TABLE "${feedback.schema}"."outbox" DROP CONSTRAINT "test_refuse_all"`);
    }
  });

  it('has the database refuse what the contract refuses, whoever writes it', async () => {
    const insert = (sessionType: string, rating: number, category: string, comment: string, improvements: string[]) =>
      feedback.db.query(
        `INSERT INTO "${feedback.schema}"."feedback" ("id", "user_id", "session_type", "rating", "category", "comment", "improvements") VALUES (gen_random_uuid(), gen_random_uuid(), $1, $2, $3, $4, $5)`,
        [sessionType, rating, category, comment, improvements],
      );
    await expect(insert('voice', 6, 'positive', '', [])).rejects.toThrow(/feedback_rating/);
    await expect(insert('voice', 0, 'negative', '', [])).rejects.toThrow(/feedback_rating/);
    await expect(insert('video', 3, 'neutral', '', [])).rejects.toThrow(/feedback_session_type/);
    await expect(insert('voice', 5, 'negative', '', [])).rejects.toThrow(/feedback_category/);
    await expect(insert('voice', 3, 'neutral', 'z'.repeat(2001), [])).rejects.toThrow(/feedback_comment_length/);
    await expect(insert('voice', 4, 'positive', '', ['Helpfulness'])).rejects.toThrow(/feedback_improvements/);
  });
});

describe('listing feedback', () => {
  const base = Date.parse('2030-01-01T12:00:00.000Z');
  let seeded: Feedback[];

  // A fresh table per test, with known times a minute apart (oldest first): voice, chat, voice, chat, voice.
  beforeEach(async () => {
    await feedback.db.query(`DELETE FROM "${feedback.schema}"."feedback"`);
    seeded = [];
    const types = ['voice', 'chat', 'voice', 'chat', 'voice'] as const;
    for (const [i, sessionType] of types.entries()) {
      const saved = await submit({ userId: newMemberId(), feedback: { sessionType, rating: 3, category: 'neutral', comment: `number ${i}` } });
      const createdAt = new Date(base + i * 60_000).toISOString();
      await feedback.db.query(`UPDATE "${feedback.schema}"."feedback" SET "created_at" = $2 WHERE "id" = $1`, [saved.id, createdAt]);
      seeded.push({ ...saved, createdAt });
    }
  });

  const comments = (items: Feedback[]) => items.map((item) => item.comment);

  it('answers newest first, with every field', async () => {
    const { items } = await list({});
    expect(comments(items)).toEqual(['number 4', 'number 3', 'number 2', 'number 1', 'number 0']);
    expect(items[0]).toEqual(seeded[4]);
  });

  it('filters by session type', async () => {
    expect(comments((await list({ sessionType: 'chat' })).items)).toEqual(['number 3', 'number 1']);
    expect(comments((await list({ sessionType: 'voice' })).items)).toEqual(['number 4', 'number 2', 'number 0']);
  });

  it('answers at most `limit` items and pages on with the last item as the `before` cursor', async () => {
    const first = await list({ limit: 2 });
    expect(comments(first.items)).toEqual(['number 4', 'number 3']);
    const second = await list({ limit: 2, before: first.items.at(-1)!.createdAt });
    expect(comments(second.items)).toEqual(['number 2', 'number 1']);
    const third = await list({ limit: 2, before: second.items.at(-1)!.createdAt });
    expect(comments(third.items)).toEqual(['number 0']);
    expect((await list({ limit: 2, before: third.items.at(-1)!.createdAt })).items).toEqual([]);
    expect(comments((await list({ sessionType: 'voice', limit: 1, before: seeded[4]!.createdAt })).items)).toEqual(['number 2']);
  });

  it('keeps the time to the millisecond, as the API shows it, so a cursor taken from an item starts right after it', async () => {
    await feedback.db.query(`DELETE FROM "${feedback.schema}"."feedback"`);
    for (let i = 0; i < 10; i++)
      await submit({ userId: newMemberId(), feedback: { sessionType: 'chat', rating: 5, category: 'positive', comment: `quick ${i}` } });
    const { rows } = await feedback.db.query(
      `SELECT count(*)::int AS n FROM "${feedback.schema}"."feedback" WHERE "created_at" <> date_trunc('milliseconds', "created_at")`,
    );
    expect(rows[0].n).toBe(0);
    const { items: all } = await list({ limit: 200 });
    expect(all).toHaveLength(10);
    for (const [i, item] of all.entries()) {
      const { items: older } = await list({ before: item.createdAt, limit: 200 });
      expect(older.map((o) => o.id)).not.toContain(item.id);
      // Everything saved in an earlier millisecond is there.
      expect(older.map((o) => o.id)).toEqual(
        all
          .slice(i + 1)
          .filter((o) => o.createdAt < item.createdAt)
          .map((o) => o.id),
      );
    }
  });

  it('defaults to 50 and refuses a limit outside 1..200, an unknown session type or a cursor that is not an instant', async () => {
    await feedback.db.query(`DELETE FROM "${feedback.schema}"."feedback"`);
    for (let i = 0; i < 55; i++) await submit({ userId: newMemberId(), feedback: { sessionType: 'voice', rating: 4, category: 'positive' } });
    expect((await list({})).items).toHaveLength(50);
    expect((await list({ limit: 200 })).items).toHaveLength(55);
    for (const query of [{ limit: 0 }, { limit: 201 }, { sessionType: 'video' }, { before: 'yesterday' }]) {
      expect((await refused(list(query))).code).toBe('VALIDATION_FAILED');
    }
  });
});
