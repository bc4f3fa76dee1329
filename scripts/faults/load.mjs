// Light, steady load while faults are injected: a few simulated members sign up and in, read their
// usage, start a chat session, send a message, end the session and rate it. Every 2xx is a promise the
// product made, kept in the ledger for the checker; every answer that is neither a 2xx nor what the
// fault in progress explains is recorded as unexpected.
import { describe, isOk, isUnavailable, request } from './http.mjs';

/** Every simulated member's password. */
export const PASSWORD = 'fault-tolerant-1';

/** Windows of time in which a fault makes some services unavailable. */
export class Faults {
  constructor(graceMs = 1500) {
    this.windows = [];
    this.graceMs = graceMs;
  }

  /** `down`: the services a client may find unavailable meanwhile (`gateway`: connections refused). */
  open(name, down) {
    const window = { name, down: new Set(down), from: Date.now(), to: undefined };
    this.windows.push(window);
    return window;
  }

  close(window) {
    window.to = Date.now();
  }

  /**
   * The fault that explains a failed request to `deps` between startedAt and endedAt (one that took one
   * of them away meanwhile), or undefined. It keeps the slowest failure it explained.
   */
  explains(deps, startedAt, endedAt) {
    const window = this.windows.find(
      (w) => startedAt <= (w.to ?? Infinity) + this.graceMs && endedAt >= w.from && (w.down.has('gateway') || deps.some((d) => w.down.has(d))),
    );
    if (window) window.slowestFailureMs = Math.max(window.slowestFailureMs ?? 0, endedAt - startedAt);
    return window;
  }

  explainsConnectionError(startedAt, endedAt) {
    return this.windows.find((w) => w.down.has('gateway') && startedAt <= (w.to ?? Infinity) + this.graceMs && endedAt >= w.from);
  }
}

/** What the clients were promised (2xx answers), and what they got that no fault explains. */
export class Ledger {
  constructor() {
    /** chat session id -> { ended } */
    this.sessions = new Map();
    /** ids of saved chat messages (the member's and the reply) */
    this.messages = new Set();
    this.feedback = new Set();
    /** members whose sign-up got 201 */
    this.signups = new Set();
    this.unexpected = [];
    this.counts = { requests: 0, ok: 0, unavailable: 0, connectionErrors: 0 };
  }

  count(result) {
    this.counts.requests++;
    if (isOk(result)) this.counts.ok++;
    else if (result.connectionError) this.counts.connectionErrors++;
    else if (isUnavailable(result)) this.counts.unavailable++;
  }
}

export class Member {
  constructor(email) {
    this.email = email;
    this.token = undefined;
    this.userId = undefined;
  }
}

/**
 * A client of the gateway that records promises and judges failures against the faults.
 */
export class Client {
  constructor({ baseUrl, ledger, faults }) {
    this.baseUrl = baseUrl;
    this.ledger = ledger;
    this.faults = faults;
  }

  /** Sends a request; a failure is judged (unexpected unless `accept` takes it or a fault explains it). */
  async call(what, deps, method, path, options = {}, accept = () => false) {
    const result = await request(this.baseUrl, method, path, options);
    this.ledger.count(result);
    if (isOk(result) || accept(result)) return result;
    let explained;
    if (result.connectionError) explained = this.faults.explainsConnectionError(result.startedAt, result.endedAt);
    else if (isUnavailable(result)) explained = this.faults.explains(deps, result.startedAt, result.endedAt);
    if (!explained) {
      const body = typeof result.body === 'string' ? result.body : JSON.stringify(result.body);
      this.ledger.unexpected.push({ at: result.endedAt, what: `${what} (${method} ${path})`, detail: `${describe(result)}: ${String(body).slice(0, 300)}` });
    }
    return result;
  }

  async signUp(member, name = 'Fault Test') {
    const result = await this.call('sign-up', ['identity'], 'POST', '/api/v1/auth/sign-up', {
      body: { name, email: member.email, password: PASSWORD, ageConfirmed: true },
    });
    if (result.status === 201) {
      member.token = result.body.accessToken;
      member.userId = result.body.user.id;
      this.ledger.signups.add(member.userId);
    }
    return result;
  }

  async signIn(member) {
    const result = await this.call('sign-in', ['identity'], 'POST', '/api/v1/auth/sign-in', { body: { email: member.email, password: PASSWORD } });
    if (result.status === 200) member.token = result.body.accessToken;
    return result;
  }

  usage(member) {
    return this.call('usage', ['sessions-and-limits'], 'GET', '/api/v1/usage', { token: member.token });
  }

  /** 201 with the session, or 402 when the member's free conversations are used up (not a failure). */
  async startChatSession(member) {
    const result = await this.call(
      'start chat session',
      ['sessions-and-limits'],
      'POST',
      '/api/v1/chat-sessions',
      { token: member.token },
      (r) => r.status === 402,
    );
    if (result.status === 201) this.ledger.sessions.set(result.body.id, { ended: false });
    return result;
  }

  async endChatSession(member, id) {
    const result = await this.call('end chat session', ['sessions-and-limits'], 'POST', `/api/v1/chat-sessions/${id}/end`, {
      token: member.token,
      body: { status: 'completed' },
    });
    if (result.status === 200) {
      const known = this.ledger.sessions.get(id) ?? {};
      this.ledger.sessions.set(id, { ...known, ended: true });
    }
    return result;
  }

  /** A message and its streamed reply: promised once `done` arrives (both are saved then). */
  async sendMessage(member, sessionId, content) {
    const result = await this.call('chat message', ['chat', 'sessions-and-limits'], 'POST', '/api/v1/chat/messages', {
      token: member.token,
      body: { content, sessionId },
      headers: { accept: 'text/event-stream' },
      timeoutMs: 30_000,
    });
    if (result.status !== 200 || !Array.isArray(result.body)) return result;
    const events = result.body;
    const session = events.find((e) => e.type === 'session')?.session;
    if (session?.id && !this.ledger.sessions.has(session.id)) this.ledger.sessions.set(session.id, { ended: false });
    const mine = events.find((e) => e.type === 'message')?.message;
    const done = events.find((e) => e.type === 'done');
    if (done && mine) {
      this.ledger.messages.add(mine.id);
      this.ledger.messages.add(done.message.id);
      return { ...result, delivered: true };
    }
    // The stream broke after it started: the error event says why; judge it like a status.
    const error = events.find((e) => e.type === 'error')?.error;
    const asStatus = { ...result, status: error?.code === 'UPSTREAM_UNAVAILABLE' || error?.code === 'UPSTREAM_TIMEOUT' ? 503 : 500, envelope: Boolean(error) };
    const explained = isUnavailable(asStatus) && this.faults.explains(['chat', 'sessions-and-limits'], result.startedAt, result.endedAt);
    if (!explained) {
      this.ledger.unexpected.push({
        at: result.endedAt,
        what: 'chat message (stream)',
        detail: `stream ended without done: ${JSON.stringify(events).slice(0, 400)}`,
      });
    }
    return { ...result, delivered: false };
  }

  /** 201 with the saved rating; 429 past the documented per-member limit is not a failure. */
  async submitFeedback(member, rating = 4) {
    const category = rating >= 4 ? 'positive' : rating <= 2 ? 'negative' : 'neutral';
    const result = await this.call(
      'feedback',
      ['feedback'],
      'POST',
      '/api/v1/feedback',
      { token: member.token, body: { sessionType: 'chat', rating, category, comment: `steady under faults ${rating}` } },
      (r) => r.status === 429,
    );
    if (result.status === 201) this.ledger.feedback.add(result.body.id);
    return result;
  }
}

/**
 * Runs `count` members in parallel until stop(): each loop reads usage, starts a chat session, sends a
 * message, ends the session and rates it; every few loops it signs in again. A member whose free
 * conversations are used up is replaced by a newly signed-up one.
 */
export function startLoad({ client, namespace, count = 3, pauseMs = 400 }) {
  let stopped = false;
  let serial = 0;
  const newMember = () => new Member(`load.${++serial}.${namespace}@example.com`);
  const loops = Array.from({ length: count }, async (_, index) => {
    let member = newMember();
    let round = 0;
    while (!stopped) {
      round++;
      if (!member.token) {
        await client.signUp(member, `Load member ${index}`);
        if (!member.token) {
          await pause(pauseMs);
          continue;
        }
      }
      await client.usage(member);
      const started = await client.startChatSession(member);
      if (started.status === 201) {
        await client.sendMessage(member, started.body.id, `How do I calm down before a meeting? (${round})`);
        await client.endChatSession(member, started.body.id);
      } else if (started.status === 402) {
        const next = newMember();
        await client.signUp(next, `Load member ${index}`);
        if (next.token) member = next;
      }
      await client.submitFeedback(member, 1 + (round % 5));
      if (round % 5 === 0) await client.signIn(member);
      await pause(pauseMs);
    }
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
