import { randomUUID } from 'node:crypto';

/**
 * The voice platform (Vapi) in tests. The platform calls us, not the other way round: it posts
 * server messages to the gateway with the assistant's server secret in `x-vapi-secret`. These
 * builders make messages shaped like the real ones (Vapi's ServerMessageEndOfCallReport and
 * ServerMessageStatusUpdate: `{ message: { type, call, artifact, … } }`), so a test can play the
 * platform by posting them.
 */

/** Configuration for a gateway that uses the platform. None of these are real keys. */
export function fakeVapiEnv(): { VAPI_PUBLIC_KEY: string; VAPI_ASSISTANT_ID: string; VAPI_WEBHOOK_SECRET: string; VAPI_PRIVATE_KEY: string } {
  return {
    VAPI_PUBLIC_KEY: `pub-test-${randomUUID()}`,
    VAPI_ASSISTANT_ID: randomUUID(),
    VAPI_WEBHOOK_SECRET: `server-secret-${randomUUID()}`,
    VAPI_PRIVATE_KEY: `private-test-${randomUUID()}`,
  };
}

export const VAPI_SERVER_MESSAGES_PATH = '/api/v1/voice/server-messages';

/** The call as the browser started it: the metadata is what the gateway's start answer told it to pass. */
export interface FakeVapiCall {
  sessionId: string;
  userId: string;
  /** The platform's id of the call; one is made up when absent. */
  callId?: string;
  assistantId?: string;
  language?: string;
}

export interface FakeVapiTurn {
  role: 'assistant' | 'user';
  text: string;
}

export interface EndOfCallReportOptions {
  startedAt?: Date;
  /** How long the platform says the call lasted; it sends a float. */
  durationSeconds?: number;
  /** `customer-ended-call` by default; e.g. `pipeline-error-openai-llm-failed` for a failed call. */
  endedReason?: string;
  turns?: FakeVapiTurn[];
}

function callObject(call: FakeVapiCall, extra: Record<string, unknown> = {}) {
  const now = new Date().toISOString();
  return {
    id: call.callId ?? randomUUID(),
    orgId: randomUUID(),
    type: 'webCall',
    createdAt: now,
    updatedAt: now,
    status: 'in-progress',
    assistantId: call.assistantId ?? randomUUID(),
    assistantOverrides: {
      metadata: { sessionId: call.sessionId, userId: call.userId },
      variableValues: { language: call.language ?? 'en' },
    },
    webCallUrl: 'https://vapi.daily.co/fake-room',
    ...extra,
  };
}

function spokenMessages(turns: FakeVapiTurn[], startedAt: Date) {
  let at = startedAt.getTime() + 1000;
  return [
    { role: 'system', message: 'You are Vi, an AI emotional-support assistant.', time: startedAt.getTime(), secondsFromStart: 0 },
    ...turns.map((turn) => {
      const duration = 400 + turn.text.length * 40;
      const item = {
        role: turn.role === 'assistant' ? 'bot' : 'user',
        message: turn.text,
        time: at,
        endTime: at + duration,
        secondsFromStart: (at - startedAt.getTime()) / 1000,
        duration,
        ...(turn.role === 'assistant' ? { source: '' } : {}),
      };
      at += duration + 500;
      return item;
    }),
  ];
}

/** `end-of-call-report`: sent once the call ended and the platform finished with it. */
export function vapiEndOfCallReport(call: FakeVapiCall, options: EndOfCallReportOptions = {}) {
  const durationSeconds = options.durationSeconds ?? 42.317;
  const startedAt = options.startedAt ?? new Date(Date.now() - durationSeconds * 1000);
  const endedAt = new Date(startedAt.getTime() + durationSeconds * 1000);
  const endedReason = options.endedReason ?? 'customer-ended-call';
  const turns = options.turns ?? [
    { role: 'assistant', text: "Hi, I'm Vi. How are you feeling today?" },
    { role: 'user', text: 'A bit stressed about work, honestly.' },
  ];
  const messages = spokenMessages(turns, startedAt);
  const transcript = turns.map((t) => `${t.role === 'assistant' ? 'AI' : 'User'}: ${t.text}`).join('\n');
  return {
    message: {
      timestamp: Date.now(),
      type: 'end-of-call-report',
      analysis: { summary: 'A short supportive conversation.', successEvaluation: 'true' },
      artifact: {
        messages,
        messagesOpenAIFormatted: turns.map((t) => ({ role: t.role, content: t.text })),
        transcript,
      },
      startedAt: startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      endedReason,
      cost: 0.0731,
      costs: [{ type: 'vapi', cost: 0.0421, minutes: durationSeconds / 60 }],
      durationMs: Math.round(durationSeconds * 1000),
      durationSeconds,
      durationMinutes: durationSeconds / 60,
      summary: 'A short supportive conversation.',
      transcript,
      messages,
      call: callObject(call, { status: 'ended', endedReason }),
      assistant: { id: call.assistantId ?? randomUUID(), name: 'Vi' },
    },
  };
}

/** `status-update`: the call's status changed (`in-progress`, `ended`, …). */
export function vapiStatusUpdate(
  call: FakeVapiCall,
  status: 'scheduled' | 'queued' | 'ringing' | 'in-progress' | 'forwarding' | 'ended',
  endedReason?: string,
) {
  return {
    message: {
      timestamp: Date.now(),
      type: 'status-update',
      status,
      ...(status === 'ended' ? { endedReason: endedReason ?? 'customer-ended-call' } : {}),
      call: callObject(call, { status }),
      assistant: { id: call.assistantId ?? randomUUID(), name: 'Vi' },
    },
  };
}

/** Any other server message (`speech-update`, `conversation-update`, `hang`, …), with the call. */
export function vapiServerMessage(type: string, call: FakeVapiCall, fields: Record<string, unknown> = {}) {
  return { message: { timestamp: Date.now(), type, ...fields, call: callObject(call) } };
}

/** Posts a server message to the gateway as the platform would; `secret` goes in `x-vapi-secret` when given. */
export async function postVapiServerMessage(baseUrl: string, body: unknown, secret?: string): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Vapi-Server-Messages-Test' };
  if (secret !== undefined) headers['x-vapi-secret'] = secret;
  const response = await fetch(`${baseUrl}${VAPI_SERVER_MESSAGES_PATH}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: parsed };
}
