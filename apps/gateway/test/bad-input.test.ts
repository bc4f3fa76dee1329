import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import {
  type FakeStripe,
  fakeStripeEnv,
  grantAdmin,
  signStripePayload,
  startFakeStripe,
  startWebhookReceiver,
  stripeEvent,
  stripeSubscription,
  type WebhookReceiver,
} from '@vi/testing';
import { ADMIN_BACKENDS, type Answer, answerProblems, headerValue, percentEncode, rawExchange, securityHeaderProblems, send } from './hostile-http.js';
import { ApiClient, type InProcessStack, type Member, signUpMember, startInProcessStack, uniqueEmail } from './in-process-stack.js';

/*
 * Bad input, property-based (fast-check), over every public route of the gateway: bodies, query
 * strings, path parameters and headers made of unicode (astral, combining, RTL marks), NUL and other
 * control characters, lone surrogates (as JSON.stringify writes them, `\ud800`, and as raw bytes),
 * deep nesting, huge and odd numbers, wrong types, `__proto__` / `constructor` / `prototype` keys,
 * very long strings, malformed JSON and the wrong content types. Every answer must be sane (see
 * answerProblems: no 5xx, a 4xx in the one JSON error shape, the security headers); after each
 * route the gateway and every service still answer their health check, and nothing reached
 * Object.prototype of this process, where the gateway runs.
 *
 * The gateway runs in this process in front of every service started from its build
 * (`npx tsc -b apps/identity apps/sessions-and-limits apps/chat apps/billing apps/feedback
 * apps/webhook-dispatch apps/admin` first), on the real PostgreSQL, NATS and Redis.
 *
 * Budget: BAD_INPUT_RUNS inputs per route (default 200). A failure prints fast-check's seed and
 * path; replay it with BAD_INPUT_SEED=<seed> BAD_INPUT_PATH=<path> and `-t '<route>'`.
 */

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 200);
const REPLAY = process.env.BAD_INPUT_SEED ? { seed: Number(process.env.BAD_INPUT_SEED), path: process.env.BAD_INPUT_PATH } : {};
const VAPI_SECRET = 'bad-input-vapi-server-secret';
/** Put inside every `__proto__` / `constructor` / `prototype` object we send: it must never come back or land anywhere. */
const MARK = 'vi-polluted';
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];
const PROTOTYPE_BEFORE = Object.getOwnPropertyNames(Object.prototype).sort().join();

// ---------------------------------------------------------------------------------------------
// JSON as a tree, so that what JSON.stringify cannot write can be sent: raw number tokens (1e400,
// 2^200, -0), duplicate keys and `__proto__` as an own key.

type J = { t: 'o'; e: [string, J][] } | { t: 'a'; i: J[] } | { t: 's'; v: string } | { t: 'r'; v: string };

function toText(j: J): string {
  switch (j.t) {
    case 's':
      return JSON.stringify(j.v);
    case 'r':
      return j.v;
    case 'a':
      return `[${j.i.map(toText).join(',')}]`;
    case 'o':
      return `{${j.e.map(([k, v]) => `${JSON.stringify(k)}:${toText(v)}`).join(',')}}`;
  }
}

function fromJs(value: unknown): J {
  if (typeof value === 'string') return { t: 's', v: value };
  if (Array.isArray(value)) return { t: 'a', i: value.map(fromJs) };
  if (value !== null && typeof value === 'object') return { t: 'o', e: Object.entries(value).map(([k, v]) => [k, fromJs(v)]) };
  return { t: 'r', v: JSON.stringify(value ?? null) };
}

/** A fresh one each time: the trees are mutated in place. */
const markObject = (): J => fromJs({ vi_polluted: MARK, isAdmin: true, role: 'super_admin', prototype: { vi_polluted: MARK } });

// ---------------------------------------------------------------------------------------------
// Arbitraries.

const char = (min: number, max: number) => fc.integer({ min, max }).map((c) => String.fromCodePoint(c));
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const evilChar = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  loneSurrogate,
  char(0x00, 0x1f),
  char(0x7f, 0x9f),
  char(0x300, 0x36f),
  char(0x10000, 0x10ffff),
  fc.constantFrom(
    '\u0000',
    '\u202e',
    '\u200b',
    '\ufeff',
    '\u2028',
    '\u2029',
    '\ufffd',
    '\uffff',
    '"',
    '\\',
    '<',
    '>',
    '&',
    "'",
    '%',
    '/',
    '\n',
    '\r',
    '\t',
    'é',
  ),
);
const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud800y',
  '\udc00\ud800',
  '\ud83d',
  'e\u0301\u0301\u0301\u0301',
  '\u{1F600}\u{1F468}\u200d\u{1F469}\u200d\u{1F467}',
  '\u{10FFFF}',
  '\u202eevil',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '%00',
  '%',
  '../../etc/passwd',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '9007199254740993',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'null',
  'undefined',
  'true',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'a@b.c',
  'admin@example.com\u0000',
];
const evilString = fc.oneof(
  { weight: 5, arbitrary: fc.string({ unit: evilChar, maxLength: 24 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.oneof(evilChar, fc.constantFrom('a', 'é', '\u{1F600}', ' ')), fc.integer({ min: 200, max: 40_000 })).map(([c, n]) => c.repeat(n)),
  },
);
const shortEvilString = fc.oneof(fc.string({ unit: evilChar, maxLength: 12 }), fc.constantFrom(...SPECIAL_STRINGS));

const rawNumber = fc.oneof(
  fc.constantFrom(
    '0',
    '-0',
    '1',
    '-1',
    '3',
    '5',
    '1e308',
    '-1e308',
    '1e309',
    '-1e309',
    '1e-400',
    '5e-324',
    '1.7976931348623157e308',
    '9007199254740993',
    '-9007199254740993',
    '123456789012345678901234567890',
    '0.1',
    '2.5',
    '1E2',
    '1e+2',
    '3.0000000000000001',
    '1e1000000',
  ),
  fc.bigInt({ min: -(2n ** 256n), max: 2n ** 256n }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => (Object.is(d, -0) ? '-0' : String(d))),
  fc.integer().map(String),
);

/** Nested far past what any route takes (the parser's check stops at 64 levels). */
const deepNesting = fc
  .tuple(fc.integer({ min: 65, max: 10_000 }), fc.boolean())
  .map(([depth, arrays]): J => ({ t: 'r', v: arrays ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` }));

function keyArb(fields: string[]) {
  return fc.oneof(
    { weight: fields.length ? 3 : 0, arbitrary: fc.constantFrom(...(fields.length ? fields : ['x'])) },
    { weight: 2, arbitrary: fc.constantFrom(...PROTO_KEYS, 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isAdmin', 'userId', 'id', 'role') },
    { weight: 2, arbitrary: shortEvilString },
  );
}

function jsonArb(fields: string[]): fc.Arbitrary<J> {
  const key = keyArb(fields);
  return fc.letrec<{ node: J }>((tie) => ({
    node: fc.oneof(
      { maxDepth: 3, depthSize: 'small' },
      evilString.map((v): J => ({ t: 's', v })),
      rawNumber.map((v): J => ({ t: 'r', v })),
      fc.constantFrom<J>({ t: 'r', v: 'true' }, { t: 'r', v: 'false' }, { t: 'r', v: 'null' }),
      deepNesting,
      fc.array(tie('node'), { maxLength: 4 }).map((i): J => ({ t: 'a', i })),
      fc
        .array(fc.tuple(key, tie('node'), fc.boolean()), { maxLength: 4 })
        .map((entries): J => ({ t: 'o', e: entries.map(([k, v, marked]) => [k, PROTO_KEYS.includes(k) && marked ? markObject() : v]) })),
    ),
  })).node;
}

const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '}',
  '[',
  '{"a":}',
  '{"a" 1}',
  "{'a':1}",
  '{"a":1,}',
  '[1,]',
  '{"a":1}garbage',
  '{"a":1}{"a":2}',
  '\ufeff{}',
  '/*c*/{}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":1e}',
  '{"a":+1}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '"\\ud800"',
  '"\\u00"',
  '"\\x41"',
  'nul',
  'tru',
  'null',
  '0',
  '"a"',
  '[]',
  '\u0000',
  '{"a":"\u0000"}',
  `{"__proto__":{"vi_polluted":"${MARK}"}}`,
  `{"constructor":{"prototype":{"vi_polluted":"${MARK}"}}}`,
  `{"a":{"b":{"__proto__":{"vi_polluted":"${MARK}"}}}}`,
  `[{"__proto__":{"vi_polluted":"${MARK}"}}]`,
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;',
  'application/json; boundary=x',
  'application/vnd.api+json',
  'application/json, text/plain',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=vi',
  'multipart/form-data',
  'application/xml',
  'text/html',
  'application/octet-stream',
  '*/*',
  'json',
];

type RawBody = { text?: string; bytes?: number[] };
const rawBodyArb = fc.oneof(
  fc.constantFrom(...MALFORMED_JSON).map((text): RawBody => ({ text })),
  // A valid-looking JSON text cut anywhere.
  jsonArb([])
    .map(toText)
    .chain((text) => fc.nat({ max: text.length }).map((n): RawBody => ({ text: text.slice(0, n) }))),
  // Bytes that are not UTF-8 (a lone surrogate encoded as CESU-8 among them), inside a JSON string or alone.
  fc.tuple(fc.uint8Array({ maxLength: 64 }), fc.boolean()).map(([bytes, wrapped]): RawBody => ({
    bytes: wrapped ? [...Buffer.from('{"content":"'), 0xed, 0xa0, 0x80, ...bytes, ...Buffer.from('","name":"x"}')] : [...bytes],
  })),
  fc.string({ unit: evilChar, maxLength: 64 }).map((text): RawBody => ({ text: `email=${text}&password=${text}&__proto__[isAdmin]=true&a[b][c]=1` })),
);

type Attack =
  | { kind: 'mutate'; op: 'replace' | 'add' | 'delete'; at: number; key: string; value: J }
  | { kind: 'whole'; value: J }
  | { kind: 'raw'; body: RawBody; contentType: string | null }
  | { kind: 'query'; pairs: [string, string][]; rawQuery: string }
  | { kind: 'param'; value: string }
  | { kind: 'header'; name: string; value: string };

const SPECIAL_PARAMS = [
  '.',
  '..',
  '%2e%2e',
  'a;b',
  'a,b',
  '*',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '{00000000-0000-4000-8000-000000000000}',
  '00000000000040008000000000000000',
  '1',
  '-1',
  '1e308',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'a'.repeat(100),
];

/** A path segment for `value`, percent-encoded and cut at a character so that it stays within Fastify's 100-character parameter limit (longer ones: see the known-bug test below). */
function paramSegment(value: string): string {
  if (SPECIAL_PARAMS.includes(value) && /^[\w.%;,*{}-]+$/.test(value)) return value;
  let segment = '';
  for (const character of value) {
    const encoded = percentEncode(character);
    if (segment.length + encoded.length > 100) break;
    segment += encoded;
  }
  return segment || 'x';
}

function headerValuesFor(name: string, c: Fixtures): string[] {
  const token = c.premium.token;
  const values: Record<string, string[]> = {
    authorization: [
      'Bearer',
      'Bearer ',
      'Bearer a.b.c',
      `Bearer ${token}.x`,
      `Bearer ${token} ${token}`,
      `bearer ${token}`,
      `Bearer  ${token}`,
      'Basic dXNlcjpwYXNz',
      `Bearer ${'a'.repeat(3000)}`,
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
      `Bearer ${token.split('.').slice(0, 2).join('.')}.`,
    ],
    'x-time-zone': [
      'UTC',
      'Etc/GMT+14',
      'Etc/GMT-15',
      '../../etc/passwd',
      'America/New_York, Europe/Paris',
      'a'.repeat(65),
      'Mars/Olympus_Mons',
      'utc',
      '+05:00',
      'Z',
    ],
    'accept-language': ['es', 'zz', '*', 'en;q=abc', 'de;q=0', ',,,;;;', 'x'.repeat(3000), 'fr;q=1e308', 'pt;q=-1', 'it;q=NaN'],
    cookie: [
      c.cookieOwner.cookie,
      'vi_refresh=',
      'vi_refresh=%',
      'vi_refresh=%E0%A4%A',
      'vi_refresh=a; vi_refresh=b',
      '=;=;=',
      `vi_refresh=${'a'.repeat(3000)}`,
    ],
    'content-type': CONTENT_TYPES,
    'x-request-id': ['', ' ', 'a'.repeat(1000), '<script>alert(1)</script>', 'not-a-uuid'],
    'x-forwarded-for': ['1.2.3.4', '::1', 'garbage', '1.2.3.4, 5.6.7.8', ''],
    origin: ['null', 'https://evil.example'],
    'content-encoding': ['gzip', 'br', 'deflate', 'identity, gzip'],
    'x-vapi-secret': [`${VAPI_SECRET} `, VAPI_SECRET.toUpperCase(), '', 'x'],
    'stripe-signature': [`t=1,v1=${'a'.repeat(64)}`, 't=99999999999,v1=x', 'v1=', ',,,', 't=-1', 'x'.repeat(4000)],
    accept: ['text/html', 'text/event-stream', '*/*;q=abc'],
  };
  return values[name] ?? [''];
}

const COMMON_HEADERS = [
  'authorization',
  'x-time-zone',
  'accept-language',
  'cookie',
  'content-type',
  'x-request-id',
  'x-forwarded-for',
  'origin',
  'content-encoding',
  'accept',
];

function attackArb(route: Route, c: Fixtures, fields: string[]): fc.Arbitrary<Attack> {
  const hasBody = route.method !== 'GET';
  const headerNames = [...COMMON_HEADERS, ...(route.headerNames ?? [])];
  return fc.oneof(
    {
      weight: hasBody ? 5 : 0,
      arbitrary: fc.record({
        kind: fc.constant('mutate' as const),
        op: fc.constantFrom('replace' as const, 'replace' as const, 'add' as const, 'delete' as const),
        at: fc.nat(),
        key: keyArb(fields),
        value: jsonArb(fields),
      }),
    },
    { weight: hasBody ? 2 : 0, arbitrary: jsonArb(fields).map((value): Attack => ({ kind: 'whole', value })) },
    {
      weight: hasBody ? 2 : 0,
      arbitrary: fc.record({ kind: fc.constant('raw' as const), body: rawBodyArb, contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { freq: 3 }) }),
    },
    {
      weight: route.query ? 4 : 1,
      arbitrary: fc.record({
        kind: fc.constant('query' as const),
        pairs: fc.array(fc.tuple(keyArb(fields), fc.oneof(shortEvilString, rawNumber, fc.string({ unit: evilChar, maxLength: 600 }))), { maxLength: 4 }),
        rawQuery: fc.oneof(
          fc.constant(''),
          fc.constantFrom('%', '%zz', 'a=%E0%A4%A', '=&=&', 'a[b]=1&a[c]=2', '__proto__[x]=1', 'constructor[prototype][x]=1', 'a=1&a=2&a=3', '&&&', '%00=%00'),
          fc.uint8Array({ maxLength: 30 }).map((bytes) => `limit=${[...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')}`),
        ),
      }),
    },
    {
      weight: route.param ? 4 : 0,
      arbitrary: fc.oneof(fc.constantFrom(...SPECIAL_PARAMS), shortEvilString, fc.uuid()).map((value): Attack => ({ kind: 'param', value })),
    },
    {
      weight: 3,
      arbitrary: fc.constantFrom(...headerNames).chain((name) =>
        fc
          .oneof(
            fc.constantFrom(...headerValuesFor(name, c)),
            evilString.map((s) => headerValue(s)),
          )
          .map((value): Attack => ({ kind: 'header', name, value })),
      ),
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Routes.

interface Fixtures {
  premium: Member;
  free: Member;
  admin: Member;
  signInEmail: string;
  /** A member whose refresh cookie the refresh and sign-out routes are given (not the others': those would end their sessions). */
  cookieOwner: { cookie: string };
  addableEmail: string;
  voiceSessionId: string;
  chatSessionId: string;
  voiceCallId: string;
  conversationId: string;
  localCheckoutId: string;
  webhookConfigId: string;
  webhookLogId: string;
  receiverUrl: string;
  /** Counts requests, for unique emails. */
  n: number;
}

type Who = 'premium' | 'free' | 'admin' | 'none';

interface Route {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  who: Who;
  /** The id put in `:id` when the input is not about it. */
  param?: (c: Fixtures) => string;
  body?: (c: Fixtures) => unknown;
  query?: (c: Fixtures) => [string, string][];
  headers?: (c: Fixtures) => Record<string, string>;
  headerNames?: string[];
  runs?: number;
  /** Why it does not run here (its backend is not in the checkout). */
  skip?: string;
}

const noDirectory = ADMIN_BACKENDS.directory ? undefined : 'the admin service (apps/admin) is not in this checkout';
const noIdentityAdmin = ADMIN_BACKENDS.identityAdmin ? undefined : "identity's admin RPCs are not in this checkout";

const sessionEnd = { status: 'completed' };
const ROUTES: Route[] = [
  // auth
  {
    name: 'POST /auth/sign-up',
    method: 'POST',
    path: '/api/v1/auth/sign-up',
    who: 'none',
    body: (c) => ({ name: 'Ana', email: `fuzz.${c.n}.${Date.now()}@example.com`, password: 'secret1', ageConfirmed: true }),
  },
  { name: 'POST /auth/sign-in', method: 'POST', path: '/api/v1/auth/sign-in', who: 'none', body: (c) => ({ email: c.signInEmail, password: 'secret1' }) },
  { name: 'POST /auth/refresh', method: 'POST', path: '/api/v1/auth/refresh', who: 'none', headers: (c) => ({ cookie: c.cookieOwner.cookie }) },
  { name: 'POST /auth/sign-out', method: 'POST', path: '/api/v1/auth/sign-out', who: 'none', headers: (c) => ({ cookie: c.cookieOwner.cookie }) },
  // account and usage
  { name: 'GET /me', method: 'GET', path: '/api/v1/me', who: 'premium' },
  { name: 'GET /usage', method: 'GET', path: '/api/v1/usage', who: 'free' },
  // sessions
  { name: 'POST /voice-sessions', method: 'POST', path: '/api/v1/voice-sessions', who: 'premium' },
  {
    name: 'POST /voice-sessions/:id/end',
    method: 'POST',
    path: '/api/v1/voice-sessions/:id/end',
    who: 'premium',
    param: (c) => c.voiceSessionId,
    body: () => sessionEnd,
  },
  {
    name: 'POST /voice-sessions/:id/end-beacon',
    method: 'POST',
    path: '/api/v1/voice-sessions/:id/end-beacon',
    who: 'none',
    param: (c) => c.voiceSessionId,
    body: (c) => ({ accessToken: c.premium.token }),
  },
  { name: 'POST /chat-sessions', method: 'POST', path: '/api/v1/chat-sessions', who: 'premium' },
  { name: 'GET /chat-sessions/:id', method: 'GET', path: '/api/v1/chat-sessions/:id', who: 'premium', param: (c) => c.chatSessionId },
  {
    name: 'POST /chat-sessions/:id/end',
    method: 'POST',
    path: '/api/v1/chat-sessions/:id/end',
    who: 'premium',
    param: (c) => c.chatSessionId,
    body: () => sessionEnd,
  },
  {
    name: 'POST /chat-sessions/:id/end-beacon',
    method: 'POST',
    path: '/api/v1/chat-sessions/:id/end-beacon',
    who: 'none',
    param: (c) => c.chatSessionId,
    body: (c) => ({ accessToken: c.premium.token }),
  },
  // chat
  {
    name: 'POST /chat/messages',
    method: 'POST',
    path: '/api/v1/chat/messages',
    who: 'premium',
    body: (c) => ({ content: 'hello', sessionId: c.chatSessionId }),
    runs: 150,
  },
  { name: 'GET /chat/conversation', method: 'GET', path: '/api/v1/chat/conversation', who: 'premium' },
  { name: 'POST /chat/conversation/clear', method: 'POST', path: '/api/v1/chat/conversation/clear', who: 'premium', runs: 100 },
  { name: 'GET /chat/conversations', method: 'GET', path: '/api/v1/chat/conversations', who: 'premium' },
  { name: 'GET /chat/conversations/:id', method: 'GET', path: '/api/v1/chat/conversations/:id', who: 'premium', param: (c) => c.conversationId },
  { name: 'DELETE /chat/conversations/:id', method: 'DELETE', path: '/api/v1/chat/conversations/:id', who: 'premium', param: () => randomUUID() },
  // voice
  { name: 'GET /voice-calls/mode', method: 'GET', path: '/api/v1/voice-calls/mode', who: 'premium' },
  { name: 'POST /voice-calls', method: 'POST', path: '/api/v1/voice-calls', who: 'premium', body: () => ({ language: 'es' }) },
  {
    name: 'POST /voice-calls/:id/turns',
    method: 'POST',
    path: '/api/v1/voice-calls/:id/turns',
    who: 'premium',
    param: (c) => c.voiceCallId,
    query: () => [['language', 'fr']],
    body: () => ({ content: 'hello', history: [{ role: 'assistant', content: 'Hi' }] }),
    runs: 150,
  },
  {
    name: 'POST /voice/server-messages',
    method: 'POST',
    path: '/api/v1/voice/server-messages',
    who: 'none',
    headers: () => ({ 'x-vapi-secret': VAPI_SECRET }),
    headerNames: ['x-vapi-secret'],
    body: (c) => ({
      message: {
        type: 'end-of-call-report',
        endedReason: 'customer-ended-call',
        startedAt: new Date(Date.now() - 60_000).toISOString(),
        endedAt: new Date().toISOString(),
        durationSeconds: 59.5,
        artifact: { messages: [{ role: 'user', message: 'I feel calm' }], transcript: 'User: I feel calm\nAI: Good' },
        call: { id: 'call_fuzz', metadata: { sessionId: c.voiceSessionId, userId: c.premium.id } },
      },
    }),
  },
  // billing
  { name: 'GET /billing/plan', method: 'GET', path: '/api/v1/billing/plan', who: 'free' },
  { name: 'GET /billing/subscription', method: 'GET', path: '/api/v1/billing/subscription', who: 'free' },
  {
    name: 'POST /billing/checkout',
    method: 'POST',
    path: '/api/v1/billing/checkout',
    who: 'free',
    body: () => ({ priceId: 'price_local_unlimited', mode: 'subscription' }),
  },
  { name: 'POST /billing/portal', method: 'POST', path: '/api/v1/billing/portal', who: 'premium' },
  { name: 'GET /billing/local-checkout/:id', method: 'GET', path: '/api/v1/billing/local-checkout/:id', who: 'free', param: (c) => c.localCheckoutId },
  {
    name: 'POST /billing/local-checkout/:id/complete',
    method: 'POST',
    path: '/api/v1/billing/local-checkout/:id/complete',
    who: 'free',
    param: () => randomUUID(),
  },
  {
    name: 'POST /billing/local-checkout/:id/cancel',
    method: 'POST',
    path: '/api/v1/billing/local-checkout/:id/cancel',
    who: 'free',
    param: () => randomUUID(),
  },
  { name: 'POST /billing/local-portal/cancel', method: 'POST', path: '/api/v1/billing/local-portal/cancel', who: 'premium', runs: 100 },
  { name: 'POST /billing/local-portal/resume', method: 'POST', path: '/api/v1/billing/local-portal/resume', who: 'premium', runs: 100 },
  {
    name: 'POST /billing/stripe-webhook',
    method: 'POST',
    path: '/api/v1/billing/stripe-webhook',
    who: 'none',
    headers: () => ({ 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }),
    headerNames: ['stripe-signature'],
    body: () => stripeEvent('customer.subscription.updated', stripeSubscription({ customer: 'cus_fuzz', userId: randomUUID(), priceId: 'price_x' })),
  },
  // feedback
  {
    name: 'POST /feedback',
    method: 'POST',
    path: '/api/v1/feedback',
    who: 'free',
    body: () => ({ sessionType: 'chat', rating: 2, category: 'negative', comment: 'Slow', improvements: ['Response Speed'] }),
  },
  {
    name: 'GET /admin/feedback',
    method: 'GET',
    path: '/api/v1/admin/feedback',
    who: 'admin',
    query: () => [
      ['sessionType', 'chat'],
      ['limit', '5'],
      ['before', new Date().toISOString()],
    ],
  },
  // webhooks (admins)
  { name: 'GET /admin/webhooks', method: 'GET', path: '/api/v1/admin/webhooks', who: 'admin', runs: 100 },
  {
    name: 'POST /admin/webhooks',
    method: 'POST',
    path: '/api/v1/admin/webhooks',
    who: 'admin',
    body: (c) => ({ webhookType: 'signup', endpointUrl: c.receiverUrl, secretKey: '', enabled: false }),
  },
  {
    name: 'PUT /admin/webhooks/:id',
    method: 'PUT',
    path: '/api/v1/admin/webhooks/:id',
    who: 'admin',
    param: (c) => c.webhookConfigId,
    body: (c) => ({ endpointUrl: c.receiverUrl, enabled: false }),
  },
  { name: 'DELETE /admin/webhooks/:id', method: 'DELETE', path: '/api/v1/admin/webhooks/:id', who: 'admin', param: () => randomUUID() },
  { name: 'POST /admin/webhooks/:id/test', method: 'POST', path: '/api/v1/admin/webhooks/:id/test', who: 'admin', param: (c) => c.webhookConfigId, runs: 100 },
  {
    name: 'POST /admin/webhooks/:id/reveal-secret',
    method: 'POST',
    path: '/api/v1/admin/webhooks/:id/reveal-secret',
    who: 'admin',
    param: (c) => c.webhookConfigId,
    runs: 100,
  },
  {
    name: 'POST /admin/webhooks/:id/rotate-secret',
    method: 'POST',
    path: '/api/v1/admin/webhooks/:id/rotate-secret',
    who: 'admin',
    param: (c) => c.webhookConfigId,
    runs: 100,
  },
  { name: 'GET /admin/webhooks/logs', method: 'GET', path: '/api/v1/admin/webhooks/logs', who: 'admin', runs: 100 },
  {
    name: 'POST /admin/webhooks/logs/:id/redeliver',
    method: 'POST',
    path: '/api/v1/admin/webhooks/logs/:id/redeliver',
    who: 'admin',
    param: (c) => c.webhookLogId,
    runs: 100,
  },
  // the admin area
  {
    name: 'GET /admin/users',
    method: 'GET',
    path: '/api/v1/admin/users',
    who: 'admin',
    query: () => [
      ['search', 'fuzz'],
      ['plan', 'all'],
      ['page', '1'],
      ['perPage', '10'],
    ],
    skip: noDirectory,
  },
  { name: 'GET /admin/overview', method: 'GET', path: '/api/v1/admin/overview', who: 'admin', skip: noDirectory, runs: 100 },
  {
    name: 'POST /admin/users',
    method: 'POST',
    path: '/api/v1/admin/users',
    who: 'admin',
    body: (c) => ({ email: `made.${c.n}.${Date.now()}@example.com`, password: 'secret12', name: 'Made', ageVouched: true }),
    skip: noIdentityAdmin,
  },
  { name: 'DELETE /admin/users/:id', method: 'DELETE', path: '/api/v1/admin/users/:id', who: 'admin', param: () => randomUUID(), skip: noIdentityAdmin },
  { name: 'GET /admin/admins', method: 'GET', path: '/api/v1/admin/admins', who: 'admin', skip: noIdentityAdmin, runs: 100 },
  {
    name: 'POST /admin/admins',
    method: 'POST',
    path: '/api/v1/admin/admins',
    who: 'admin',
    body: (c) => ({ email: c.addableEmail, role: 'admin' }),
    skip: noIdentityAdmin,
  },
  { name: 'DELETE /admin/admins/:id', method: 'DELETE', path: '/api/v1/admin/admins/:id', who: 'admin', param: () => randomUUID(), skip: noIdentityAdmin },
  {
    name: 'GET /admin/audit-log',
    method: 'GET',
    path: '/api/v1/admin/audit-log',
    who: 'admin',
    query: () => [
      ['action', 'webhook.secret-revealed'],
      ['targetType', 'webhook'],
      ['search', 'fuzz'],
      ['from', '2026-01-01T00:00:00.000Z'],
      ['to', '2036-01-01T00:00:00.000Z'],
      ['page', '1'],
      ['perPage', '20'],
    ],
    skip: noIdentityAdmin,
  },
  // failed events (admins)
  { name: 'GET /admin/dead-letters', method: 'GET', path: '/api/v1/admin/dead-letters', who: 'admin', runs: 100 },
  {
    name: 'POST /admin/dead-letters/feedback/:id/replay',
    method: 'POST',
    path: '/api/v1/admin/dead-letters/feedback/:id/replay',
    who: 'admin',
    param: () => randomUUID(),
    runs: 100,
  },
  {
    name: 'DELETE /admin/dead-letters/:service/<id>',
    method: 'DELETE',
    path: `/api/v1/admin/dead-letters/:id/${randomUUID()}`,
    who: 'admin',
    param: () => 'billing',
    runs: 100,
  },
  // the rest of what answers
  { name: 'GET /healthz', method: 'GET', path: '/api/v1/healthz', who: 'none', runs: 100 },
  { name: 'GET /readyz', method: 'GET', path: '/api/v1/readyz', who: 'none', runs: 100 },
  { name: 'GET /docs/openapi.json', method: 'GET', path: '/api/docs/openapi.json', who: 'none', runs: 50 },
  { name: 'POST (an unknown route)', method: 'POST', path: '/api/v1/no/such/:id', who: 'premium', param: () => 'route', runs: 100 },
];

/** fast-check's report (seed, path, the shrunk input) and what was wrong with the answer to it. */
function failureReport<T>(details: fc.RunDetails<T>): string {
  const report = (fc.defaultReportMessage(details) ?? '').slice(0, 6000);
  const error = (details.errorInstance as Error | undefined)?.message?.slice(0, 2000);
  return error ? `${report}\nWhat was wrong: ${error}` : report;
}

interface Built {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** Every position in `root` a value can be put at, containers first. */
function slotsOf(root: J): { containers: J[]; slots: [J, number][] } {
  const containers: J[] = [];
  const slots: [J, number][] = [];
  const walk = (j: J) => {
    if (j.t === 'o') {
      containers.push(j);
      j.e.forEach(([, v], i) => {
        slots.push([j, i]);
        walk(v);
      });
    } else if (j.t === 'a') {
      containers.push(j);
      j.i.forEach((v, i) => {
        slots.push([j, i]);
        walk(v);
      });
    }
  };
  walk(root);
  return { containers, slots };
}

type Mutation = Extract<Attack, { kind: 'mutate' }>;

/** `base` as a JSON tree with one value replaced, added or deleted somewhere in it. */
function mutated(base: unknown, attack: Mutation): J {
  return mutate(fromJs(base ?? {}), attack);
}

function mutate(root: J, attack: Mutation): J {
  const { containers, slots } = slotsOf(root);
  if (attack.op !== 'add' && slots.length > 0) {
    const [container, index] = slots[attack.at % slots.length]!;
    if (container.t === 'o') {
      if (attack.op === 'delete') container.e.splice(index, 1);
      else container.e[index]![1] = structuredClone(attack.value);
    } else if (container.t === 'a') {
      if (attack.op === 'delete') container.i.splice(index, 1);
      else container.i[index] = structuredClone(attack.value);
    }
    return root;
  }
  const container = containers[attack.at % Math.max(containers.length, 1)] ?? root;
  if (container.t === 'o') container.e.push([attack.key, PROTO_KEYS.includes(attack.key) ? markObject() : structuredClone(attack.value)]);
  else if (container.t === 'a') container.i.push(structuredClone(attack.value));
  return root;
}

function build(route: Route, attack: Attack, c: Fixtures): Built {
  let path = route.path;
  if (route.param) path = path.replace(':id', attack.kind === 'param' ? paramSegment(attack.value) : route.param(c));
  const pairs = [...(route.query?.(c) ?? [])];
  if (attack.kind === 'query') pairs.push(...attack.pairs);
  const query = [
    ...pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`),
    ...(attack.kind === 'query' && attack.rawQuery ? [attack.rawQuery] : []),
  ].join('&');
  if (query) path += `?${query}`;

  const headers: Record<string, string> = { ...route.headers?.(c) };
  const member = route.who === 'none' ? undefined : c[route.who];
  if (member) headers.authorization = `Bearer ${member.token}`;
  let body: string | Uint8Array | undefined;
  if (route.method !== 'GET') {
    if (attack.kind === 'raw') {
      body = attack.body.bytes ? Uint8Array.from(attack.body.bytes) : Buffer.from(attack.body.text ?? '', 'utf8');
      if (attack.contentType !== null) headers['content-type'] = attack.contentType;
    } else if (attack.kind === 'mutate' || attack.kind === 'whole') {
      headers['content-type'] = 'application/json';
      body = toText(attack.kind === 'whole' ? attack.value : mutated(route.body?.(c), attack));
    } else if (route.body) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(route.body(c));
    }
  }
  if (attack.kind === 'header') headers[attack.name] = attack.value;
  return { method: route.method, path, headers, body };
}

// ---------------------------------------------------------------------------------------------

let stack: InProcessStack;
let receiver: WebhookReceiver;
let c: Fixtures;

function polluted(): boolean {
  return Object.getOwnPropertyNames(Object.prototype).sort().join() !== PROTOTYPE_BEFORE || ({} as Record<string, unknown>).vi_polluted !== undefined;
}

/** Problems with one answer to one built request (empty when sane). */
function problemsOf(answer: Answer): string[] {
  const problems = answerProblems(answer);
  if (answer.status < 300 && answer.text.includes(MARK)) problems.push(`the ${MARK} payload came back`);
  if (polluted()) problems.push('Object.prototype of the gateway process changed');
  return problems;
}

/** The message of the service's last logged error, for a failing property's report. */
function lastError(which: InProcessStack, service: string): string {
  const line = which.services
    .output(service)
    .split('\n')
    .findLast((l) => l.includes('"level":50'));
  if (!line) return '';
  try {
    return `\n${service} logged: ${JSON.parse(line).err?.message ?? line.slice(0, 500)}`;
  } catch {
    return `\n${service} logged: ${line.slice(0, 500)}`;
  }
}

async function expectStillServing(): Promise<void> {
  expect((await send(stack.baseUrl, 'GET', '/api/v1/healthz')).status).toBe(200);
  for (const [service, url] of Object.entries(stack.services.urls)) {
    const health = await fetch(`${url}/healthz`).then(
      (r) => r.status,
      (error: Error) => `${error.message}: ${stack.services.output(service).slice(-2000)}`,
    );
    expect({ service, health }).toEqual({ service, health: 200 });
  }
  expect(polluted()).toBe(false);
}

async function buyLocally(member: Member): Promise<void> {
  const plan = await member.get('/api/v1/billing/plan');
  const started = await member.post('/api/v1/billing/checkout', { priceId: plan.body.priceId, mode: 'subscription' });
  expect(started.status).toBe(200);
  expect((await member.post(`/api/v1/billing/local-checkout/${started.body.url.split('/').at(-1)}/complete`)).status).toBe(200);
}

const SERVICES = ['identity', 'sessions-and-limits', 'chat', 'billing', 'feedback', 'webhook-dispatch', ...(ADMIN_BACKENDS.directory ? ['admin'] : [])];

beforeAll(async () => {
  stack = await startInProcessStack(
    'bad_input',
    {
      VAPI_WEBHOOK_SECRET: VAPI_SECRET,
      CHAT_MESSAGES_PER_MINUTE: '1000000',
      RATE_LIMIT_SIGNIN_PER_IP: '1000000',
      RATE_LIMIT_SIGNUP_PER_IP: '1000000',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback',
      WEBHOOK_TIMEOUT_MS: '2000',
      WEBHOOK_RETRY_SCHEDULE_MS: '100,200',
      WEBHOOK_POLL_MS: '200',
    },
    SERVICES,
  );
  receiver = await startWebhookReceiver({});
  const base = stack.baseUrl;
  const [premium, free, admin, signIn, cookieOwner, addable] = await Promise.all(
    ['premium', 'free', 'admin', 'signin', 'cookie', 'addable'].map((label) => signUpMember(base, `fuzz-${label}`)),
  );
  await buyLocally(premium!);
  await grantAdmin(stack.namespace, admin!.id, 'super_admin');
  const voiceSession = await premium!.post('/api/v1/voice-sessions');
  const chatSession = await premium!.post('/api/v1/chat-sessions');
  const voiceCall = await premium!.post('/api/v1/voice-calls', {});
  expect([voiceSession.status, chatSession.status, voiceCall.status]).toEqual([201, 201, 201]);
  const first = await send(base, 'POST', '/api/v1/chat/messages', {
    headers: { authorization: `Bearer ${premium!.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'hello', sessionId: chatSession.body.id }),
  });
  expect(first.status).toBe(200);
  const conversation = await premium!.get('/api/v1/chat/conversation');
  const checkout = await free!.post('/api/v1/billing/checkout', { priceId: (await free!.get('/api/v1/billing/plan')).body.priceId, mode: 'subscription' });
  const config = await admin!.post('/api/v1/admin/webhooks', { webhookType: 'feedback', endpointUrl: receiver.url });
  expect(config.status).toBe(201);
  expect((await admin!.post(`/api/v1/admin/webhooks/${config.body.id}/test`)).status).toBe(200);
  const logs = await admin!.get('/api/v1/admin/webhooks/logs');
  c = {
    premium: premium!,
    free: free!,
    admin: admin!,
    signInEmail: (await signIn!.get('/api/v1/me')).body.email,
    cookieOwner: { cookie: cookieOwner!.api.cookie! },
    addableEmail: (await addable!.get('/api/v1/me')).body.email,
    voiceSessionId: voiceSession.body.id,
    chatSessionId: chatSession.body.id,
    voiceCallId: voiceCall.body.session.id,
    conversationId: conversation.body.id,
    localCheckoutId: checkout.body.url.split('/').at(-1),
    webhookConfigId: config.body.id,
    webhookLogId: logs.body.items[0].id,
    receiverUrl: receiver.url,
    n: 0,
  };
}, 120_000);

afterAll(async () => {
  const started = Date.now();
  await receiver?.close();
  // The connections the Stripe webhook route leaves open (see its known-bug test) would hold the
  // close for about a minute.
  stack?.gateway.getHttpServer().closeAllConnections();
  await stack?.gateway.close();
  const gatewayClosed = Date.now();
  await stack?.services.stop();
  // The stack's database client too: left open, it kept Jest from exiting after the suite.
  await stack?.db.end();
  console.log(`bad-input: gateway closed in ${gatewayClosed - started} ms, services in ${Date.now() - gatewayClosed} ms`);
}, 90_000);

describe('every public route, fed hostile input', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))(
    '%s: never a 5xx, refusals in the JSON error shape, still serving',
    async (name, route) => {
      if (route.skip) {
        console.warn(`bad-input: ${name} not run: ${route.skip}`);
        return;
      }
      const fields = [...new Set([...Object.keys((route.body?.(c) as object | undefined) ?? {}), ...(route.query?.(c) ?? []).map(([k]) => k)])];
      const property = fc.asyncProperty(attackArb(route, c, fields), async (attack) => {
        c.n += 1;
        const built = build(route, attack, c);
        let answer: Answer;
        try {
          answer = await send(stack.baseUrl, built.method, built.path, { headers: built.headers, body: built.body });
        } catch (error) {
          throw new Error(`${built.method} ${built.path.slice(0, 200)}: no answer (${(error as Error).message})`);
        }
        const problems = problemsOf(answer);
        if (problems.length) throw new Error(`${built.method} ${built.path.slice(0, 200)} → ${answer.status}: ${problems.join('; ')}`);
      });
      const details = await fc.check(property, { numRuns: route.runs ? Math.min(route.runs, RUNS) : RUNS, interruptAfterTimeLimit: 90_000, ...REPLAY });
      if (details.failed) {
        throw new Error(
          `${failureReport(details)}\nReplay: BAD_INPUT_SEED=${details.seed} BAD_INPUT_PATH=${details.counterexamplePath} node scripts/jest.mjs apps/gateway/test/bad-input.test.ts -t '${name}'`,
        );
      }
      await expectStillServing();
    },
    120_000,
  );

  it('stored nothing of a __proto__ / constructor payload: the profile, the feedback and the webhook settings are clean', async () => {
    const me = await c.premium.get('/api/v1/me');
    expect(me.status).toBe(200);
    expect(Object.keys(me.body).sort()).toEqual(['adminRole', 'createdAt', 'email', 'id', 'isAdmin', 'language', 'lastSignInAt', 'name', 'timeZone']);
    expect(me.body.isAdmin).toBe(false);
    for (const path of ['/api/v1/admin/feedback?limit=200', '/api/v1/admin/webhooks', '/api/v1/admin/webhooks/logs']) {
      const listed = await c.admin.get(path);
      expect(listed.status).toBe(200);
      expect(JSON.stringify(listed.body)).not.toContain(MARK);
    }
    // A sign-up whose body carries a __proto__ key is refused whole: the address stays free.
    const email = uniqueEmail('proto');
    const refused = await send(stack.baseUrl, 'POST', '/api/v1/auth/sign-up', {
      headers: { 'content-type': 'application/json' },
      body: `{"email":"${email}","password":"secret1","ageConfirmed":true,"__proto__":{"isAdmin":true,"vi_polluted":"${MARK}"}}`,
    });
    expect(answerProblems(refused)).toEqual([]);
    expect(refused.status).toBe(400);
    const made = await new ApiClient(stack.baseUrl).request('POST', '/api/v1/auth/sign-up', { json: { email, password: 'secret1', ageConfirmed: true } });
    expect(made.status).toBe(201);
    expect(made.body.user.isAdmin).toBe(false);
    // The same through a url-encoded form: whatever it answers, nothing of it is kept.
    const form = await send(stack.baseUrl, 'POST', '/api/v1/auth/sign-up', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${encodeURIComponent(uniqueEmail('protoform'))}&password=secret1&ageConfirmed=true&__proto__[isAdmin]=true&constructor[prototype][vi_polluted]=${MARK}`,
    });
    expect(answerProblems(form)).toEqual([]);
    expect(form.text).not.toContain(MARK);
    expect(polluted()).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Oversize and deep bodies: refused early, memory bounded.

interface LimitedRoute {
  name: string;
  path: string;
  limit: number;
  headers: () => Record<string, string>;
}

const LIMITED: LimitedRoute[] = [
  { name: 'sign-in (64 KiB)', path: '/api/v1/auth/sign-in', limit: 64 * 1024, headers: () => ({}) },
  { name: 'feedback (64 KiB)', path: '/api/v1/feedback', limit: 64 * 1024, headers: () => ({ authorization: `Bearer ${c.free.token}` }) },
  { name: 'chat messages (64 KiB)', path: '/api/v1/chat/messages', limit: 64 * 1024, headers: () => ({ authorization: `Bearer ${c.premium.token}` }) },
  { name: 'webhook settings (64 KiB)', path: '/api/v1/admin/webhooks', limit: 64 * 1024, headers: () => ({ authorization: `Bearer ${c.admin.token}` }) },
  { name: 'voice server messages (1 MiB)', path: '/api/v1/voice/server-messages', limit: 1024 * 1024, headers: () => ({ 'x-vapi-secret': VAPI_SECRET }) },
  { name: 'Stripe webhook (512 KiB)', path: '/api/v1/billing/stripe-webhook', limit: 512 * 1024, headers: () => ({ 'stripe-signature': 't=1,v1=00' }) },
];

interface Streamed {
  status?: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
  /** Bytes of the body written before the answer came. */
  written: number;
}

/**
 * Posts a body of `total` bytes (declared in Content-Length, or chunked without it), writing it
 * only as fast as the server reads, and stops writing when the answer arrives.
 */
function streamBody(path: string, headers: Record<string, string>, total: number, declare: boolean): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, stack.baseUrl);
    const request = httpRequest(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', ...(declare ? { 'content-length': String(total) } : {}) },
    });
    let written = 0;
    let answered = false;
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer after writing ${written} of ${total} bytes`));
    }, 15_000);
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8'), headers: response.headers, written });
      });
    });
    request.on('error', () => {
      // The server closes the connection after answering 413; the answer was already taken.
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (!answered && written < total) {
        const piece = written === 0 ? Buffer.concat([Buffer.from('{"a":"'), chunk]).subarray(0, chunk.length) : chunk;
        written += piece.length;
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

/**
 * Sends a chunked body far over the limit on a raw connection, stops writing once the answer
 * arrives, and reports whether the server then let the connection go (closed it) within 3 s, as it
 * must with a request whose body it will not read.
 */
function oversizeChunkedOnRawSocket(path: string, headers: Record<string, string>, limit: number): Promise<{ status?: number; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(stack.baseUrl).port), '127.0.0.1');
    let answer = '';
    let answered = false;
    let closedByServer = false;
    let written = 0;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]) || undefined, closedByServer });
    };
    const serverClosed = () => {
      closedByServer = true;
      if (answered) finish();
    };
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      if (!answered) {
        answered = true;
        setTimeout(finish, 3000);
      }
    });
    socket.on('end', serverClosed);
    socket.on('close', serverClosed);
    socket.on('error', serverClosed);
    socket.on('connect', () => {
      const head = Object.entries({ ...headers, 'content-type': 'application/json', 'transfer-encoding': 'chunked' })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${head}\r\n6\r\n{"a":"\r\n`);
      const pump = () => {
        while (!answered && written < limit * 4 + 8 * 1024 * 1024) {
          written += frame.length;
          if (!socket.write(frame)) {
            socket.once('drain', pump);
            return;
          }
        }
      };
      pump();
    });
  });
}

function asAnswer(streamed: Streamed): Answer {
  const headers = new Headers();
  for (const [name, value] of Object.entries(streamed.headers)) if (typeof value === 'string') headers.set(name, value);
  let json: unknown;
  try {
    json = JSON.parse(streamed.text);
  } catch {
    json = undefined;
  }
  return { status: streamed.status ?? 0, headers, text: streamed.text, json };
}

describe('oversize bodies', () => {
  it.each(LIMITED.map((route) => [route.name, route] as const))(
    '%s: a declared 1 GiB body is refused with 413 in the JSON shape before it is sent, and an undeclared (chunked) one after little more than the limit',
    async (_name, route) => {
      const declared = await streamBody(route.path, route.headers(), 1024 ** 3, true);
      expect(declared.status).toBe(413);
      expect(answerProblems(asAnswer(declared))).toEqual([]);
      expect(asAnswer(declared).json.error.code).toBe('PAYLOAD_TOO_LARGE');
      // Fastify compares Content-Length with the limit before reading: at most what the socket took at once.
      expect(declared.written).toBeLessThan(route.limit + 16 * 1024 * 1024);

      const chunked = await streamBody(route.path, route.headers(), 256 * 1024 * 1024, false);
      expect(chunked.status).toBe(413);
      expect(answerProblems(asAnswer(chunked))).toEqual([]);
      // The server stopped reading near the limit; the rest of the 256 MiB was never taken.
      expect(chunked.written).toBeLessThan(route.limit + 32 * 1024 * 1024);
      await expectStillServing();
    },
    60_000,
  );

  // The Stripe webhook route reads its body in its own hook (raw-body.ts); it used to leave such a
  // connection open, unread, for about a minute: a cheap way to exhaust connections.
  it.each(LIMITED.map((route) => [route.name, route] as const))(
    '%s: after refusing a chunked body over its limit, the server lets the connection go (it will not read the rest)',
    async (_name, route) => {
      expect(await oversizeChunkedOnRawSocket(route.path, route.headers(), route.limit)).toEqual({ status: 413, closedByServer: true });
    },
  );

  it('keeps memory bounded: 140 oversize, deep and huge-number bodies leave the heap of this process (where the gateway runs) within 64 MiB of where it was', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const measure = async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      gc();
      gc();
      const usage = process.memoryUsage();
      return { heap: usage.heapUsed, buffers: usage.arrayBuffers };
    };
    const member = { authorization: `Bearer ${c.premium.token}`, 'content-type': 'application/json' };
    const post = (path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
      send(stack.baseUrl, 'POST', path, { headers, body });
    const deepArrays = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    const deepObjects = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const deepReport = `{"message":{"type":"end-of-call-report","artifact":{"messages":${'['.repeat(400_000)}${']'.repeat(400_000)}}}}`;
    const hugeNumbers = `{"content":${'9'.repeat(60_000)},"rating":1e999999,"sessionType":-0}`;
    const batch = async () => {
      for (let i = 0; i < 10; i++) {
        const answers = [
          await post('/api/v1/auth/sign-in', deepArrays),
          await post('/api/v1/feedback', deepObjects, member),
          await post('/api/v1/chat/messages', hugeNumbers, member),
          await post('/api/v1/voice/server-messages', deepReport, { 'content-type': 'application/json', 'x-vapi-secret': VAPI_SECRET }),
          await post('/api/v1/auth/sign-up', JSON.stringify({ name: 'x'.repeat(60_000) })),
          asAnswer(await streamBody('/api/v1/auth/sign-in', {}, 64 * 1024 * 1024, false)),
          asAnswer(await streamBody('/api/v1/voice/server-messages', { 'x-vapi-secret': VAPI_SECRET }, 1024 ** 3, true)),
        ];
        for (const answer of answers) expect(answerProblems(answer)).toEqual([]);
        expect(answers.slice(-2).map((answer) => answer.status)).toEqual([413, 413]);
      }
    };
    await batch(); // warm-up: caches, JIT, pools
    const before = await measure();
    await batch();
    await batch();
    const after = await measure();
    const MiB = 1024 * 1024;
    console.log(
      `bad-input memory: heapUsed ${(before.heap / MiB).toFixed(1)} → ${(after.heap / MiB).toFixed(1)} MiB, arrayBuffers ${(before.buffers / MiB).toFixed(1)} → ${(after.buffers / MiB).toFixed(1)} MiB`,
    );
    expect(after.heap - before.heap).toBeLessThan(64 * MiB);
    expect(after.buffers - before.buffers).toBeLessThan(64 * MiB);
    await expectStillServing();
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------
// What no HTTP client sends, and bugs found by the properties above (each pins its input).

describe('requests no HTTP client sends', () => {
  const port = () => Number(new URL(stack.baseUrl).port);
  const RAW: [string, string][] = [
    ['a control character in a header value', 'GET /api/v1/me HTTP/1.1\r\nHost: x\r\nX-Time-Zone: UTC\x01\r\nConnection: close\r\n\r\n'],
    ['a NUL in a header value', 'GET /api/v1/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer a\x00b\r\nConnection: close\r\n\r\n'],
    ['headers over 16 KiB', `GET /api/v1/me HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`],
    [
      'both Content-Length and Transfer-Encoding',
      'POST /api/v1/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
    ],
    [
      'a broken chunked body',
      'POST /api/v1/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    ],
    ['an unknown method', 'BREW /api/v1/me HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['a request line that is not HTTP', '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n'],
  ];

  it.each(RAW)('%s: refused with a 4xx (or the connection closed), and the gateway keeps serving', async (_name, request) => {
    const answer = await rawExchange(port(), request);
    if (answer.status !== undefined) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    await expectStillServing();
  });

  it('a path traversal, an empty segment, encoded control characters and an absolute-form target are answered sanely', async () => {
    for (const target of ['/api/v1/../../../etc/passwd', '/api/v1//me', '/api/v1/me%00', '/api/v1/chat/conversations/%00']) {
      const answer = await rawExchange(port(), `GET ${target} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${c.premium.token}\r\nConnection: close\r\n\r\n`);
      expect({ target, status: answer.status }).toEqual({ target, status: expect.any(Number) });
      expect(answer.status).toBeLessThan(500);
      expect({ target, problems: securityHeaderProblems(answer.headers) }).toEqual({ target, problems: [] });
    }
    await expectStillServing();
  });
});

describe("an account an admin makes without the admin's word that the member is an adult", () => {
  it('is a 400 in the JSON error shape naming the vouching, whatever stands in for `true`, and makes no account', async () => {
    if (noIdentityAdmin) return console.warn(`bad-input: ${noIdentityAdmin}`);
    for (const vouching of [
      {},
      { ageVouched: false },
      { ageVouched: 'true' },
      { ageVouched: 1 },
      { ageVouched: null },
      { ageVouched: [true] },
      { ageVouched: { value: true } },
    ]) {
      const email = uniqueEmail('unvouched');
      const answer = await send(stack.baseUrl, 'POST', '/api/v1/admin/users', {
        headers: { authorization: `Bearer ${c.admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret12', name: 'Unvouched', ...vouching }),
      });
      expect(answerProblems(answer)).toEqual([]);
      expect({ status: answer.status, error: answer.json?.error }).toEqual({
        status: 400,
        error: expect.objectContaining({ code: 'VALIDATION_FAILED', message: 'Confirm that this person is 18 years or older' }),
      });
      const signIn = await send(stack.baseUrl, 'POST', '/api/v1/auth/sign-in', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret12' }),
      });
      expect(signIn.status).toBe(401);
    }
  });
});

describe("refusals Fastify or PostgreSQL would make on their own, in the API's shape", () => {
  // Was: identity writes the member's name into the `user signed-up` event in its outbox, a jsonb
  // column; PostgreSQL refuses `\ud800` in JSON ("Unicode low surrogate must follow a high
  // surrogate"), the transaction fails and the gateway answers 500 INTERNAL. Input:
  // POST /api/v1/auth/sign-up {"name":"\ud800x","email":"…","password":"secret1","ageConfirmed":true}
  it('a lone surrogate in a sign-up name is refused with 400 or stored (as U+FFFD), never a 500', async () => {
    for (const name of ['\ud800x', 'x\udfff']) {
      const answer = await send(stack.baseUrl, 'POST', '/api/v1/auth/sign-up', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, email: uniqueEmail('surrogate'), password: 'secret1', ageConfirmed: true }),
      });
      expect(answerProblems(answer)).toEqual([]);
      expect([201, 400]).toContain(answer.status);
    }
  });

  // Was: the gateway adopts a client's X-Request-Id verbatim (Fastify's requestIdHeader):
  // any bytes, any length, as the id of its logs and of the error body. A non-ASCII one is read as
  // Latin-1 but written back in the response header as UTF-8, so header and body no longer name the
  // same id. Input: any route with `X-Request-Id:` and the single byte 0xF0; the body says
  // "requestId":"ð", the response header carries the bytes C3 B0.
  it("a client's own X-Request-Id that is not plain ASCII is replaced (or echoed unchanged), so header and body name one id", async () => {
    const answer = await send(stack.baseUrl, 'POST', '/api/v1/no/such/route', { headers: { 'x-request-id': '\u00f0' } });
    expect(answerProblems(answer)).toEqual([]);
  });

  // Was: a request Node's HTTP parser refuses (a control character in a header, headers
  // over 16 KiB, Content-Length with Transfer-Encoding) is answered by Fastify's default
  // clientErrorHandler: `{"error":"Bad Request","message":"Client Error","statusCode":400}` with
  // no security headers and not the error shape. Fastify's `clientErrorHandler` option can write the
  // envelope (with a generated request id) and the headers. Input: `X-Time-Zone: UTC\x01`.
  it('a request the HTTP parser refuses gets the JSON error shape and the security headers', async () => {
    const answer = await rawExchange(
      Number(new URL(stack.baseUrl).port),
      'GET /api/v1/me HTTP/1.1\r\nHost: x\r\nX-Time-Zone: UTC\x01\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(securityHeaderProblems(answer.headers)).toEqual([]);
    expect(JSON.parse(answer.body)).toEqual({
      error: expect.objectContaining({ code: 'VALIDATION_FAILED', message: expect.any(String), requestId: expect.any(String) }),
    });
  });

  // Was: a path with a broken percent-encoding is answered by Fastify itself (FST_ERR_BAD_URL),
  // past the error filter and helmet: `{"statusCode":400,"code":"FST_ERR_BAD_URL",…}` without the
  // error shape, the request id or any security header. Inputs: GET /api/v1/chat/conversations/%E0%A4%A,
  // and …/%ED%A0%80 (the UTF-8-style bytes of a lone surrogate, which decodeURIComponent refuses).
  it('a path with a broken percent-encoding, or one that decodes to a lone surrogate, gets a 400 or 404 in the JSON error shape with the security headers', async () => {
    for (const id of ['%E0%A4%A', '%ED%A0%80']) {
      const answer = await send(stack.baseUrl, 'GET', `/api/v1/chat/conversations/${id}`, { headers: { authorization: `Bearer ${c.premium.token}` } });
      expect(answerProblems(answer)).toEqual([]);
      expect([400, 404]).toContain(answer.status);
    }
  });

  // Was: a path parameter longer than Fastify's maxParamLength (100) is answered 414 by Fastify
  // itself (FST_ERR_MAX_PARAM_LENGTH), echoing the whole path, without the error shape or security
  // headers. Input: GET /api/v1/chat/conversations/ followed by 101 × "a". An id that long is as
  // unknown as any other: 404 NOT_FOUND, as the routes answer for ids that are not UUIDs.
  it('an over-long path parameter is a 404 in the JSON error shape with the security headers', async () => {
    const answer = await send(stack.baseUrl, 'GET', `/api/v1/chat/conversations/${'a'.repeat(101)}`, {
      headers: { authorization: `Bearer ${c.premium.token}` },
    });
    expect(answerProblems(answer)).toEqual([]);
    expect(answer.status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
// Stripe's webhook with the right signature around hostile events: billing must refuse or ignore
// what it cannot use, never fail. A stack of its own: billing sells through a Stripe-shaped server.

describe('the Stripe webhook, signed, with hostile events', () => {
  let fake: FakeStripe;
  let stripeStack: InProcessStack;

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripeStack = await startInProcessStack('bad_stripe', fakeStripeEnv(fake), ['billing']);
  }, 60_000);

  afterAll(async () => {
    await stripeStack?.stop();
    await fake?.close();
  });

  const TYPES = [
    'checkout.session.completed',
    'customer.subscription.created',
    'customer.subscription.updated',
    'customer.subscription.deleted',
    'invoice.paid',
    'invoice.payment_failed',
    'customer.created',
  ];

  function baseEvent(type: string, userId: string): unknown {
    const customer = `cus_${userId.slice(0, 8)}`;
    if (type.startsWith('customer.subscription')) return stripeEvent(type, stripeSubscription({ customer, userId, priceId: fake.priceId }));
    if (type === 'checkout.session.completed') {
      return stripeEvent(type, {
        id: 'cs_test_fuzz',
        object: 'checkout.session',
        customer,
        subscription: 'sub_fuzz',
        mode: 'subscription',
        client_reference_id: userId,
        metadata: { userId },
      });
    }
    if (type.startsWith('invoice')) {
      return stripeEvent(type, {
        id: 'in_fuzz',
        object: 'invoice',
        customer,
        amount_paid: 399,
        currency: 'usd',
        status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
        parent: { subscription_details: { subscription: 'sub_fuzz', metadata: { userId } } },
        lines: { data: [{ pricing: { price_details: { price: fake.priceId } }, period: { end: Math.floor(Date.now() / 1000) + 3600 } }] },
      });
    }
    return stripeEvent(type, { id: customer, object: 'customer' });
  }

  const postSigned = (event: unknown) => {
    const body = JSON.stringify(event);
    return send(stripeStack.baseUrl, 'POST', '/api/v1/billing/stripe-webhook', {
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signStripePayload(body, fake.webhookSecret) },
      body,
    });
  };
  const subscriptionEvent = (changes: Record<string, unknown> = {}, eventChanges: Record<string, unknown> = {}) => ({
    ...stripeEvent('customer.subscription.updated', {
      ...stripeSubscription({ customer: 'cus_known', userId: randomUUID(), priceId: fake.priceId }),
      ...changes,
    }),
    ...eventChanges,
  });

  // Was: billing writes the signed event's fields into PostgreSQL as they are; a NUL in the event's
  // type or id (PostgreSQL cannot store it in text) makes the insert fail and billing answer 500,
  // so Stripe would retry the delivery for days. Input: a correctly signed
  // customer.subscription.updated event with "type":"customer.subscription.updated\u0000" or "id":"evt_\u0000".
  it('a signed event with a NUL in its id or type is refused with 400 or ignored with 200, never a 500', async () => {
    for (const eventChanges of [{ id: 'evt_\u0000' }, { type: 'customer.subscription.updated\u0000' }]) {
      const answer = await postSigned(subscriptionEvent({}, eventChanges));
      expect(answerProblems(answer)).toEqual([]);
    }
  });

  // Was: a signed subscription with "created":"x" goes into a bigint column ("invalid input syntax
  // for type bigint"), and an invoice.paid with "status_transitions":{"paid_at":1e308} becomes an
  // Invalid Date written as a timestamp ("0NaN-NaN-NaN…"): both 500.
  it('a signed event with a timestamp that is not whole seconds is refused with 400 or ignored with 200, never a 500', async () => {
    const userId = randomUUID();
    const invoice = stripeEvent('invoice.paid', {
      id: 'in_known',
      object: 'invoice',
      customer: 'cus_known',
      amount_paid: 399,
      currency: 'usd',
      status_transitions: { paid_at: 1e308 },
      parent: { subscription_details: { metadata: { userId } } },
    });
    for (const event of [subscriptionEvent({ created: 'x' }), invoice]) expect(answerProblems(await postSigned(event))).toEqual([]);
  });

  const STRIPE_FIELDS = [
    'id',
    'type',
    'data',
    'object',
    'customer',
    'status',
    'metadata',
    'userId',
    'items',
    'current_period_end',
    'created',
    'amount_paid',
    'subscription',
  ];
  const eventArb = fc.record({
    type: fc.constantFrom(...TYPES),
    mutations: fc.array(
      fc.record({
        kind: fc.constant('mutate' as const),
        op: fc.constantFrom('replace' as const, 'replace' as const, 'add' as const, 'delete' as const),
        at: fc.nat(),
        key: keyArb(STRIPE_FIELDS),
        value: jsonArb(STRIPE_FIELDS),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  });

  /** Posts hostile events signed with `secret`; every answer must be sane (and a 200 is `{ received: true }`). */
  async function fuzzWebhook(secret: () => string, label: string): Promise<void> {
    const property = fc.asyncProperty(eventArb, async ({ type, mutations }) => {
      const event = fromJs(baseEvent(type, randomUUID()));
      for (const mutation of mutations) mutate(event, mutation);
      const body = toText(event);
      const answer = await send(stripeStack.baseUrl, 'POST', '/api/v1/billing/stripe-webhook', {
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signStripePayload(body, secret()) },
        body,
      });
      const problems = answerProblems(answer);
      if (answer.status === 200 && answer.json?.received !== true) problems.push(`200 without { received: true }: ${answer.text}`);
      if (problems.length) throw new Error(`${type} → ${answer.status}: ${problems.join('; ')}${lastError(stripeStack, 'billing')}\n${body.slice(0, 1000)}`);
    });
    const details = await fc.check(property, { numRuns: RUNS, interruptAfterTimeLimit: 60_000, ...REPLAY });
    if (details.failed) {
      throw new Error(
        `${failureReport(details)}\nReplay: BAD_INPUT_SEED=${details.seed} BAD_INPUT_PATH=${details.counterexamplePath} node scripts/jest.mjs apps/gateway/test/bad-input.test.ts -t '${label}'`,
      );
    }
    expect((await fetch(`${stripeStack.services.urls.billing}/healthz`)).status).toBe(200);
    expect(securityHeaderProblems((await send(stripeStack.baseUrl, 'GET', '/api/v1/healthz')).headers)).toEqual([]);
  }

  it('a hostile event signed with another secret is always a 400 in the JSON error shape, and billing keeps serving', async () => {
    await fuzzWebhook(() => 'whsec_not_the_endpoint_secret', 'signed with another secret');
  }, 120_000);

  // Was: billing trusts the shape of an event once its signature checks out: a correctly signed
  // event with a field missing or of another type reaches PostgreSQL as it is and billing answers
  // 500 (and Stripe retries the delivery for days). Found so far, each also pinned above or here:
  // a NUL in any text ("invalid byte sequence for encoding UTF8: 0x00"), "created":"x" ("invalid
  // input syntax for type bigint"), "paid_at":1e308 (an Invalid Date written as a timestamp), a
  // customer.subscription.created without data.object.id ('null value in column
  // "stripe_subscription_id" violates not-null constraint'). Billing should check the fields it
  // reads (400 for an event it cannot use, or 200 and ignore it) before writing anything.
  it('a hostile event with the right signature is refused with 400 or ignored with 200, never a 5xx', async () => {
    await fuzzWebhook(() => fake.webhookSecret, 'with the right signature');
  }, 120_000);

  // Was (the same): a signed subscription event whose object has no id. Input: a correctly signed
  // customer.subscription.created whose data.object has no "id".
  it('a signed subscription event without the subscription id is refused with 400 or ignored with 200, never a 500', async () => {
    const event = stripeEvent('customer.subscription.created', stripeSubscription({ customer: 'cus_known', userId: randomUUID(), priceId: fake.priceId }));
    delete ((event.data as { object: Record<string, unknown> }).object as { id?: string }).id;
    expect(answerProblems(await postSigned(event))).toEqual([]);
  });
});
