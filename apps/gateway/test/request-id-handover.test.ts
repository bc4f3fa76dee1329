import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The gateway hands each request's id on explicitly (http/request-context.ts): it never enters
 * service-kit's AsyncLocalStorage request context, whose promise hooks cost it about a fifth of
 * its throughput on cached reads (docs/adr/0030-gateway-cost.md). So every NATS request a route
 * makes must be given the request's id, or the service would log it under a new one; this reads
 * the gateway's sources and finds each `.call(` / `.stream(` on an RpcClient.
 */
const SOURCE = fileURLToPath(new URL('../src', import.meta.url));
/** NATS requests made for no HTTP request (loaded in the background). */
const NOT_FOR_A_REQUEST = new Set(['auth/public-keys.store.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The text of each `.call(...)` / `.stream(...)` on an RpcClient (`this.rpc`, `rpc`), its line first. */
function rpcCalls(source: string): { line: number; text: string }[] {
  const calls: { line: number; text: string }[] = [];
  const start = /\brpc\s*\.\s*(call|stream)\s*\(/g;
  for (let match = start.exec(source); match; match = start.exec(source)) {
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < source.length; end++) {
      if (source[end] === '(') depth++;
      else if (source[end] === ')' && --depth === 0) break;
    }
    calls.push({ line: source.slice(0, match.index).split('\n').length, text: source.slice(match.index, end + 1) });
  }
  return calls;
}

describe('the gateway hands the request id on without a request context', () => {
  const files = sourceFiles(SOURCE).map((path) => ({ name: relative(SOURCE, path), source: readFileSync(path, 'utf8') }));

  it('finds the RPC calls it checks (the scan itself works)', () => {
    const found = files.flatMap((file) => rpcCalls(file.source));
    expect(found.length).toBeGreaterThan(40);
    expect(rpcCalls('this.rpc.call(RPC.x, { a: f(1) }, s, { requestId })')).toEqual([{ line: 1, text: 'rpc.call(RPC.x, { a: f(1) }, s, { requestId })' }]);
    expect(rpcCalls('a;\nconst e = this.rpc.stream(\n  RPC.y,\n  {},\n);').map((call) => call.line)).toEqual([2]);
  });

  it('gives every NATS request made for an HTTP request that request id', () => {
    const missing = files
      .filter((file) => !NOT_FOR_A_REQUEST.has(file.name))
      .flatMap((file) => rpcCalls(file.source).map((call) => ({ ...call, file: file.name })))
      .filter((call) => !/\brequestId\b/.test(call.text))
      .map((call) => `${call.file}:${call.line} ${call.text.slice(0, 80)}`);
    expect(missing).toEqual([]);
  });

  it('never enters the AsyncLocalStorage request context', () => {
    const users = files.filter((file) => /\b(runWithRequestId|currentRequestId)\b/.test(file.source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')));
    expect(users.map((file) => file.name)).toEqual([]);
  });
});
