// The webhook receiver the fault tests' admin points every webhook type at: an HTTP server on a fixed
// loopback port that verifies each request with the `standardwebhooks` package and records every
// request by its `webhook-id`. It can be stopped (connections refused) and started again on the same
// port, as a receiver that goes down for a while.
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

/** The key that names one event in each webhook type's payload. */
export const EVENT_KEY = {
  feedback: (data) => data?.feedbackId,
  signup: (data) => data?.userId,
  purchase: (data) => data?.invoiceId,
};

export async function startReceiver(secret) {
  const verifier = new Webhook(secret);
  /** webhook-id -> { type, key, requests, arrivals (times) } */
  const byWebhookId = new Map();
  const state = { requests: 0, unverified: [], stoppedAt: undefined };
  const sockets = new Set();
  let port = 0;
  let server;

  const handler = (req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      state.requests++;
      const id = String(req.headers['webhook-id'] ?? '');
      let payload;
      try {
        payload = verifier.verify(body, {
          'webhook-id': id,
          'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
          'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
        });
      } catch (error) {
        state.unverified.push(`${id || '(no webhook-id)'}: ${error.message}`);
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end('signature verification failed');
        return;
      }
      const type = payload?.type;
      const key = EVENT_KEY[type]?.(payload.data);
      // Counted once the answer is out: a request cut off by stop() was not accepted (it is retried).
      res.once('finish', () => {
        const entry = byWebhookId.get(id) ?? { type, key, requests: 0, arrivals: [] };
        entry.requests++;
        entry.arrivals.push(Date.now());
        byWebhookId.set(id, entry);
      });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  };

  const listen = () =>
    new Promise((resolve, reject) => {
      server = http.createServer(handler);
      server.keepAliveTimeout = 5000;
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = server.address().port;
        resolve();
      });
    });

  const close = () =>
    new Promise((resolve) => {
      if (!server) return resolve();
      const closing = server;
      server = undefined;
      closing.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  await listen();
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    byWebhookId,
    get requests() {
      return state.requests;
    },
    get unverified() {
      return state.unverified;
    },
    /** Distinct webhook-ids that arrived (verified) for each event key of `type`. */
    idsByKey(type) {
      const map = new Map();
      for (const [id, entry] of byWebhookId) {
        if (entry.type !== type) continue;
        const ids = map.get(entry.key) ?? [];
        ids.push(id);
        map.set(entry.key, ids);
      }
      return map;
    },
    /** Refuses connections from now on (the port stays ours to take back). */
    stop: close,
    /** Listens again on the same port. */
    start: async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          await listen();
          return;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    close,
  };
}
