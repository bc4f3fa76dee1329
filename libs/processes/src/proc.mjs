// Small process and network helpers shared by the stack scripts (no dependencies).
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';

/** Resolves true when a TCP connection to host:port succeeds within timeoutMs. */
export function canConnect(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.removeAllListeners();
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Waits until host:port accepts TCP connections; throws after timeoutMs. */
export async function waitForPort(port, { host = '127.0.0.1', timeoutMs = 15000, what = `port ${port}`, isDead } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await canConnect(port, host, 500)) return;
    if (isDead?.()) throw new Error(`${what} exited before it accepted connections`);
    await sleep(100);
  }
  throw new Error(`${what} did not accept connections on ${host}:${port} within ${Math.round(timeoutMs / 1000)} s`);
}

/** A port that nothing listens on right now (the kernel picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Finds an executable by name on PATH, then in the usual system folders (sbin is often not on a user's PATH). */
export function findExecutable(name) {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];
  for (const dir of dirs) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Keeps the last `max` lines written to it. */
export class LineBuffer {
  constructor(max = 200) {
    this.max = max;
    this.lines = [];
  }
  push(line) {
    this.lines.push(line);
    if (this.lines.length > this.max) this.lines.splice(0, this.lines.length - this.max);
  }
  text() {
    return this.lines.join('\n');
  }
}

/** Calls onLine for every complete line of a readable stream (and the unterminated tail at its end). */
export function eachLine(stream, onLine) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    let index;
    while ((index = pending.indexOf('\n')) >= 0) {
      onLine(pending.slice(0, index).replace(/\r$/, ''));
      pending = pending.slice(index + 1);
    }
  });
  stream.on('end', () => {
    if (pending) onLine(pending);
    pending = '';
  });
}

/**
 * Sends SIGTERM to a child process (its whole process group when it was spawned detached),
 * waits up to graceMs for it to exit, then SIGKILLs it. Resolves when it has exited.
 */
export function terminate(child, { graceMs = 10000, signal = 'SIGTERM' } = {}) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => kill(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    kill(child, signal);
  });
}

function kill(child, signal) {
  try {
    // A negative pid signals the process group of a detached child.
    if (child.__viDetached) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Children are spawned detached (their own process group) so that Ctrl-C in a terminal reaches only
 * our script, which then stops them in order. This makes sure none outlives the script's normal exit.
 */
// One set and one exit listener per process, even when a test runner loads this module many times.
const TRACKED = Symbol.for('vi.scripts.trackedChildren');
const tracked =
  globalThis[TRACKED] ??
  (() => {
    const set = new Set();
    globalThis[TRACKED] = set;
    process.once('exit', () => {
      for (const child of set) {
        try {
          if (child.__viDetached) process.kill(-child.pid, 'SIGKILL');
          else child.kill('SIGKILL');
        } catch {
          // already gone
        }
      }
    });
    return set;
  })();

export function track(child, { detached = true } = {}) {
  child.__viDetached = detached;
  tracked.add(child);
  child.once('exit', () => tracked.delete(child));
  return child;
}
