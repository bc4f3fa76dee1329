// The admin's user directory at 100,000 members: identity, admin and the gateway as processes, the
// directory seeded with SQL (realistic names and addresses, about 20% premium), then a mix of
// searches, plan filters and pages through GET /api/v1/admin/users as an admin (target: p99 <= 30 ms).
//  1. the plans PostgreSQL picks for a few queries (EXPLAIN ANALYZE at 100k rows);
//  2. latency of the mix (each request timed) through the gateway with 1 and 4 admins asking at
//     once, and straight over the admin service's NATS subject; and the first asking of each common
//     search (its count not remembered yet: the slow case, reported apart);
//  3. throughput of the mix (autocannon, 50 connections, 10 s).
//   npm run build && node bench/admin-directory.bench.mjs
import pg from 'pg';
import { grantAdmin } from '../libs/testing/dist/index.js';
import { ensureInfrastructure, infraEnv } from '../scripts/lib/infra.mjs';
import { foldCase } from '../apps/admin/dist/directory/search-text.js';
import { RPC } from '../libs/contracts/dist/index.js';
import { connectNats, createLogger, Namespace, RpcClient } from '../libs/service-kit/dist/index.js';
import { json, run, startBenchStack } from './lib.mjs';

const MEMBERS = 100_000;
const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Amelia',
  'Oliver',
  'Ava',
  'Elijah',
  'Sophia',
  'Lucas',
  'Isabella',
  'James',
  'Mia',
  'Benjamin',
  'Charlotte',
  'Henry',
  'Harper',
  'Theodore',
  'Evelyn',
  'Jack',
  'Luna',
  'Levi',
  'Aria',
  'Alexander',
  'Ella',
  'Mohammed',
  'Aisha',
  'Wei',
  'Yuki',
  'Priya',
  'Ana',
  'Lukas',
  'Fatima',
  'Diego',
  'Zoë',
  'Élodie',
  'José',
  'Søren',
  'Chloé',
  'Mateo',
  'Björn',
  'Siobhán',
  'Nikolai',
  'Amara',
  'Kenji',
  'Ingrid',
  'Rafael',
  'Leïla',
  'Tomás',
  'Grace',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Müller',
  'Dubois',
  "O'Brien",
  'Kowalski',
  'Rossi',
  'Novák',
  'Andersson',
  'Yılmaz',
  'Tanaka',
  'Kim',
  'Okafor',
  'Ivanova',
  'Schmidt',
  'Fernández',
  'Larsen',
  'Dupont',
  'Costa',
  'Singh',
  'Chen',
  'Murphy',
];
const DOMAINS = ['example.com', 'mail.example.org', 'inbox.example.net', 'example.co.uk', 'post.example.de', 'example.fr'];
const ascii = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/ı/g, 'i')
    .replace(/'/g, '')
    .toLowerCase();

const COMMON = ['an', 'ar', 'el', 'ma', 'li', 'son', 'mar', 'lee', 'smi', 'gar', 'ez', 'ia', 'example', 'olivia', 'martin', 'ander', 'em', 'ja'];
const RARE = ['zoë', 'ÉLODIE', "o'brien", 'søren', 'yılmaz', 'olivia.smith12', 'kim4242', '%', '_', 'qq', 'tomás.murphy', 'example.fr', '\\'];
const PLANS = ['all', 'premium', 'free'];

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** One request of the mix: [kind, query string]. */
function mixQuery(totals) {
  const roll = Math.random();
  const plan = pick(PLANS);
  const lastPage = Math.max(1, Math.ceil(totals[plan] / 50));
  if (roll < 0.2) return ['no search, page 1', `plan=${plan}`];
  if (roll < 0.35) return ['no search, deep page', `plan=${plan}&page=${1 + Math.floor(Math.random() * lastPage)}&perPage=50`];
  if (roll < 0.65) return ['common substring', `search=${encodeURIComponent(pick(COMMON))}&plan=${plan}`];
  if (roll < 0.8) return ['common substring, deep page', `search=${encodeURIComponent(pick(COMMON))}&plan=${plan}&page=${2 + Math.floor(Math.random() * 40)}`];
  return ['rare substring', `search=${encodeURIComponent(pick(RARE))}&plan=${plan}&perPage=${pick([20, 50, 100])}`];
}

const stack = await startBenchStack(['identity', 'admin', 'gateway'], { RATE_LIMIT_SIGNUP_PER_IP: '100000' });
const infra = await ensureInfrastructure({ log: () => {} });
Object.assign(process.env, infraEnv(infra));
const db = new pg.Client({ connectionString: infra.databaseUrl });
await db.connect();
const schema = `"${stack.namespace}_admin"`;

try {
  // An admin, made the way `npm run admin:create` does.
  const signUp = await json(`${stack.baseUrl}/api/v1/auth/sign-up`, 'POST', {
    email: `bench.admin.${Date.now()}@example.com`,
    password: 'bench-password',
    name: 'Bench Admin',
    ageConfirmed: true,
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const token = signUp.body.accessToken;
  await grantAdmin(stack.namespace, signUp.body.user.id);
  const headers = { authorization: `Bearer ${token}` };

  // The directory sees the admin's own sign-up from the stream first, so the seeded rows join a live read model.
  for (let i = 0; ; i++) {
    const r = await json(`${stack.baseUrl}/api/v1/admin/users`, 'GET', undefined, headers);
    if (r.status === 200 && r.body.total === 1) break;
    if (i > 200) throw new Error(`the directory did not list the admin: ${r.status} ${JSON.stringify(r.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const seedStarted = performance.now();
  await db.query(
    `INSERT INTO ${schema}."members" ("user_id", "name", "email", "name_key", "email_key", "created_at", "last_sign_in_at",
       "voice_sessions_count", "chat_sessions_count", "feedback_count", "is_premium")
     SELECT gen_random_uuid(), f.name || ' ' || l.name, e.email, f.key || ' ' || l.key, e.email,
            now() - interval '1 hour' - i * interval '7 minutes', now() - (abs(hashint4(i * 17)) % 43200) * interval '1 minute',
            abs(hashint4(i * 3)) % 12, abs(hashint4(i * 5)) % 20, abs(hashint4(i * 7)) % 4, abs(hashint4(i * 11)) % 5 = 0
     FROM generate_series(1, $6::int) i
     CROSS JOIN LATERAL (SELECT 1 + abs(hashint4(i)) % cardinality($1::text[]) AS fi, 1 + abs(hashint4(i * 31)) % cardinality($3::text[]) AS li) ix
     CROSS JOIN LATERAL (SELECT ($1::text[])[ix.fi] AS name, ($2::text[])[ix.fi] AS key, ($7::text[])[ix.fi] AS ascii) f
     CROSS JOIN LATERAL (SELECT ($3::text[])[ix.li] AS name, ($4::text[])[ix.li] AS key, ($8::text[])[ix.li] AS ascii) l
     CROSS JOIN LATERAL (SELECT f.ascii || '.' || l.ascii || i || '@' || ($5::text[])[1 + i % cardinality($5::text[])] AS email) e`,
    [FIRST, FIRST.map(foldCase), LAST, LAST.map(foldCase), DOMAINS, MEMBERS, FIRST.map(ascii), LAST.map(ascii)],
  );
  // The seeded rows bypass the consumer: their totals (and a new version, so no remembered count survives) by hand.
  await db.query(
    `UPDATE ${schema}."member_totals" SET "members" = t."members", "premium_members" = t."premium", "version" = "version" + 1
     FROM (SELECT count(*) FILTER (WHERE "created_at" IS NOT NULL)::int AS "members", count(*) FILTER (WHERE "created_at" IS NOT NULL AND "is_premium")::int AS "premium" FROM ${schema}."members") t`,
  );
  await db.query(`VACUUM ANALYZE ${schema}."members"`);
  const [{ members, premium, pages, visible }] = (
    await db.query(
      `SELECT t."members", t."premium_members" AS "premium", c."relpages" AS "pages", c."relallvisible" AS "visible"
       FROM ${schema}."member_totals" t, pg_class c WHERE c."oid" = to_regclass($1)`,
      [`${schema}."members"`],
    )
  ).rows;
  console.log(
    `seeded ${MEMBERS} members in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (with VACUUM ANALYZE): ${members} listed, ${premium} premium; ${visible}/${pages} pages all-visible`,
  );
  const totals = { all: members, premium, free: members - premium };

  // 1. Plans.
  await db.query(`SET search_path = ${schema}, public`);
  const explain = async (label, sql, params) => {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${sql}`, params);
    const lines = rows.map((r) => r['QUERY PLAN']);
    const nodes = lines.filter((line) => /Scan|Sort|Limit|Aggregate|BitmapOr/.test(line)).map((line) => line.trim().replace(/^->\s*/, ''));
    const time = lines.find((line) => line.startsWith('Execution Time'));
    console.log(`  ${label}: ${nodes.join(' | ')}  (${time})`);
  };
  const searchWhere = `"created_at" IS NOT NULL AND ("name_key" LIKE $1 ESCAPE '\\' OR "email_key" LIKE $1 ESCAPE '\\')`;
  console.log('\nplans at 100k rows (EXPLAIN ANALYZE):');
  await explain('count, search "smith"', `SELECT count(*) FROM "members" WHERE ${searchWhere}`, ['%smith%']);
  await explain('count, search "olivia.smith12"', `SELECT count(*) FROM "members" WHERE ${searchWhere}`, ['%olivia.smith12%']);
  await explain('count, search "an" (2 letters: no trigram)', `SELECT count(*) FROM "members" WHERE ${searchWhere}`, ['%an%']);
  await explain(
    'page 1, search "mar", free',
    `SELECT "user_id" FROM "members" WHERE ${searchWhere} AND NOT "is_premium" ORDER BY "created_at" DESC, "user_id" DESC LIMIT 50`,
    ['%mar%'],
  );
  await explain(
    'page 1000 of everyone (read from the older end)',
    `SELECT "user_id" FROM "members" WHERE "created_at" IS NOT NULL ORDER BY "created_at" ASC, "user_id" ASC LIMIT 50 OFFSET $1`,
    [Math.max(0, members - 1000 * 50)],
  );
  await db.query('RESET search_path');

  const url = (query) => `${stack.baseUrl}/api/v1/admin/users?${query}`;
  const ask = async (query) => {
    const started = performance.now();
    const response = await fetch(url(query), { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${query}: ${response.status}`);
    return performance.now() - started;
  };

  // Warm the processes (JIT, pools); not recorded.
  for (let i = 0; i < 200; i++) await ask(mixQuery(totals)[1]);

  // 2a. Latency of the mix: through the gateway with 1 and 4 admins at once, and (to tell the
  // admin service's share from the gateway's, which asks identity about the admin on every request)
  // straight over the service's NATS subject with 4 at once.
  const line = (label, times) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `${label.padEnd(30)} ${String(sorted.length).padStart(6)} requests   p50 ${percentile(sorted, 0.5).toFixed(1).padStart(5)} ms   p99 ${percentile(sorted, 0.99).toFixed(1).padStart(5)} ms   max ${sorted.at(-1).toFixed(1).padStart(5)} ms`;
  };
  const measure = async (title, concurrency, seconds, send) => {
    const byKind = new Map();
    const all = [];
    const deadline = performance.now() + seconds * 1000;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) {
          const [kind, query] = mixQuery(totals);
          const started = performance.now();
          await send(query);
          const ms = performance.now() - started;
          all.push(ms);
          if (!byKind.has(kind)) byKind.set(kind, []);
          byKind.get(kind).push(ms);
        }
      }),
    );
    const elapsed = (performance.now() - t0) / 1000;
    console.log(`\n${title}, ${concurrency} at once for ${seconds} s:`);
    for (const [kind, times] of [...byKind.entries()].sort()) console.log(`  ${line(kind, times)}`);
    console.log(`  ${line('whole mix', all)}   ${Math.round(all.length / elapsed)} req/s`);
    return percentile(
      [...all].sort((a, b) => a - b),
      0.99,
    );
  };
  const viaGateway = 'through the gateway: GET /api/v1/admin/users as an admin';
  const singleP99 = await measure(viaGateway, 1, 10, ask);
  const mixP99 = await measure(viaGateway, 4, 15, ask);
  const nc = await connectNats(infra.natsUrl, 'admin-directory-bench');
  const rpc = new RpcClient(nc, new Namespace(stack.namespace), 10_000, createLogger('admin-directory-bench', 'silent'));
  const viaRpc = (query) => rpc.call(RPC.admin.listUsers, Object.fromEntries(new URLSearchParams(query)));
  const rpcP99 = await measure('straight to the admin service: NATS RPC admin.list-users', 4, 10, viaRpc);
  await nc.close();

  // 2b. The first asking of each common search in each plan (its count not remembered yet), one at a time.
  await db.query(`UPDATE ${schema}."member_totals" SET "version" = "version" + 1`);
  const cold = [];
  for (const search of COMMON) for (const plan of PLANS) cold.push(await ask(`search=${encodeURIComponent(search)}&plan=${plan}`));
  console.log(`\nfirst asking of a common search (counted afresh), one at a time:`);
  console.log(`  ${line(`${COMMON.length} searches x 3 plans`, cold)}`);

  // 3. Throughput of the mix.
  console.log(`\n${'benchmark'.padEnd(28)} throughput and latency (autocannon, 50 connections, 10 s)`);
  const throughput = await run('GET /api/v1/admin/users mix', {
    url: url('plan=all'),
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/api/v1/admin/users?${mixQuery(totals)[1]}` }) }],
  });

  // The issue's target is a search + filter + page query at p99 <= 30 ms: the mix one admin at a time.
  // Four admins asking at once on the same 2 cores as the load generator is the stricter reading.
  console.log(
    `\ntarget (p99 <= 30 ms for the mix through the gateway, one admin at a time): ${singleP99 <= 30 ? 'met' : 'NOT met'} (p99 ${singleP99.toFixed(1)} ms)`,
  );
  console.log(`stricter (the same, 4 admins at once): ${mixP99 <= 30 ? 'met' : 'NOT met'} (p99 ${mixP99.toFixed(1)} ms)`);
  console.log(
    JSON.stringify({
      members,
      premium,
      singleP99ms: +singleP99.toFixed(1),
      mixP99ms: +mixP99.toFixed(1),
      rpcP99ms: +rpcP99.toFixed(1),
      coldP99ms: +percentile(
        [...cold].sort((a, b) => a - b),
        0.99,
      ).toFixed(1),
      throughput,
    }),
  );
} finally {
  await db.end();
  await infra.stop();
  await stack.stop();
}
