// A stand-in OpenTelemetry collector for the benches, in its own process: it accepts OTLP/HTTP
// trace exports (JSON or protobuf) on /v1/traces, answers as a collector does, and counts the
// exports and their bytes (spans too, for JSON bodies). Started by bench/lib.mjs when
// BENCH_TRACING=1, so a bench measures the product with tracing on.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

if (process.argv[2] === 'serve') {
  const totals = { exports: 0, bytes: 0, spans: 0 };
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      totals.exports++;
      totals.bytes += body.length;
      if ((request.headers['content-type'] ?? '').includes('json')) {
        try {
          for (const resource of JSON.parse(body.toString('utf8')).resourceSpans ?? [])
            for (const scope of resource.scopeSpans ?? []) totals.spans += scope.spans?.length ?? 0;
        } catch {
          // Not JSON after all: counted as an export only.
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('message', (message) => {
    if (message === 'totals') process.send({ totals });
  });
  process.on('disconnect', () => process.exit(0));
}

/** Starts the sink; `endpoint` is what OTEL_EXPORTER_OTLP_ENDPOINT should be set to. */
export async function startOtlpSink() {
  const child = fork(fileURLToPath(import.meta.url), ['serve'], { stdio: 'inherit' });
  const [{ port }] = await once(child, 'message');
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async totals() {
      child.send('totals');
      const [{ totals }] = await once(child, 'message');
      return totals;
    },
    stop: () => child.kill('SIGTERM'),
  };
}
