import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';

/** Response headers helmet sets: none of them depends on the request. */
const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * The security headers helmet sets with `options`, worked out once at start. @fastify/helmet builds
 * helmet's middleware again on every request (parsing the CSP directives each time), which the
 * gateway's profile showed as a tenth of its work on a cached read; the headers are the same for
 * every answer, so the gateway sets this object instead. Helmet's configuration stays the one place
 * they are decided: they are read from a throw-away Fastify with the plugin registered.
 */
export async function securityHeadersOf(options: Record<string, unknown>): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(fastifyHelmet as never, options as never);
    probe.get('/', async () => ({}));
    // A real request on loopback (Fastify's inject loads an ES-only module Jest cannot require).
    const address = await probe.listen({ port: 0, host: '127.0.0.1' });
    const answer = await fetch(address);
    await answer.arrayBuffer();
    const headers: Record<string, string> = {};
    for (const name of SECURITY_HEADER_NAMES) {
      const value = answer.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    return headers;
  } finally {
    await probe.close();
  }
}
