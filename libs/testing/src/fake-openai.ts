import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that speaks enough of the OpenAI HTTP API (chat completions, streamed or
 * not, structured-output classifications, moderations, models) for the real `openai` client to
 * run against it in tests and benchmarks: point OPENAI_BASE_URL at `baseUrl` and OPENAI_API_KEY
 * at `apiKey`.
 */

export interface FakeOpenAiOptions {
  /** Delay before the first content chunk of a stream (benchmarks subtract it). */
  firstTokenDelayMs?: number;
  /** Delay between later chunks. */
  chunkDelayMs?: number;
  /** Delay before a classification (a completion asking for `response_format: json_schema`) is answered. */
  classificationDelayMs?: number;
  /** false: the server has no moderation endpoint (404), as Ollama, vLLM and llama.cpp have none. Default true. */
  moderation?: boolean;
}

export type FakeOpenAiFailure = 'status-401' | 'status-429' | 'status-500' | 'disconnect-mid-stream' | 'hang';

/**
 * How the next classification fails: `status-400` is a server that does not support
 * `response_format` (or the schema), `bad-json` answers 200 with prose instead of the JSON.
 */
export type FakeClassificationFailure = 'status-400' | 'status-404' | 'status-500' | 'bad-json' | 'hang';

/** What a classification answers (the model risk layer's schema). */
export interface FakeClassification {
  level: 'none' | 'concern' | 'urgent' | 'imminent';
  categories: string[];
}

export interface FakeOpenAiMessage {
  role: string;
  content: string;
}

export interface FakeOpenAiRequest {
  method: string;
  path: string;
  body: any;
  headers: Record<string, string | string[] | undefined>;
  /** When the request arrived (performance.now() of the server's thread). */
  receivedAt: number;
  /** When the first piece of reply text was written: the provider's own time to first token is the difference. */
  firstTokenAt?: number;
  /** A streamed completion whose client went away before its end (the request was cancelled). */
  cancelled?: boolean;
}

export interface FakeOpenAi {
  /** e.g. http://127.0.0.1:PORT/v1: what OPENAI_BASE_URL is set to. */
  baseUrl: string;
  /** The only key accepted; any other gets 401. */
  apiKey: string;
  /**
   * Everything received, in order, except classifications (see `classifications`): a test that
   * looks for the model's reply request finds it whether or not a risk classification was asked
   * beside it.
   */
  requests: FakeOpenAiRequest[];
  /** The chat completions that asked for `response_format: { type: 'json_schema' }`, in order. */
  classifications: FakeOpenAiRequest[];
  /** What the next completions answer; default "I hear you. " + the last user message. */
  setReply(reply: (messages: FakeOpenAiMessage[]) => string): void;
  /** The next `times` chat completions fail this way (default once). */
  failNext(kind: FakeOpenAiFailure, times?: number): void;
  /**
   * Which moderation inputs are flagged: `true` flags `self-harm` and `self-harm/intent`; a list
   * flags exactly those categories (e.g. `['violence', 'harassment/threatening']`). Default none.
   */
  setModeration(flagged: (input: string) => boolean | string[]): void;
  /**
   * What classifications answer, from the text of the request's last user message (where the
   * risk layer puts the conversation excerpt, newest last); default `{ level: 'none', categories: [] }`.
   * `delayMs` replaces the `classificationDelayMs` option.
   */
  setClassification(classify: (lastUserText: string, messages: FakeOpenAiMessage[]) => FakeClassification, options?: { delayMs?: number }): void;
  /** The next `times` classifications fail this way (default once); ordinary completions are not affected. */
  failClassificationNext(kind: FakeClassificationFailure, times?: number): void;
  /** Resolves with the next chat completions request (not a classification) as soon as it has arrived (before anything is answered). */
  nextCompletion(): Promise<FakeOpenAiRequest>;
  /**
   * The next streamed completion writes its first piece of text, then holds the rest until
   * `release()`: a test can prove the first piece travels on without waiting for more.
   */
  holdAfterFirstChunk(): { release(): void };
  /**
   * The next classification is answered only after `release()` (and its delay): a test can let
   * the reply start streaming before the model layer's verdict arrives, whatever the machine's speed.
   */
  holdClassification(): { release(): void };
  close(): Promise<void>;
}

export const FAKE_OPENAI_API_KEY = 'sk-test-fake';
const DEFAULT_MODEL = 'gpt-4o-mini';

const defaultReply = (messages: FakeOpenAiMessage[]) => {
  const lastUser = messages
    .filter((m) => m.role === 'user')
    .at(-1)
    ?.content.trim();
  return lastUser ? `I hear you. ${lastUser}` : 'I hear you.';
};

const NO_RISK: FakeClassification = { level: 'none', categories: [] };

const ERRORS: Record<400 | 401 | 404 | 429 | 500, { message: string; type: string; code: string | null }> = {
  400: { message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.", type: 'invalid_request_error', code: null },
  401: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
  404: { message: 'Unknown request URL.', type: 'invalid_request_error', code: 'unknown_url' },
  429: { message: 'Rate limit reached for requests.', type: 'requests', code: 'rate_limit_exceeded' },
  500: { message: 'The server had an error while processing your request.', type: 'server_error', code: null },
};

const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/instructions',
  'self-harm/intent',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Content may be a string or an array of parts (`{ type: 'text', text }`). */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => (part && typeof part.text === 'string' ? part.text : '')).join('');
  return '';
}

/** A few words per chunk, keeping the spaces, so joining the chunks gives the reply back exactly. */
function chunksOf(text: string, wordsPerChunk = 3): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

const roughTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(payload),
    'x-request-id': `req_${randomUUID().replaceAll('-', '')}`,
    ...headers,
  });
  res.end(payload);
}

function sendError(res: ServerResponse, status: 400 | 401 | 404 | 429 | 500, headers: Record<string, string> = {}) {
  sendJson(res, status, { error: { ...ERRORS[status], param: null } }, headers);
}

async function readJson(req: IncomingMessage): Promise<any> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  const raw = Buffer.concat(parts).toString('utf8');
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const firstTokenDelayMs = options.firstTokenDelayMs ?? 0;
  const chunkDelayMs = options.chunkDelayMs ?? 0;
  const requests: FakeOpenAiRequest[] = [];
  const failures: FakeOpenAiFailure[] = [];
  let reply = defaultReply;
  let flagged: (input: string) => boolean | string[] = () => false;
  let classify: (lastUserText: string, messages: FakeOpenAiMessage[]) => FakeClassification = () => NO_RISK;
  let classificationDelayMs = options.classificationDelayMs ?? 0;
  const classificationFailures: FakeClassificationFailure[] = [];
  const classifications: FakeOpenAiRequest[] = [];
  const completionWaiters: ((request: FakeOpenAiRequest) => void)[] = [];
  const holds: Promise<void>[] = [];
  const classificationHolds: Promise<void>[] = [];

  async function streamCompletion(res: ServerResponse, model: string, text: string, body: any, failure?: FakeOpenAiFailure, request?: FakeOpenAiRequest) {
    const id = `chatcmpl-${randomUUID().replaceAll('-', '')}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: object, finish: string | null = null) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      system_fingerprint: null,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    });
    // The client aborts by closing the socket; stop writing once it is gone.
    const gone = () => res.destroyed || res.writableEnded;
    const send = (data: unknown) =>
      new Promise<void>((resolve) => {
        if (gone()) return resolve();
        res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`, () => resolve());
      });
    // Once what was sent has left, so the client really receives the first chunks.
    const disconnect = async () => {
      await sleep(10);
      res.socket?.destroy();
    };

    const hold = holds.shift();
    res.on('close', () => {
      if (request && !res.writableEnded) request.cancelled = true;
    });
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-request-id': `req_${randomUUID().replaceAll('-', '')}`,
    });
    await send(chunk({ role: 'assistant', content: '', refusal: null }));

    const pieces = chunksOf(text);
    // A broken connection after a couple of chunks: content arrived, the end never does.
    const disconnectAfter = failure === 'disconnect-mid-stream' ? Math.min(2, pieces.length) : -1;
    for (const [i, piece] of pieces.entries()) {
      const wait = i === 0 ? firstTokenDelayMs : chunkDelayMs;
      if (wait > 0) await sleep(wait);
      if (gone()) return;
      await send(chunk({ content: piece }));
      if (i === 0 && request) request.firstTokenAt = performance.now();
      if (i === 0 && hold) await hold;
      if (i + 1 === disconnectAfter) return disconnect();
    }
    if (disconnectAfter === 0) return disconnect();
    await send(chunk({}, 'stop'));
    if (body?.stream_options?.include_usage) {
      const prompt = roughTokens(JSON.stringify(body.messages ?? []));
      const completion = roughTokens(text);
      await send({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        system_fingerprint: null,
        choices: [],
        usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
      });
    }
    await send('[DONE]');
    res.end();
  }

  async function chatCompletion(res: ServerResponse, body: any, request?: FakeOpenAiRequest) {
    const failure = failures.shift();
    if (failure === 'hang') return; // Never answered: the client's timeout is what is under test.
    if (failure === 'status-401') return sendError(res, 401);
    if (failure === 'status-429') return sendError(res, 429, { 'retry-after': '1' });
    if (failure === 'status-500') return sendError(res, 500);

    const model = typeof body?.model === 'string' ? body.model : DEFAULT_MODEL;
    const messages: FakeOpenAiMessage[] = (Array.isArray(body?.messages) ? body.messages : []).map((m: any) => ({
      role: String(m?.role ?? ''),
      content: textOf(m?.content),
    }));
    const text = reply(messages);

    if (body?.stream) return streamCompletion(res, model, text, body, failure, request);
    if (failure === 'disconnect-mid-stream') {
      res.socket?.destroy();
      return;
    }
    const prompt = roughTokens(JSON.stringify(messages));
    const completion = roughTokens(text);
    sendJson(res, 200, {
      id: `chatcmpl-${randomUUID().replaceAll('-', '')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      system_fingerprint: null,
      choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
    });
  }

  const messagesOf = (body: any): FakeOpenAiMessage[] =>
    (Array.isArray(body?.messages) ? body.messages : []).map((m: any) => ({ role: String(m?.role ?? ''), content: textOf(m?.content) }));

  /** A completion asking for structured output: the classification a test set, as the message's JSON content. */
  async function classification(res: ServerResponse, body: any) {
    const failure = classificationFailures.shift();
    if (failure === 'hang') return;
    const hold = classificationHolds.shift();
    if (hold) await hold;
    // Unref'd: a slow classification still on its way never holds the process open once the test is over.
    if (classificationDelayMs > 0) await new Promise<void>((resolve) => setTimeout(resolve, classificationDelayMs).unref());
    if (res.destroyed || res.socket?.destroyed !== false) return; // The client gave up (its timeout, or the reply no longer needs the verdict).
    if (failure === 'status-400') return sendError(res, 400);
    if (failure === 'status-404') return sendError(res, 404);
    if (failure === 'status-500') return sendError(res, 500);
    const messages = messagesOf(body);
    const lastUser = messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
    const content = failure === 'bad-json' ? 'The member seems to be doing fine.' : JSON.stringify(classify(lastUser, messages));
    const model = typeof body?.model === 'string' ? body.model : DEFAULT_MODEL;
    const prompt = roughTokens(JSON.stringify(messages));
    const completion = roughTokens(content);
    sendJson(res, 200, {
      id: `chatcmpl-${randomUUID().replaceAll('-', '')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      system_fingerprint: null,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
    });
  }

  function moderation(res: ServerResponse, body: any) {
    const raw = body?.input;
    const inputs: string[] = (Array.isArray(raw) ? raw : [raw]).map((item: any) => (typeof item === 'string' ? item : textOf([item])));
    const results = inputs.map((input) => {
      const verdict = flagged(input);
      const named = Array.isArray(verdict) ? new Set(verdict) : undefined;
      const hit = named ? named.size > 0 : verdict === true;
      const flags = (name: string) => (named ? named.has(name) : hit && name.startsWith('self-harm') && name !== 'self-harm/instructions');
      return {
        flagged: hit,
        categories: Object.fromEntries(MODERATION_CATEGORIES.map((name) => [name, flags(name)])),
        category_scores: Object.fromEntries(MODERATION_CATEGORIES.map((name) => [name, flags(name) ? 0.92 : 0.0001])),
        category_applied_input_types: Object.fromEntries(MODERATION_CATEGORIES.map((name) => [name, ['text']])),
      };
    });
    sendJson(res, 200, {
      id: `modr-${randomUUID().replaceAll('-', '')}`,
      model: typeof body?.model === 'string' ? body.model : 'omni-moderation-latest',
      results,
    });
  }

  const server = createServer(async (req, res) => {
    try {
      const receivedAt = performance.now();
      const path = (req.url ?? '/').split('?')[0];
      const body = req.method === 'POST' ? await readJson(req) : undefined;
      const request: FakeOpenAiRequest = { method: req.method ?? 'GET', path, body, headers: { ...req.headers }, receivedAt };
      const completions = req.method === 'POST' && path === '/v1/chat/completions';
      const classifying = completions && body?.response_format?.type === 'json_schema';
      if (classifying) classifications.push(request);
      else requests.push(request);
      if (completions && !classifying) completionWaiters.shift()?.(request);

      if (req.headers.authorization !== `Bearer ${FAKE_OPENAI_API_KEY}`) return sendError(res, 401);
      if (classifying) return await classification(res, body);
      if (completions) return await chatCompletion(res, body, request);
      if (req.method === 'POST' && path === '/v1/moderations') return options.moderation === false ? sendError(res, 404) : moderation(res, body);
      if (req.method === 'GET' && path === '/v1/models') {
        return sendJson(res, 200, {
          object: 'list',
          data: [{ id: DEFAULT_MODEL, object: 'model', created: 1_700_000_000, owned_by: 'fake-openai' }],
        });
      }
      sendError(res, 404);
    } catch {
      if (!res.headersSent) sendError(res, 500);
      else res.destroy();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey: FAKE_OPENAI_API_KEY,
    requests,
    classifications,
    setReply(next) {
      reply = next;
    },
    failNext(kind, times = 1) {
      for (let i = 0; i < times; i++) failures.push(kind);
    },
    setModeration(predicate) {
      flagged = predicate;
    },
    setClassification(next, settings) {
      classify = next;
      if (settings?.delayMs !== undefined) classificationDelayMs = settings.delayMs;
    },
    failClassificationNext(kind, times = 1) {
      for (let i = 0; i < times; i++) classificationFailures.push(kind);
    },
    nextCompletion() {
      return new Promise<FakeOpenAiRequest>((resolve) => completionWaiters.push(resolve));
    },
    holdAfterFirstChunk: () => holdOn(holds),
    holdClassification: () => holdOn(classificationHolds),
    close() {
      // Hanging requests and keep-alive sockets would otherwise hold the server open.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

/** Queues a hold for the next request of its kind to wait on, and hands back its release. */
function holdOn(queue: Promise<void>[]): { release(): void } {
  let release!: () => void;
  queue.push(new Promise<void>((resolve) => (release = resolve)));
  return { release };
}

/** The environment that points the chat service at `fake` (model `test-model`), with `extra` over it. */
export function fakeOpenAiEnv(fake: Pick<FakeOpenAi, 'apiKey' | 'baseUrl'>, extra: Record<string, string> = {}): Record<string, string> {
  return { OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'test-model', ...extra };
}
