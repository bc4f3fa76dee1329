import { z } from 'zod';
import { assistantModeSchema } from './chat.js';
import { errorEnvelopeSchema } from './errors.js';
import { disclosureSchema, riskSchema } from './safety.js';
import { voiceSessionSchema } from './sessions.js';

/**
 * Voice calls. A call is a voice session (sessions-and-limits) plus how the browser talks:
 * through the hosted voice platform when it is configured, else with the browser's own
 * speech recognition and synthesis over the chat assistant.
 */

/** Languages the assistant speaks (the same six the crisis phrase check knows). */
export const voiceLanguageSchema = z.enum(['en', 'es', 'fr', 'de', 'pt', 'it']);
export type VoiceLanguage = z.infer<typeof voiceLanguageSchema>;

/** The body of `POST /api/v1/voice-calls`; without a language, Accept-Language decides. */
export const startVoiceCallBodySchema = z.object({ language: voiceLanguageSchema.optional() });
export type StartVoiceCallBody = z.input<typeof startVoiceCallBodySchema>;

/**
 * What the browser passes to the platform's web-call start. Only public values: the public key
 * and assistant id are meant for browsers; the metadata comes back to us in server messages.
 */
export const voicePlatformStartSchema = z.object({
  publicKey: z.string(),
  assistantId: z.string(),
  assistantOverrides: z.object({
    metadata: z.object({ sessionId: z.uuid(), userId: z.uuid() }),
    variableValues: z.object({ language: voiceLanguageSchema }).optional(),
  }),
});
export type VoicePlatformStart = z.infer<typeof voicePlatformStartSchema>;

/** `GET /api/v1/voice-calls/mode`: how calls run here, so the page can say so before the first call. */
export const voiceModeSchema = z.object({ mode: z.enum(['platform', 'browser']) });
export type VoiceMode = z.infer<typeof voiceModeSchema>;

export const voiceCallSchema = z.object({
  session: voiceSessionSchema,
  /** `platform`: start the hosted web call with `platform`; `browser`: the browser's own speech over chat. */
  mode: z.enum(['platform', 'browser']),
  platform: voicePlatformStartSchema.optional(),
  language: voiceLanguageSchema,
  /** The AI disclosure to speak (and show) as the call starts, in the call's language. */
  disclosure: disclosureSchema.optional(),
});
export type VoiceCall = z.infer<typeof voiceCallSchema>;

/**
 * The gateway hands sessions-and-limits what the platform said about a call's end.
 * `report`: the end-of-call report (authoritative for times and duration, applied once);
 * `status`: a status update saying the call ended (ends a still-open call like the browser would).
 */
export const completeVoiceFromPlatformRequestSchema = z.object({
  userId: z.uuid(),
  sessionId: z.uuid(),
  source: z.enum(['report', 'status']),
  outcome: z.enum(['completed', 'failed']),
  endedReason: z.string().max(200).optional(),
  platformCallId: z.string().max(200).optional(),
  startedAt: z.iso.datetime().optional(),
  endedAt: z.iso.datetime().optional(),
  durationSeconds: z.number().int().min(0).optional(),
  /** A member turn of the call's transcript showed suicide or self-harm risk (no text travels further). */
  crisisFlagged: z.boolean().default(false),
});
export type CompleteVoiceFromPlatformRequest = z.input<typeof completeVoiceFromPlatformRequestSchema>;

export const completeVoiceFromPlatformResultSchema = z.object({
  session: voiceSessionSchema,
  /** False when this message changed nothing (a repeat, or a report already applied). */
  applied: z.boolean(),
});
export type CompleteVoiceFromPlatformResult = z.infer<typeof completeVoiceFromPlatformResultSchema>;

/** Asks chat's crisis phrase check about some texts (each checked on its own); nothing is stored. */
export const checkCrisisRequestSchema = z.object({
  texts: z.array(z.string().max(20_000)).max(1000),
});
export const checkCrisisResultSchema = z.object({ crisis: z.boolean() });
export type CheckCrisisResult = z.infer<typeof checkCrisisResultSchema>;

/**
 * Browser voice mode: the member's recognised words of one turn, answered by the chat assistant in
 * the call's language. The server keeps no voice text, so the browser sends the call's earlier
 * turns (newest last) for context; they are screened like the turn itself.
 */
export const voiceTurnBodySchema = z.object({
  content: z.string().max(20_000, 'Message is too long'),
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(4_000) }))
    .max(40)
    .default([]),
});
export type VoiceTurnBody = z.input<typeof voiceTurnBodySchema>;
export const voiceTurnRequestSchema = voiceTurnBodySchema.extend({
  userId: z.uuid(),
  /** The voice call (a started voice session of this member) the turn belongs to. */
  sessionId: z.uuid(),
  language: voiceLanguageSchema,
});
export type VoiceTurnRequest = z.input<typeof voiceTurnRequestSchema>;

/**
 * The reply to a turn, in order: `delta`s of the reply (the browser speaks it sentence by
 * sentence), then `done` with the whole reply, or `error`. A turn showing crisis risk gets the
 * fixed crisis reply (`crisis: true`) and the call is flagged for admins.
 */
export const voiceTurnEventSchema = z.discriminatedUnion('type', [
  /** Spoken before the reply when due (the member asked whether Vi is a person, or 3 hours passed). */
  z.object({ type: z.literal('disclosure'), disclosure: disclosureSchema }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  /** The model layer found risk after the reply started: stop speaking it; the crisis response follows. */
  z.object({ type: z.literal('retract') }),
  z.object({
    type: z.literal('done'),
    text: z.string(),
    crisis: z.boolean(),
    assistant: assistantModeSchema,
    /** The risk this turn showed (null: none): the page shows the crisis panel for it. */
    risk: riskSchema.nullable().optional(),
  }),
  z.object({ type: z.literal('error'), error: errorEnvelopeSchema }),
]);
export type VoiceTurnEvent = z.infer<typeof voiceTurnEventSchema>;

export const voiceSessionRequestSchema = z.object({ userId: z.uuid(), sessionId: z.uuid() });

/**
 * Platform voice: one final transcript turn of the member, sent by the page as it arrives
 * (`POST /api/v1/voice-calls/:id/transcript`). Nothing is stored but the anonymous referral count.
 */
export const voiceTranscriptBodySchema = z.object({
  text: z.string().max(4_000),
  /** The member's earlier turns of this call, newest last (read together with this one). */
  earlier: z.array(z.string().max(4_000)).max(12).default([]),
});
export type VoiceTranscriptBody = z.input<typeof voiceTranscriptBodySchema>;
export const voiceTranscriptRequestSchema = voiceTranscriptBodySchema.extend({
  userId: z.uuid(),
  sessionId: z.uuid(),
  language: voiceLanguageSchema,
});
export const voiceTranscriptResultSchema = z.object({
  /** The risk the call shows now (null: none): the page shows the crisis panel for it. */
  risk: riskSchema.nullable(),
  /** What Vi should say at once (the spoken crisis response, or the truthful answer to "are you a person?"); null: nothing. */
  say: z.string().nullable(),
  /** Set when the member asked whether Vi is a person: the page shows it too. */
  disclosure: disclosureSchema.nullable(),
});
export type VoiceTranscriptResult = z.infer<typeof voiceTranscriptResultSchema>;

export const voiceDisclosureRequestSchema = z.object({ userId: z.uuid(), language: voiceLanguageSchema });
export const voiceDisclosureResultSchema = z.object({ disclosure: disclosureSchema });
