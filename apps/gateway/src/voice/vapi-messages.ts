import { z } from 'zod';

/**
 * The part of the voice platform's (Vapi's) server messages we read. Checked against Vapi's API
 * reference (ServerMessageEndOfCallReport, ServerMessageStatusUpdate, Artifact, Call in the
 * generated server SDKs): every message is `{ message: { type, call, … } }`; the end-of-call
 * report carries `endedReason`, `startedAt`, `endedAt`, `artifact.messages` / `artifact.transcript`
 * and, in the payloads Vapi sends, `durationSeconds` (a float); a status update carries `status`
 * and, when it is `ended`, `endedReason`. Everything else is let through untouched.
 */

const metadataSchema = z.looseObject({ sessionId: z.uuid(), userId: z.uuid() });
const withMetadata = z.looseObject({ metadata: z.unknown().optional() });

const callSchema = z.looseObject({
  id: z.string().max(200).optional(),
  metadata: z.unknown().optional(),
  assistantOverrides: withMetadata.optional(),
  endedReason: z.string().max(200).optional(),
  startedAt: z.string().optional(),
  endedAt: z.string().optional(),
});

const turnSchema = z.looseObject({ role: z.string(), message: z.string().optional() });
const artifactSchema = z.looseObject({
  messages: z.array(z.unknown()).optional(),
  transcript: z.string().optional(),
});

export const serverMessageEnvelopeSchema = z.looseObject({
  message: z.looseObject({
    type: z.string(),
    call: callSchema.optional(),
    assistant: withMetadata.optional(),
    status: z.string().optional(),
    endedReason: z.string().max(200).optional(),
    startedAt: z.string().optional(),
    endedAt: z.string().optional(),
    durationSeconds: z.number().nonnegative().optional(),
    artifact: artifactSchema.optional(),
    /** Older report payloads put the spoken messages at the top level too. */
    messages: z.array(z.unknown()).optional(),
    transcript: z.string().optional(),
  }),
});
export type ServerMessage = z.infer<typeof serverMessageEnvelopeSchema>['message'];

/** Whose call this is: the metadata we gave the browser to pass to the platform when the call started. */
export function callOwnerOf(message: ServerMessage): { sessionId: string; userId: string } | undefined {
  for (const candidate of [message.call?.assistantOverrides?.metadata, message.call?.metadata, message.assistant?.metadata]) {
    const parsed = metadataSchema.safeParse(candidate);
    if (parsed.success) return { sessionId: parsed.data.sessionId, userId: parsed.data.userId };
  }
  return undefined;
}

/**
 * End reasons that mean the call did not work (the platform's or a provider's fault, the
 * assistant could not start, the microphone was refused): such a call gives its allowance slot
 * back. The member or the assistant hanging up, silence and the maximum duration are ordinary ends.
 */
const FAILURE_REASON = /error|fault|failed|-not-found|not-invalid|not-provided|microphone-permission|join-timed-out|worker-shutdown/;

export function outcomeOf(endedReason: string | undefined): 'completed' | 'failed' {
  return endedReason && FAILURE_REASON.test(endedReason) ? 'failed' : 'completed';
}

const isoOrUndefined = (value: string | undefined) => {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

/** The platform's own times of the call; dropped when they make no sense (an end before the start). */
export function timesOf(message: ServerMessage): { startedAt?: string; endedAt?: string; durationSeconds?: number } {
  const startedAt = isoOrUndefined(message.startedAt ?? message.call?.startedAt);
  const endedAt = isoOrUndefined(message.endedAt ?? message.call?.endedAt);
  if (startedAt && endedAt && endedAt < startedAt) return {};
  const durationSeconds = message.durationSeconds === undefined ? undefined : Math.round(message.durationSeconds);
  return { startedAt, endedAt, durationSeconds };
}

/** What the member said during the call, turn by turn (the assistant's turns are not checked). */
export function memberTurnsOf(message: ServerMessage): string[] {
  const spoken = message.artifact?.messages ?? message.messages;
  if (spoken) {
    return spoken.flatMap((item) => {
      const turn = turnSchema.safeParse(item);
      return turn.success && turn.data.role === 'user' && turn.data.message ? [turn.data.message] : [];
    });
  }
  // The plain transcript has one "User: …" / "AI: …" line per turn.
  const transcript = message.artifact?.transcript ?? message.transcript ?? '';
  return transcript
    .split('\n')
    .filter((line) => /^user:/i.test(line))
    .map((line) => line.slice(line.indexOf(':') + 1).trim())
    .filter(Boolean);
}
