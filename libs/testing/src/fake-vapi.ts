import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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

/** One request the fake platform API received. */
export interface FakeVapiApiRequest {
  method: string;
  /** The path without the query string, e.g. `/assistant/<id>`. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

export interface FakeVapiApi {
  /** What VAPI_BASE_URL is set to, e.g. http://127.0.0.1:PORT. */
  baseUrl: string;
  /** The only private key accepted (as `Authorization: Bearer <key>`); any other gets 401. */
  privateKey: string;
  /** Everything received, in order. */
  requests: FakeVapiApiRequest[];
  /** The assistants as the platform keeps them, oldest first. */
  assistants: Array<Record<string, any>>;
  close(): Promise<void>;
}

/**
 * The voice platform's REST API (Vapi), as much of it as provisioning uses: `POST /assistant`
 * (create), `GET /assistant` (list, newest first, `limit`), `GET /assistant/:id` and
 * `PATCH /assistant/:id` (update: the given fields replace the stored ones). Answers shaped like the
 * platform's (`id`, `orgId`, `createdAt`, `updatedAt` beside the assistant's fields; errors as
 * `{ message, error, statusCode }`), so the real `@vapi-ai/server-sdk` runs against it.
 */
export async function startFakeVapiApi(options: { privateKey?: string } = {}): Promise<FakeVapiApi> {
  const privateKey = options.privateKey ?? `private-test-${randomUUID()}`;
  const orgId = randomUUID();
  const requests: FakeVapiApiRequest[] = [];
  const assistants: Array<Record<string, any>> = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: number, message: string) =>
    send(res, status, { message, error: status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Bad Request', statusCode: status });

  async function readJson(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? JSON.parse(text) : undefined;
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-vapi');
    let body: any;
    try {
      body = await readJson(req);
    } catch {
      return fail(res, 400, 'Body is not JSON');
    }
    requests.push({ method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body });
    if (req.headers.authorization !== `Bearer ${privateKey}`) {
      return fail(res, 401, 'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.');
    }
    const now = new Date().toISOString();
    const [, resource, id, extra] = url.pathname.split('/');
    if (resource !== 'assistant' || extra !== undefined) return fail(res, 404, `Cannot ${req.method} ${url.pathname}`);

    if (id === undefined || id === '') {
      if (req.method === 'POST') {
        if (typeof body !== 'object' || body === null) return fail(res, 400, 'Body must be an object');
        const assistant = { ...body, id: randomUUID(), orgId, createdAt: now, updatedAt: now };
        assistants.push(assistant);
        return send(res, 201, assistant);
      }
      if (req.method === 'GET') {
        const limit = Number(url.searchParams.get('limit') ?? 100);
        return send(res, 200, [...assistants].reverse().slice(0, limit));
      }
      return fail(res, 404, `Cannot ${req.method} ${url.pathname}`);
    }
    const assistant = assistants.find((a) => a.id === id);
    if (!assistant) return fail(res, 404, "Couldn't Find Assistant.");
    if (req.method === 'GET') return send(res, 200, assistant);
    if (req.method === 'PATCH') {
      if (typeof body !== 'object' || body === null) return fail(res, 400, 'Body must be an object');
      Object.assign(assistant, body, { id: assistant.id, orgId, createdAt: assistant.createdAt, updatedAt: now });
      return send(res, 200, assistant);
    }
    return fail(res, 404, `Cannot ${req.method} ${url.pathname}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    privateKey,
    requests,
    assistants,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

/**
 * A `transcript` message as the platform's web SDK hands it to the page during a call (`message`
 * event; Vapi's ClientMessageTranscript: `type`, `role`, `transcriptType` partial or final,
 * `transcript`). The member's final turns are what the page sends to the risk check.
 */
export function vapiClientTranscript(role: 'user' | 'assistant', transcript: string, transcriptType: 'partial' | 'final' = 'final') {
  return { type: 'transcript', timestamp: Date.now(), role, transcriptType, transcript };
}
