// The fault scenarios, run one after another against a stack of our own under light load. Loaded by
// run.mjs after the build (it imports the built libs).
import { randomBytes } from 'node:crypto';
import { availableServices, createSupervisor, formatLogLine, freePorts, GATEWAY, sleep, startServices } from '@vi/processes';
import { dropNamespace, fakeStripeEnv, grantAdmin, newWebhookSecret, signStripePayload, startFakeStripe, stripeEvent, stripeSubscription } from '@vi/testing';
import pg from 'pg';
import { formatCounts, reconcile } from './checker.mjs';
import { describe, isOk, isUnavailable, request } from './http.mjs';
import { startFaultInfrastructure } from './infra.mjs';
import { Client, Faults, Ledger, Member, PASSWORD, startLoad } from './load.mjs';
import { startReceiver } from './receiver.mjs';

/** How long a killed service may take to serve again (the supervisor's pause included). */
const RECOVERY_BOUND_MS = 30_000;
/** Requests to a stopped service's feature must fail within this. */
const FAIL_FAST_MS = 2_000;
/** After NATS is back, every service answers through the gateway within this. */
const NATS_RECOVERY_BOUND_MS = 5_000;
/** How long the receiver, webhook-dispatch and NATS stay down while the load goes on. */
const OUTAGE_MS = 4_000;
/** How long PostgreSQL stays down between `pg_ctl stop -m fast` and start. */
const PG_OUTAGE_MS = 3_000;
/** Short retries, so a receiver that was down a few seconds still gets every delivery in the run. */
const RETRY_SCHEDULE_MS = '200,500,1000,2000,3000,5000,8000,10000';

const fmt = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function until(probe, timeoutMs, message) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(message);
    await sleep(100);
  }
}

/**
 * @param {{ log: (line: string) => void, onCleanup: (fn: () => Promise<void>) => void }} options
 * @returns {Promise<{ failed: string[], lines: string[] }>}
 */
export async function runFaultSuite({ log, onCleanup }) {
  const failed = [];
  const lines = [];
  const namespace = `faults_${randomBytes(4).toString('hex')}`;
  const cleanups = [];
  const cleanup = async () => {
    while (cleanups.length) {
      try {
        await cleanups.pop()();
      } catch (error) {
        log(`cleanup: ${error.message}`);
      }
    }
  };
  onCleanup(cleanup);

  // ------------------------------------------------------------------ infrastructure and stack
  const infra = await startFaultInfrastructure({ log });
  cleanups.push(() => infra.stop());
  process.once('exit', () => infra.stopNow());
  // libs/testing's helpers (grantAdmin, dropNamespace) read these.
  Object.assign(process.env, { DATABASE_URL: infra.databaseUrl, NATS_URL: infra.natsUrl, REDIS_URL: infra.redisUrl });
  cleanups.push(() => dropNamespace(namespace));
  const skippedScenario = { nats: 'restart NATS', postgres: 'restart PostgreSQL' };
  for (const [what, reason] of Object.entries(infra.skipped)) {
    log(`SKIPPED: ${skippedScenario[what]} (${reason})`);
    lines.push(`fault ${skippedScenario[what]}: SKIPPED: ${reason}`);
  }

  const stripe = await startFakeStripe();
  cleanups.push(() => stripe.close());
  const webhookSecret = newWebhookSecret();
  const receiver = await startReceiver(webhookSecret);
  cleanups.push(() => receiver.close());

  const names = availableServices().map((service) => service.name);
  const backends = names.filter((name) => name !== GATEWAY);
  const ports = await freePorts(names);
  const baseUrl = `http://127.0.0.1:${ports[GATEWAY]}`;
  const exits = [];
  /** Services a scenario takes down on purpose; any other exit is a crash. */
  const expectedDown = new Set();
  let services;
  // As `npm start` does; the pause leaves time to see the killed service's features fail meanwhile.
  const supervisor = createSupervisor({ restart: (name) => services.startService(name), log, firstDelayMs: 2000 });
  const crashes = [];
  const started = Date.now();
  services = await startServices({
    env: {
      DATABASE_URL: infra.databaseUrl,
      NATS_URL: infra.natsUrl,
      REDIS_URL: infra.redisUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      DATABASE_POOL_SIZE: '5',
      OPENAI_API_KEY: '',
      RATE_LIMIT_SIGNIN_PER_IP: '100000',
      RATE_LIMIT_SIGNIN_FAILURES_PER_EMAIL: '1000',
      RATE_LIMIT_SIGNUP_PER_IP: '100000',
      RATE_LIMIT_SIGNUP_PER_EMAIL: '1000',
      CHAT_MESSAGES_PER_MINUTE: '1000',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback',
      WEBHOOK_RETRY_SCHEDULE_MS: RETRY_SCHEDULE_MS,
      WEBHOOK_POLL_MS: '100',
      WEBHOOK_TIMEOUT_MS: '3000',
      ...fakeStripeEnv(stripe),
    },
    namespace,
    ports,
    quiet: true,
    readyTimeoutMs: 60_000,
    onUnexpectedExit: (name, code, signal, output) => {
      exits.push({ name, at: Date.now(), code, signal });
      if (!expectedDown.has(name)) {
        crashes.push(`${name} exited without being killed (${signal ? `signal ${signal}` : `code ${code}`}):\n${output.split('\n').slice(-30).join('\n')}`);
      }
      supervisor.onExit(name, code, signal);
    },
  });
  cleanups.push(async () => {
    supervisor.stop();
    await services.stop();
  });
  log(`stack: ${names.join(', ')} under namespace ${namespace}, gateway ${baseUrl} (ready in ${fmt(Date.now() - started)})`);

  const ledger = new Ledger();
  const faults = new Faults();
  const client = new Client({ baseUrl, ledger, faults });

  // ------------------------------------------------------------------ admin, webhooks, probe members
  const admin = new Member(`admin.${namespace}@example.com`);
  const must = async (what, promise) => {
    const result = await promise;
    if (!isOk(result)) throw new Error(`setup: ${what}: ${describe(result)} ${JSON.stringify(result.body).slice(0, 300)}`);
    return result;
  };
  await must('admin sign-up', client.signUp(admin, 'Fault Admin'));
  await grantAdmin(namespace, admin.userId, 'super_admin');
  const deliveredTypes = ['feedback', 'signup', 'purchase'];
  for (const webhookType of deliveredTypes) {
    await must(
      `webhook ${webhookType}`,
      request(baseUrl, 'POST', '/api/v1/admin/webhooks', {
        token: admin.token,
        body: { webhookType, endpointUrl: receiver.url(`/hooks/${webhookType}`), secretKey: webhookSecret, enabled: true },
      }),
    );
  }
  // Events from before the webhooks existed are not owed to the receiver.
  const excludedKeys = new Set([admin.userId]);

  const probers = [];
  for (let i = 0; i < 10; i++) {
    const member = new Member(`probe.${i}.${namespace}@example.com`);
    await must('probe member sign-up', client.signUp(member, `Probe ${i}`));
    probers.push(member);
  }
  const probeSession = (await must('probe chat session', client.startChatSession(probers[0]))).body.id;
  let nextProber = 0;

  /** One request per feature, and which services it needs (besides the gateway). */
  const features = [
    { name: 'gateway health', deps: [], run: () => request(baseUrl, 'GET', '/api/v1/healthz', { timeoutMs: 5000 }) },
    {
      name: 'sign-in',
      deps: ['identity'],
      run: () => request(baseUrl, 'POST', '/api/v1/auth/sign-in', { body: { email: probers[1].email, password: PASSWORD }, timeoutMs: 10_000 }),
    },
    {
      name: 'chat session',
      deps: ['sessions-and-limits'],
      run: () => request(baseUrl, 'GET', `/api/v1/chat-sessions/${probeSession}`, { token: probers[0].token, timeoutMs: 10_000 }),
    },
    { name: 'conversation', deps: ['chat'], run: () => request(baseUrl, 'GET', '/api/v1/chat/conversation', { token: probers[0].token, timeoutMs: 10_000 }) },
    {
      name: 'feedback',
      deps: ['feedback'],
      run: async () => {
        const member = probers[nextProber++ % probers.length];
        const result = await request(baseUrl, 'POST', '/api/v1/feedback', {
          token: member.token,
          body: { sessionType: 'voice', rating: 5, category: 'positive', comment: 'probe' },
          timeoutMs: 10_000,
        });
        if (result.status === 201) ledger.feedback.add(result.body.id);
        return result;
      },
    },
    { name: 'billing plan', deps: ['billing'], run: () => request(baseUrl, 'GET', '/api/v1/billing/plan', { token: probers[0].token, timeoutMs: 10_000 }) },
    {
      name: 'admin directory',
      deps: ['identity', 'admin'],
      run: () => request(baseUrl, 'GET', '/api/v1/admin/users', { token: admin.token, timeoutMs: 10_000 }),
    },
    {
      name: 'admin webhooks',
      deps: ['identity', 'webhook-dispatch'],
      run: () => request(baseUrl, 'GET', '/api/v1/admin/webhooks', { token: admin.token, timeoutMs: 10_000 }),
    },
  ].filter((feature) => feature.deps.every((dep) => names.includes(dep)));

  /**
   * Probes each feature until it answers 2xx and answers, per feature, how long after `since` the first
   * 2xx came. A new probe starts every 250 ms without waiting for the ones still out: a request that
   * hangs (one sent while the gateway was reconnecting to NATS, say) does not hide that the service
   * answers again.
   */
  const untilServing = async (list, since, boundMs) => {
    const times = {};
    await Promise.all(
      list.map(async (feature) => {
        const attempts = [];
        const outstanding = [];
        let served;
        while (served === undefined && Date.now() - since < boundMs) {
          outstanding.push(
            feature.run().then((result) => {
              if (isOk(result)) served = Math.min(served ?? Infinity, result.endedAt - since);
              else attempts.push(`sent at +${fmt(result.startedAt - since)}: ${describe(result)}`);
            }),
          );
          await sleep(250);
        }
        await Promise.all(outstanding);
        if (served === undefined || served > boundMs) {
          throw new Error(`${feature.name} did not work again within ${fmt(boundMs)} (${attempts.slice(-4).join('; ')})`);
        }
        times[feature.name] = served;
      }),
    );
    return times;
  };

  /**
   * Every feature once, `afterMs` into an outage: each must answer 2xx (it does not need what is down)
   * or a 503-class JSON error. Answers the problems and a summary of what clients got.
   */
  const probeDuring = async (afterMs) => {
    await sleep(afterMs);
    const results = await Promise.all(features.map(async (feature) => ({ feature, result: await feature.run() })));
    const problems = results
      .filter(({ result }) => !isOk(result) && !isUnavailable(result))
      .map(({ feature, result }) => `${feature.name} during the outage: ${describe(result)} (expected a 503-class JSON error)`);
    const byStatus = new Map();
    for (const { result } of results) {
      const status = result.connectionError ? 'no connection' : String(result.status);
      const entry = byStatus.get(status) ?? { n: 0, ms: 0 };
      byStatus.set(status, { n: entry.n + 1, ms: Math.max(entry.ms, result.ms) });
    }
    const answers = [...byStatus].map(([status, { n, ms }]) => `${status} ×${n} (≤ ${fmt(ms)})`).join(', ');
    const summary = `the ${results.length} features answered ${answers} meanwhile`;
    return { problems, summary };
  };

  /** What the services logged (warnings and errors) since `since`, for a failed scenario's report. */
  const logsSince = (since) => {
    const out = [];
    for (const name of names) {
      const recent = services
        .output(name)
        .split('\n')
        .filter((line) => {
          try {
            const time = JSON.parse(line).time;
            return (typeof time === 'number' ? time : Date.parse(time)) >= since;
          } catch {
            return false;
          }
        });
      // One line per entry (the message and the error's first line), repeats counted.
      const counted = new Map();
      for (const line of recent) {
        const [head, cause] = formatLogLine(line).split('\n');
        const text = `${head.slice(9).replace(/ requestId=\S+/, '')}${cause ? ` — ${cause}` : ''}`;
        counted.set(text, (counted.get(text) ?? 0) + 1);
      }
      for (const [text, n] of [...counted].slice(-8)) out.push(`[${name}] ${text}${n > 1 ? ` (×${n})` : ''}`);
    }
    return out;
  };

  const only = process.env.VI_FAULTS_ONLY?.split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const wanted = (name) => !only || only.some((part) => name.toLowerCase().includes(part));

  /** Deliveries webhook-dispatch is sending right now (claimed, not yet recorded). */
  const claimedDeliveries = async () => {
    const db = new pg.Client({ connectionString: infra.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(
        `SELECT "id" FROM "${namespace}_webhook_dispatch"."webhook_deliveries" WHERE "status" = 'pending' AND "claimed_until" > now()`,
      );
      return rows.map((row) => row.id);
    } finally {
      await db.end();
    }
  };

  const failedAttempts = async () => {
    const db = new pg.Client({ connectionString: infra.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM "${namespace}_webhook_dispatch"."webhook_logs" WHERE NOT "success" AND NOT "test"`);
      return rows[0].n;
    } finally {
      await db.end();
    }
  };

  // ------------------------------------------------------------------ scenarios
  const load = startLoad({ client, namespace, count: 3, pauseMs: 300 });
  cleanups.push(() => load.stop());

  /** Deliveries (webhook-ids) a killed webhook-dispatch had claimed: it may have sent them before it died. */
  const resendable = new Set();

  /**
   * Runs one scenario: `body` injects the fault and returns notes for the line (recovery times);
   * then the checker reconciles and the line is printed. Throwing fails the scenario.
   */
  const scenario = async (name, body, { timeoutMs = 120_000, types = deliveredTypes } = {}) => {
    if (!wanted(name)) return;
    const began = Date.now();
    const unexpectedBefore = ledger.unexpected.length;
    const crashesBefore = crashes.length;
    const problems = [];
    let notes = '';
    try {
      let timer;
      const outcome = await Promise.race([
        body(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`the scenario did not finish within ${fmt(timeoutMs)}`)), timeoutMs);
        }),
      ]).finally(() => clearTimeout(timer));
      // A string (notes for the line), or notes and the problems found along the way.
      if (typeof outcome === 'string') notes = outcome;
      else {
        notes = outcome.notes;
        problems.push(...outcome.problems);
      }
    } catch (error) {
      problems.push(error.message);
    }
    const check = await reconcile({ databaseUrl: infra.databaseUrl, namespace, ledger, receiver, deliveredTypes: types, excludedKeys });
    problems.push(...check.lost, ...check.problems);
    // Unexpected answers to the load, grouped by request and status, with one example each.
    const grouped = new Map();
    for (const u of ledger.unexpected.slice(unexpectedBefore)) {
      const key = `${u.what}: ${u.detail.split(' after ')[0]}`;
      grouped.set(key, { n: (grouped.get(key)?.n ?? 0) + 1, example: grouped.get(key)?.example ?? u.detail });
    }
    for (const [key, { n, example }] of grouped) problems.push(`unexpected answer ×${n}: ${key} (e.g. ${example.slice(0, 200)})`);
    problems.push(...crashes.slice(crashesBefore));
    // A delivery sent again after the receiver accepted it (same webhook-id): expected only for one
    // webhook-dispatch held when it was killed, once its claim ran out (at least once); never otherwise.
    const at = (time) => new Date(time).toISOString().slice(11, 23);
    const resent = [...receiver.byWebhookId].filter(([, entry]) => entry.arrivals.length > 1 && entry.arrivals.at(-1) >= began);
    const unexplained = resent.filter(([id]) => !resendable.has(id));
    if (resent.length > unexplained.length) {
      notes = `${notes}${notes ? '; ' : ''}${resent.length - unexplained.length} deliveries held by the killed webhook-dispatch were sent again under their webhook-id`;
    }
    if (unexplained.length) {
      problems.push(
        `${unexplained.length} deliveries the receiver had accepted were sent again: ${unexplained
          .map(([id, entry]) => `${entry.type} ${id} at ${entry.arrivals.map(at).join(', ')}`)
          .join('; ')}`,
      );
    }
    // Events still on their way when the scenario ended (outbox relays, consumers, retries) made the checker wait.
    if (check.waitedMs >= 1000) notes = `${notes}${notes ? '; ' : ''}everything arrived ${fmt(check.waitedMs)} after the scenario's end`;
    const took = fmt(Date.now() - began);
    const summary = `checked ${formatCounts(check.counts)} — lost ${check.lost.length}`;
    const line = `fault ${name}: ${summary}${notes ? `; ${notes}` : ''} (${took})`;
    lines.push(problems.length ? `fault ${name}: FAILED: ${summary}${notes ? `; ${notes}` : ''}` : line);
    if (problems.length) {
      const logs = logsSince(began);
      if (logs.length) problems.push(`what the services logged meanwhile:\n      ${logs.join('\n      ')}`);
      const shown = problems.length > 16 ? [...problems.slice(0, 15), `… and ${problems.length - 16} more`, problems.at(-1)] : problems;
      failed.push(`${name}:\n    ${shown.join('\n    ')}`);
      log(`fault ${name}: FAILED (${took})\n    ${shown.join('\n    ')}`);
    } else {
      log(line);
    }
  };

  await sleep(3000);
  await scenario('baseline (no fault)', async () => '');

  // kill -9 each backend service in turn, then the gateway.
  for (const name of [...backends, GATEWAY]) {
    const killScenario = async () => {
      const pid = services.pid(name);
      const restartsBefore = supervisor.restarts()[name] ?? 0;
      expectedDown.add(name);
      const window = faults.open(`kill ${name}`, [name]);
      const killedAt = Date.now();
      try {
        process.kill(pid, 'SIGKILL');
        await until(() => exits.some((e) => e.name === name && e.at >= killedAt), 5000, `${name} (pid ${pid}) did not exit after SIGKILL`);
        if (name === 'webhook-dispatch') for (const id of await claimedDeliveries()) resendable.add(id);
        await sleep(200);
        // While it is down: its features fail fast with a 503-class JSON error; the others work.
        const results = await Promise.all(features.map(async (feature) => ({ feature, result: await feature.run() })));
        const wrong = [];
        for (const { feature, result } of results) {
          const affected = name === GATEWAY || feature.deps.includes(name);
          if (!affected && !isOk(result)) wrong.push(`${feature.name} should keep working while ${name} is down: ${describe(result)}`);
          if (affected && name === GATEWAY && !(result.connectionError && result.ms < FAIL_FAST_MS)) {
            wrong.push(`${feature.name} should fail at once with a connection error while the gateway is down: ${describe(result)}`);
          }
          if (affected && name !== GATEWAY && !(isUnavailable(result) && result.ms < FAIL_FAST_MS)) {
            wrong.push(`${feature.name} should fail within ${fmt(FAIL_FAST_MS)} with a 503-class JSON error while ${name} is down: ${describe(result)}`);
          }
        }
        const failFast = Math.max(0, ...results.filter(({ feature }) => name === GATEWAY || feature.deps.includes(name)).map(({ result }) => result.ms));
        await until(
          () => (supervisor.restarts()[name] ?? 0) > restartsBefore,
          RECOVERY_BOUND_MS,
          `the supervisor did not bring ${name} back within ${fmt(RECOVERY_BOUND_MS)}`,
        );
        const affected = features.filter((feature) => name === GATEWAY || feature.deps.includes(name));
        const times = await untilServing(affected, killedAt, RECOVERY_BOUND_MS);
        const newPid = services.pid(name);
        if (newPid === pid) wrong.push(`${name} still has pid ${pid}`);
        if (wrong.length) throw new Error(wrong.join('\n    '));
        return `its requests failed in ≤ ${failFast} ms, serving again ${fmt(Math.max(0, ...Object.values(times)))} after the kill`;
      } finally {
        faults.close(window);
        expectedDown.delete(name);
      }
    };
    await scenario(`kill -9 ${name}`, killScenario);
  }

  if (infra.nats) {
    await scenario('restart NATS', async () => {
      const pids = Object.fromEntries(names.map((name) => [name, services.pid(name)]));
      const window = faults.open('NATS restart', backends);
      try {
        await infra.nats.stop();
        const during = probeDuring(1000);
        await sleep(OUTAGE_MS);
        await infra.nats.start();
        const back = Date.now();
        const times = await untilServing(features, back, NATS_RECOVERY_BOUND_MS);
        const changed = names.filter((name) => services.pid(name) !== pids[name]);
        if (changed.length) throw new Error(`restarted meanwhile (they should have reconnected): ${changed.join(', ')}`);
        const { problems, summary } = await during;
        const slowest = Object.entries(times).sort((a, b) => b[1] - a[1])[0];
        return {
          notes: `NATS down ${fmt(OUTAGE_MS)}, ${summary}; every service answered ${fmt(slowest[1])} after NATS was back (slowest: ${slowest[0]})`,
          problems,
        };
      } finally {
        faults.close(window);
      }
    });
  }

  if (infra.postgres) {
    await scenario('restart PostgreSQL', async () => {
      const pids = Object.fromEntries(names.map((name) => [name, services.pid(name)]));
      const window = faults.open('PostgreSQL restart', backends);
      const stoppedAt = Date.now();
      let back;
      try {
        // pg_ctl restart -m fast, with the load going on while it is down.
        await infra.postgres.stopFast();
        const during = probeDuring(1000);
        await sleep(PG_OUTAGE_MS);
        await infra.postgres.start();
        back = Date.now();
        const times = await untilServing(features, back, RECOVERY_BOUND_MS);
        const changed = names.filter((name) => services.pid(name) !== pids[name]);
        if (changed.length) throw new Error(`restarted (they should have reconnected to PostgreSQL): ${changed.join(', ')}`);
        const outage = await during;
        faults.close(window);
        // Every write after the restart succeeds (the load keeps writing too, judged as usual).
        const member = new Member(`after-pg.${namespace}@example.com`);
        await must('sign-up after the restart', client.signUp(member, 'After Restart'));
        const session = await must('chat session after the restart', client.startChatSession(member));
        const message = await client.sendMessage(member, session.body.id, 'Still there?');
        if (!message.delivered) throw new Error(`a chat message after the restart was not answered: ${describe(message)}`);
        await must('ending the session after the restart', client.endChatSession(member, session.body.id));
        await must('feedback after the restart', client.submitFeedback(member, 5));
        return {
          notes: `PostgreSQL down ${fmt(back - stoppedAt)} (pg_ctl stop -m fast, start), ${outage.summary}; every feature served ${fmt(Math.max(...Object.values(times)))} after it was back, no service restarted, every later write succeeded`,
          problems: outage.problems,
        };
      } finally {
        faults.close(window);
      }
    });
  }

  await scenario('webhook receiver down', async () => {
    const before = await failedAttempts();
    await receiver.stop();
    await sleep(OUTAGE_MS);
    const during = (await failedAttempts()) - before;
    await receiver.start();
    if (during === 0) throw new Error('no delivery attempt failed while the receiver was down (did any event happen?)');
    return `receiver down ${fmt(OUTAGE_MS)}, ${during} failed attempts retried`;
  });

  await scenario('webhook-dispatch stopped', async () => {
    expectedDown.add('webhook-dispatch');
    const window = faults.open('webhook-dispatch stopped', ['webhook-dispatch']);
    const feedbackBefore = ledger.feedback.size;
    try {
      await services.stopService('webhook-dispatch');
      await sleep(OUTAGE_MS);
      const meanwhile = ledger.feedback.size - feedbackBefore;
      await services.startService('webhook-dispatch');
      if (meanwhile === 0) throw new Error('no feedback was submitted while webhook-dispatch was stopped');
      return `stopped (SIGTERM) for ${fmt(OUTAGE_MS)} while ${meanwhile} feedback came in`;
    } finally {
      faults.close(window);
      expectedDown.delete('webhook-dispatch');
    }
  });

  if (names.includes('billing')) {
    await scenario('billing down for a Stripe webhook', async () => {
      const member = new Member(`stripe.${namespace}@example.com`);
      await must('sign-up', client.signUp(member, 'Stripe Member'));
      const plan = await must('billing plan', client.call('billing plan', ['billing'], 'GET', '/api/v1/billing/plan', { token: member.token }));
      if (plan.body.checkout !== 'stripe') throw new Error(`billing is not in Stripe mode (checkout: ${plan.body.checkout})`);
      await must(
        'checkout',
        client.call('checkout', ['billing'], 'POST', '/api/v1/billing/checkout', {
          token: member.token,
          body: { priceId: plan.body.priceId, mode: 'subscription' },
        }),
      );
      const db = new pg.Client({ connectionString: infra.databaseUrl });
      await db.connect();
      let customer;
      try {
        const { rows } = await db.query(`SELECT "stripe_customer_id" FROM "${namespace}_billing"."customers" WHERE "user_id" = $1`, [member.userId]);
        customer = rows[0]?.stripe_customer_id;
      } finally {
        await db.end();
      }
      if (!customer) throw new Error('checkout made no Stripe customer');
      const subscription = stripeSubscription({ customer, userId: member.userId, priceId: plan.body.priceId });
      stripe.subscriptions.set(subscription.id, subscription);
      const invoice = {
        id: `in_${randomBytes(12).toString('hex')}`,
        object: 'invoice',
        customer,
        amount_paid: 399,
        currency: 'usd',
        status: 'paid',
        status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
        parent: { subscription_details: { metadata: { userId: member.userId }, subscription: subscription.id } },
      };
      const deliveries = [stripeEvent('customer.subscription.created', subscription), stripeEvent('invoice.paid', invoice)].map((event) => {
        const payload = JSON.stringify(event);
        return { type: event.type, payload, signature: signStripePayload(payload, stripe.webhookSecret) };
      });
      const post = (delivery) =>
        request(baseUrl, 'POST', '/api/v1/billing/stripe-webhook', {
          raw: delivery.payload,
          headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
          timeoutMs: 25_000,
        });

      expectedDown.add('billing');
      const window = faults.open('billing stopped', ['billing']);
      const wrong = [];
      try {
        await services.stopService('billing');
        for (const delivery of deliveries) {
          const result = await post(delivery);
          if (!(isUnavailable(result) && result.ms < FAIL_FAST_MS))
            wrong.push(`${delivery.type} while billing is down: ${describe(result)} (Stripe retries only on 5xx)`);
        }
        await services.startService('billing');
      } finally {
        faults.close(window);
        expectedDown.delete('billing');
      }
      for (const delivery of deliveries) {
        const first = await post(delivery);
        if (first.status !== 200 || first.body?.received !== true) wrong.push(`${delivery.type} after billing is back: ${describe(first)}`);
        const again = await post(delivery);
        if (again.status !== 200) wrong.push(`${delivery.type} delivered a second time (Stripe's retry): ${describe(again)}`);
      }
      // The subscription reaches sessions-and-limits as an event: the member is premium.
      const premium = await until(
        async () => {
          const usage = await request(baseUrl, 'GET', '/api/v1/usage', { token: member.token });
          return usage.status === 200 && usage.body.premium;
        },
        15_000,
        'the member did not become premium within 15 s of the Stripe webhook',
      ).catch((error) => wrong.push(error.message));
      if (wrong.length) throw new Error(wrong.join('\n    '));
      return `Stripe got 503 while billing was down and 200 for the same signed events after${premium === true ? '; the member is premium' : ''}`;
    });
  }

  // ------------------------------------------------------------------ the end: load stops, everything settles
  await load.stop();
  await scenario('after the load stops (every consumer caught up)', async () => {
    const { jetstreamManager } = await import('@nats-io/jetstream');
    const { connect } = await import('@nats-io/transport-node');
    const nc = await connect({ servers: infra.natsUrl, timeout: 5000 });
    try {
      const jsm = await jetstreamManager(nc);
      const stream = `${namespace.toUpperCase()}_EVENTS`;
      let lagging = [];
      let consumers = 0;
      const caughtUp = async () => {
        lagging = [];
        consumers = 0;
        for await (const consumer of jsm.consumers.list(stream)) {
          consumers++;
          if (consumer.num_pending > 0 || consumer.num_ack_pending > 0) {
            lagging.push(`${consumer.name}: ${consumer.num_pending} pending, ${consumer.num_ack_pending} unacknowledged`);
          }
        }
        return lagging.length === 0;
      };
      const began = Date.now();
      let firstLagging;
      await until(
        async () => {
          const done = await caughtUp();
          firstLagging ??= lagging.map((entry) => entry.split(':')[0]);
          return done;
        },
        45_000,
        'not every consumer caught up within 45 s',
      ).catch((error) => {
        throw new Error(`${error.message}: ${lagging.join('; ')}`);
      });
      const info = await jsm.streams.info(stream);
      const waited = firstLagging.length ? ` (after ${fmt(Date.now() - began)} for ${firstLagging.join(', ')})` : '';
      return `${info.state.messages} events in the stream, all ${consumers} durable consumers caught up${waited}`;
    } finally {
      await nc.close();
    }
  });

  log(
    `load: ${ledger.counts.requests} requests, ${ledger.counts.ok} 2xx, ${ledger.counts.unavailable} 503-class during faults, ${ledger.counts.connectionErrors} connection errors during the gateway's restart`,
  );
  await cleanup();
  return { failed, lines };
}
