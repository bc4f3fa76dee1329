import { randomBytes } from 'node:crypto';
import { expect } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { jetstreamManager } from '@nats-io/jetstream';
import { type AuthSession, type EventEnvelope, RPC, SERVICE } from '@vi/contracts';
import { AppError } from '@vi/service-kit';
import { type ServiceUnderTest, startServiceUnderTest, until } from '@vi/testing';
import { startIdentity } from '../src/start.js';

/** Identity started in this process under its own namespace, and what a test reaches it with. */
export type IdentityHarness = ServiceUnderTest<INestApplication>;

export const startIdentityHarness = (label: string): Promise<IdentityHarness> => startServiceUnderTest(SERVICE.identity, startIdentity, { label });

export interface TestMember {
  id: string;
  email: string;
  name: string;
  password: string;
  session: AuthSession;
}

export async function signUp(h: IdentityHarness, label: string): Promise<TestMember> {
  const email = `${label}.${randomBytes(4).toString('hex')}@example.com`;
  const name = `${label[0]!.toUpperCase()}${label.slice(1)} ${randomBytes(3).toString('hex')}`;
  const password = 'secret12';
  const session = await h.rpc.call(RPC.identity.signUp, { email, name, password, ageConfirmed: true });
  return { id: session.user.id, email, name, password, session };
}

/** The error a call failed with, as `{ code, message }` (fails the test if it succeeded). */
export async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(AppError);
  const error = outcome as AppError;
  return { code: error.code, message: error.message };
}

/** Every event stored on the namespace's stream under `subject`, oldest first. */
export async function streamEvents<T = unknown>(h: IdentityHarness, subject: string): Promise<EventEnvelope<T>[]> {
  const jsm = await jetstreamManager(h.nc);
  const events: EventEnvelope<T>[] = [];
  for (let seq = 1; ;) {
    // The server's message-get answers the first message on the subject at or after `seq` (the
    // client's type for this call names only `seq`).
    const request = { seq, next_by_subj: h.namespace.subject(subject) };
    const message = await jsm.streams.getMessage(h.namespace.eventStream, request).catch(() => null);
    if (!message) return events;
    const event = message.json<EventEnvelope<T>>();
    if (event.subject === subject) events.push(event);
    seq = message.seq + 1;
  }
}

/** Waits until identity's relay has published every outbox row. */
export async function untilOutboxPublished(h: IdentityHarness): Promise<void> {
  await until(
    async () => {
      const { rows } = await h.db.query<{ n: number }>(`SELECT count(*)::int AS "n" FROM ${h.table('outbox')} WHERE "published_at" IS NULL`);
      return rows[0]!.n === 0 ? true : undefined;
    },
    10_000,
    'the outbox was not published',
  );
}
