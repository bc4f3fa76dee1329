import { z } from 'zod';
import { EVENTS } from './subjects.js';

/** Every domain event on the stream has this envelope. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  occurredAt: z.iso.datetime(),
  data: z.unknown(),
});
export type EventEnvelope<T = unknown> = { id: string; subject: string; occurredAt: string; data: T };

export const userSignedUpV1Schema = z.object({
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
});
export type UserSignedUpV1 = z.infer<typeof userSignedUpV1Schema>;

export const userSignedInV1Schema = z.object({
  userId: z.uuid(),
  signedInAt: z.iso.datetime(),
});
export type UserSignedInV1 = z.infer<typeof userSignedInV1Schema>;

/** Subject → payload schema, so producers and consumers validate the same way. */
export const EVENT_SCHEMAS = {
  [EVENTS.identity.userSignedUp]: userSignedUpV1Schema,
  [EVENTS.identity.userSignedIn]: userSignedInV1Schema,
} as const;
export type EventSubject = keyof typeof EVENT_SCHEMAS;
export type EventPayload<S extends EventSubject> = z.infer<(typeof EVENT_SCHEMAS)[S]>;
