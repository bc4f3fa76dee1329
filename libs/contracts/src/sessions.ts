import { z } from 'zod';

export const voiceSessionStatusSchema = z.enum(['started', 'completed', 'failed']);
export const chatSessionStatusSchema = z.enum(['active', 'completed', 'abandoned']);
export type VoiceSessionStatus = z.infer<typeof voiceSessionStatusSchema>;
export type ChatSessionStatus = z.infer<typeof chatSessionStatusSchema>;

// Building an Intl formatter is slow; a member sends the same zone with every request.
const knownTimeZones = new Map<string, boolean>();
function isTimeZone(tz: string): boolean {
  let known = knownTimeZones.get(tz);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      known = true;
    } catch {
      known = false;
    }
    if (knownTimeZones.size < 1000) knownTimeZones.set(tz, known);
  }
  return known;
}

/** An IANA time zone the runtime knows (the member's month starts on the 1st there). */
export const timeZoneSchema = z.string().max(64).refine(isTimeZone, 'Unknown time zone');

export const voiceSessionSchema = z.object({
  id: z.uuid(),
  status: voiceSessionStatusSchema,
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  durationSeconds: z.number().int().nullable(),
});
export type VoiceSession = z.infer<typeof voiceSessionSchema>;

export const chatSessionSchema = z.object({
  id: z.uuid(),
  status: chatSessionStatusSchema,
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  durationSeconds: z.number().int().nullable(),
  messageCount: z.number().int(),
  lastActivityAt: z.iso.datetime(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

/** Who asks; the gateway fills it from the verified access token, never from the body. */
const ownerSchema = z.object({ userId: z.uuid() });

export const startSessionRequestSchema = ownerSchema.extend({ timeZone: timeZoneSchema.optional() });
/** How a voice call runs: on the hosted platform (its end-of-call report decides the outcome) or in the browser over chat. */
export const voiceCallModeSchema = z.enum(['platform', 'browser']);
export type VoiceCallMode = z.infer<typeof voiceCallModeSchema>;
/** The gateway says how the call will run; without it the call is taken as a browser call. */
export const startVoiceSessionRequestSchema = startSessionRequestSchema.extend({ mode: voiceCallModeSchema.optional() });
/**
 * `status` is the member's word, which never gives a slot back by itself (docs/adr/0039). Only the
 * gateway sets `neverStarted`: it refused the start itself (no AI disclosure), so no call took place.
 */
export const endVoiceSessionRequestSchema = ownerSchema.extend({
  sessionId: z.uuid(),
  status: z.enum(['completed', 'failed']),
  neverStarted: z.boolean().optional(),
});
/** `pageLeft`: the page went away (closed, reloaded, navigated off), not the member's End: a message soon after reopens the session. */
export const endChatSessionRequestSchema = ownerSchema.extend({
  sessionId: z.uuid(),
  status: z.enum(['completed', 'abandoned']).default('completed'),
  pageLeft: z.boolean().optional(),
});
export const recordChatMessageRequestSchema = ownerSchema.extend({ sessionId: z.uuid(), count: z.number().int().min(1).max(2).default(1) });
/** Reads or withdraws one of the member's chat sessions (get-chat, cancel-chat). */
export const chatSessionRequestSchema = ownerSchema.extend({ sessionId: z.uuid() });
/** The answer to cancel-chat: false when the session had been used and so still counts. */
export const cancelChatResponseSchema = z.object({ cancelled: z.boolean() });
export type CancelChatResponse = z.infer<typeof cancelChatResponseSchema>;
export const usageRequestSchema = ownerSchema.extend({ timeZone: timeZoneSchema.optional() });

/** Body of the HTTP routes that end a session (the owner comes from the token). */
export const endVoiceSessionBodySchema = endVoiceSessionRequestSchema.pick({ status: true });
export const endChatSessionBodySchema = endChatSessionRequestSchema.pick({ status: true });
/** The bodies of `POST /voice-sessions/:id/end` and `POST /chat-sessions/:id/end`. */
export type EndVoiceSessionBody = z.input<typeof endVoiceSessionBodySchema>;
export type EndChatSessionBody = z.input<typeof endChatSessionBodySchema>;

const allowanceSchema = z.object({
  used: z.number().int(),
  /** null: unlimited (premium). */
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
});

export const usageSchema = z.object({
  premium: z.boolean(),
  planName: z.string(),
  month: z.object({ start: z.iso.datetime(), end: z.iso.datetime(), timeZone: z.string() }),
  /** Voice "used" counts completed calls, as members see it. */
  voice: allowanceSchema,
  chat: allowanceSchema.extend({
    totalMessages: z.number().int(),
    /** Floor of total duration / sessions, in seconds. */
    averageDurationSeconds: z.number().int(),
  }),
  /** Sessions per day of this month, for the dashboard's picture. */
  daily: z.array(z.object({ date: z.string(), voice: z.number().int(), chat: z.number().int() })),
});
export type Usage = z.infer<typeof usageSchema>;

/** Details of a LIMIT_REACHED error. */
export const limitReachedDetailsSchema = z.object({
  kind: z.enum(['voice', 'chat']),
  used: z.number().int(),
  limit: z.number().int(),
});
export type LimitReachedDetails = z.infer<typeof limitReachedDetailsSchema>;
