import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FIRST_DELAY_SECONDS, WRONG_PASSWORDS_PER_ADDRESS_PER_HOUR } from '../src/auth/sign-in-throttle.js';
import { ApiClient, type InProcessStack, type JsonResponse, startInProcessStack, uniqueEmail } from './in-process-stack.js';

// Password guessing through the whole stack (gateway, identity, Redis), with the default limits
// except the attempts per address in a minute: wrong passwords slow down the addresses they come
// from (10 free per account and address, then waits from 30 s, growing; 30 an hour per address), and
// never keep the owner out. Behind one trusted proxy, so each client names its address in
// X-Forwarded-For. The delays' growth, with a clock of the test's own: signin-throttle.test.ts.
let stack: InProcessStack;

beforeAll(async () => {
  stack = await startInProcessStack('guessing', { RATE_LIMIT_SIGNIN_PER_IP: '1000', TRUST_PROXY: '1' });
});

afterAll(async () => {
  await stack?.stop();
});

let addresses = 0;
const address = () => `198.18.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

const signIn = (email: string, password: string, from: string) =>
  new ApiClient(stack.baseUrl).request('POST', '/api/v1/auth/sign-in', { json: { email, password }, headers: { 'x-forwarded-for': from } });

async function signUp(password = 'right-password'): Promise<string> {
  const email = uniqueEmail('owner');
  const made = await new ApiClient(stack.baseUrl).request('POST', '/api/v1/auth/sign-up', {
    json: { email, password, ageConfirmed: true },
    headers: { 'x-forwarded-for': address() },
  });
  expect(made.status).toBe(201);
  return email;
}

/** A 429 in the error shape, with Retry-After at least a second and at most `atMost`. */
function expectWait(answer: JsonResponse, atMost: number) {
  expect(answer.status).toBe(429);
  expect(answer.body.error).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBe(answer.body.error.details.retryAfterSeconds);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(atMost);
}

describe('an account guessed at from many addresses', () => {
  it("200 wrong passwords from 20 addresses do not stop the owner's correct sign-in from their own address", async () => {
    const email = await signUp();
    const attackers = Array.from({ length: 20 }, address);
    const answers: JsonResponse[] = [];
    for (const from of attackers) for (let i = 0; i < 10; i++) answers.push(await signIn(email, `guess-${from}-${i}`, from));

    // The first address's ten were free; from then on the account is a guessed one and each other
    // address gets one wrong password, then waits (30 s, longer than this test takes).
    const statuses = answers.map((a) => a.status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    for (let a = 1; a < 20; a++) expect(statuses.slice(a * 10, a * 10 + 10)).toEqual([401, ...Array(9).fill(429)]);
    for (const refused of answers.filter((a) => a.status === 429)) expectWait(refused, FIRST_DELAY_SECONDS);

    // The owner, from their own address: signed in at once.
    const owner = await signIn(email, 'right-password', address());
    expect(owner.status).toBe(200);
    expect(owner.body.user.email).toBe(email);
    // An attacking address with the right password still waits: a wait tells nothing about the password.
    expectWait(await signIn(email, 'right-password', attackers[5]!), FIRST_DELAY_SECONDS);
  });

  it('many guesses at once from one address: exactly the free ones reach the password check, the rest are 429', async () => {
    const email = await signUp();
    const from = address();
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(email, `guess-${i}`, from)));
    expect(guesses.filter((g) => g.status === 401)).toHaveLength(10);
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(20);
    for (const refused of guesses.filter((g) => g.status === 429)) expectWait(refused, FIRST_DELAY_SECONDS);
    expect((await signIn(email, 'right-password', address())).status).toBe(200);
  });
});

describe('one account from one address', () => {
  it('gets 10 wrong passwords, then waits before the next guess (the right password too), while the owner elsewhere signs in', async () => {
    const email = await signUp();
    const from = address();
    for (let i = 0; i < 10; i++) expect((await signIn(email, `wrong-${i}`, from)).status).toBe(401);
    const refused = await signIn(email, 'wrong-10', from);
    expectWait(refused, FIRST_DELAY_SECONDS);
    // Asking again while waiting adds nothing to the wait.
    expectWait(await signIn(email, 'right-password', from), Number(refused.headers.get('retry-after')));
    expect((await signIn(email, 'right-password', address())).status).toBe(200);
  });

  it('starts over after a right password from that address (a member who mistypes is never held back for long)', async () => {
    const email = await signUp();
    const home = address();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) expect((await signIn(email, `typo-${round}-${i}`, home)).status).toBe(401);
      expect((await signIn(email, 'right-password', home)).status).toBe(200);
    }
  });

  it('a right password gives its attempt back: signing in often never holds the owner back', async () => {
    const email = await signUp();
    const home = address();
    for (let i = 0; i < 40; i++) expect((await signIn(email, 'right-password', home)).status).toBe(200);
  });
});

describe('one address guessing at many accounts', () => {
  it(`is refused after ${WRONG_PASSWORDS_PER_ADDRESS_PER_HOUR} wrong passwords in an hour, for any account, the right password too; another address is not`, async () => {
    const email = await signUp();
    const stuffer = address();
    for (let i = 0; i < WRONG_PASSWORDS_PER_ADDRESS_PER_HOUR; i++) expect((await signIn(uniqueEmail('stuffed'), 'password123', stuffer)).status).toBe(401);
    expectWait(await signIn(uniqueEmail('stuffed'), 'password123', stuffer), 60 * 60);
    expectWait(await signIn(email, 'right-password', stuffer), 60 * 60);
    expect((await signIn(email, 'right-password', address())).status).toBe(200);
  });
});
