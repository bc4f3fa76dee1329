// The benchmark's webhook receiver: verifies every request with the standardwebhooks package and
// records when each delivery (by the feedback id it carries) first arrived.
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

export async function startWebhooksReceiver(secret) {
  const verifier = new Webhook(secret);
  const arrivals = new Map();
  const state = { requests: 0, unverified: 0 };
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const at = performance.now();
      const body = Buffer.concat(chunks).toString('utf8');
      state.requests++;
      try {
        const payload = verifier.verify(body, req.headers);
        if (!arrivals.has(payload.data.feedbackId)) arrivals.set(payload.data.feedbackId, { at, id: req.headers['webhook-id'] });
      } catch {
        state.unverified++;
      }
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    arrivals,
    get requests() {
      return state.requests;
    },
    get unverified() {
      return state.unverified;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
