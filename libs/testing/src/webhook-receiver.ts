import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One POST the receiver got, checked with the `standardwebhooks` library as a real receiver would. */
export interface ReceivedWebhook {
  /** The `webhook-id` header (the same on every attempt of one delivery). */
  id: string;
  timestamp: string;
  signature: string | undefined;
  contentType: string | undefined;
  body: string;
  /** The parsed body (`{ type, timestamp, data }`). */
  json: any;
  /** Whether `standardwebhooks` verified the signature (false too when the receiver has no secret). */
  verified: boolean;
  verifyError?: string;
  /** `Date.now()` when it arrived. */
  receivedAt: number;
  /** The receiver's 1-based count of requests, across ids. */
  n: number;
  path: string;
}

/** How the receiver answers one request: a status (and body), or never (`hang`). */
export type ReceiverAnswer = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

export interface WebhookReceiverOptions {
  /** `whsec_…`: every request is verified with it. */
  secret?: string;
  /** Decides each answer (default 200 `ok`); `attempts` counts the requests with this webhook-id so far, this one included. */
  answer?: (delivery: ReceivedWebhook, attempts: number) => ReceiverAnswer;
}

export interface WebhookReceiver {
  url: string;
  /** Everything received, in order of arrival. */
  received: ReceivedWebhook[];
  /** Requests per webhook-id. */
  attemptsOf(id: string): ReceivedWebhook[];
  /** Distinct webhook-ids that were answered 2xx (what a deduping receiver processed). */
  accepted(): Map<string, ReceivedWebhook>;
  setAnswer(answer: WebhookReceiverOptions['answer']): void;
  close(): Promise<void>;
}

/**
 * A local HTTP endpoint that receives webhooks like a careful receiver: verifies each with the
 * `standardwebhooks` package, and dedupes on `webhook-id` (see `accepted`).
 */
export async function startWebhookReceiver(options: WebhookReceiverOptions = {}): Promise<WebhookReceiver> {
  const verifier = options.secret ? new Webhook(options.secret) : undefined;
  let answer: NonNullable<WebhookReceiverOptions['answer']> = options.answer ?? (() => ({ status: 200, body: 'ok' }));
  const received: ReceivedWebhook[] = [];
  const byId = new Map<string, ReceivedWebhook[]>();
  const accepted = new Map<string, ReceivedWebhook>();
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined);
      const delivery: ReceivedWebhook = {
        id: header('webhook-id') ?? '',
        timestamp: header('webhook-timestamp') ?? '',
        signature: header('webhook-signature'),
        contentType: header('content-type'),
        body,
        json: undefined,
        verified: false,
        receivedAt: Date.now(),
        n: received.length + 1,
        path: req.url ?? '/',
      };
      try {
        delivery.json = JSON.parse(body);
      } catch {
        /* kept as text */
      }
      if (verifier) {
        try {
          verifier.verify(body, { 'webhook-id': delivery.id, 'webhook-timestamp': delivery.timestamp, 'webhook-signature': delivery.signature ?? '' });
          delivery.verified = true;
        } catch (error) {
          delivery.verifyError = (error as Error).message;
        }
      }
      received.push(delivery);
      const attempts = [...(byId.get(delivery.id) ?? []), delivery];
      byId.set(delivery.id, attempts);
      const reply = answer(delivery, attempts.length);
      if (reply === 'hang') return;
      if (reply.status >= 200 && reply.status < 300 && !accepted.has(delivery.id)) accepted.set(delivery.id, delivery);
      res.writeHead(reply.status, { 'content-type': 'text/plain', ...reply.headers });
      res.end(reply.body ?? '');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    attemptsOf: (id) => byId.get(id) ?? [],
    accepted: () => accepted,
    setAnswer: (next) => {
      answer = next ?? (() => ({ status: 200, body: 'ok' }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A fresh Standard Webhooks secret (`whsec_` and the base64 of 32 random bytes). */
export function newWebhookSecret(): string {
  return `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64')}`;
}
