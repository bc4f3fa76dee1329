import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@vi/contracts';
import { AppError, Namespace, Readiness } from '@vi/service-kit';
import { dropNamespace, testInfra, uniqueNamespace } from '@vi/testing';
import {
  FIRST_DELAY_SECONDS,
  LONGEST_DELAY_SECONDS,
  type SignInAttempt,
  SignInThrottle,
  WRONG_PASSWORDS_PER_ADDRESS_PER_HOUR,
} from '../src/auth/sign-in-throttle.js';
import { RateLimiter } from '../src/rate-limit/rate-limiter.js';
import { openGatewayRedis } from '../src/redis/redis-client.js';

// The sign-in throttle the gateway's sign-in route uses, over the real Redis, with a clock of the
// test's own (so delays of minutes are stepped over, not waited for). The route itself, through
// the whole stack: signin-guessing.test.ts.
const namespace = uniqueNamespace('signin-throttle');
const FREE = 10;
let limiter: RateLimiter;
let throttle: SignInThrottle;
const clock = { ms: 5_000_000, now: () => clock.ms };
let accounts = 0;
let addresses = 0;
const account = () => `member-${++accounts}@example.com`;
const address = () => `192.0.2.${++addresses}`;

beforeAll(async () => {
  limiter = new RateLimiter(await openGatewayRedis(testInfra().redisUrl), new Namespace(namespace), new Readiness(), clock);
  throttle = new SignInThrottle(limiter, { attemptsPerAddressPerMinute: 1000, freeWrongPasswords: FREE });
});

afterAll(async () => {
  await limiter?.onApplicationShutdown();
  await dropNamespace(namespace);
});

/** A sign-in attempt whose password turns out wrong: its places are kept. */
const wrong = (email: string, from: string) => throttle.checking(email, from).then(() => 'checked' as const);
/** How long a refused attempt is told to wait, in seconds; fails if it was let through. */
async function waitOf(attempt: Promise<SignInAttempt | 'checked'>): Promise<number> {
  const error = await attempt.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(ErrorCode.RATE_LIMITED);
  return (error as AppError).details?.retryAfterSeconds as number;
}

describe('one account from one address: free wrong passwords, then growing delays', () => {
  it(`lets ${FREE} wrong passwords through at once, then waits ${FIRST_DELAY_SECONDS} s after the last, doubling each time, at most ${LONGEST_DELAY_SECONDS / 60} minutes`, async () => {
    const [email, from] = [account(), address()];
    for (let i = 0; i < FREE; i++) await wrong(email, from);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const wait = await waitOf(wrong(email, from));
      waits.push(wait);
      // Asking again early changes nothing (a refused attempt is no wrong password) ...
      clock.ms += wait * 1000 - 1000;
      expect(await waitOf(wrong(email, from))).toBe(1);
      // ... and the wait over, the next guess is checked.
      clock.ms += 1000;
      await wrong(email, from);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('holds back the right password too while the address waits, so a wait is no hint; another address is not held back', async () => {
    const [email, from] = [account(), address()];
    for (let i = 0; i < FREE; i++) await wrong(email, from);
    // Refused before the password is checked, whatever it is.
    expect(await waitOf(throttle.checking(email, from))).toBe(FIRST_DELAY_SECONDS);
    const owner = await throttle.checking(email, address());
    await owner.succeeded();
  });

  it("a right password forgets the account's wrong passwords from that address: its delays start over", async () => {
    const [email, home] = [account(), address()];
    for (let i = 0; i < FREE - 1; i++) await wrong(email, home);
    await (await throttle.checking(email, home)).succeeded();
    for (let i = 0; i < FREE; i++) await wrong(email, home);
    expect(await waitOf(wrong(email, home))).toBe(FIRST_DELAY_SECONDS);
  });

  it('and they no longer count as guesses at the account: they do not make it a guessed one for other addresses', async () => {
    const [email, home, other] = [account(), address(), address()];
    for (let i = 0; i < FREE - 1; i++) await wrong(email, home);
    await (await throttle.checking(email, home)).succeeded();
    await wrong(email, address());
    // One wrong password from elsewhere, not ten: the other address gets the usual free ones.
    for (let i = 0; i < FREE; i++) await wrong(email, other);
    expect(await waitOf(wrong(email, other))).toBe(FIRST_DELAY_SECONDS);
  });

  it('gives an undecided attempt (no answer on the password) its places back', async () => {
    const [email, from] = [account(), address()];
    for (let i = 0; i < FREE - 1; i++) await wrong(email, from);
    for (let i = 0; i < 5; i++) await (await throttle.checking(email, from)).undecided();
    await wrong(email, from);
    expect(await waitOf(wrong(email, from))).toBe(FIRST_DELAY_SECONDS);
  });

  it('forgets each wrong password a day after it', async () => {
    const [email, from] = [account(), address()];
    for (let i = 0; i < FREE; i++) await wrong(email, from);
    expect(await waitOf(wrong(email, from))).toBe(FIRST_DELAY_SECONDS);
    clock.ms += 24 * 60 * 60 * 1000;
    for (let i = 0; i < FREE; i++) await wrong(email, from);
    expect(await waitOf(wrong(email, from))).toBe(FIRST_DELAY_SECONDS);
  });
});

describe('an account guessed at from many addresses', () => {
  it(`after ${FREE} wrong passwords from anywhere in 15 minutes, every address gets one before its delays; an address with none is never held back`, async () => {
    const email = account();
    const first = address();
    for (let i = 0; i < FREE; i++) await wrong(email, first);
    for (let a = 0; a < 19; a++) {
      const from = address();
      await wrong(email, from);
      expect(await waitOf(wrong(email, from))).toBe(FIRST_DELAY_SECONDS);
    }
    // The owner, from an address with no wrong password for the account.
    await (await throttle.checking(email, address())).succeeded();
    // Even mistyping there once during the attack: one wrong, then a wait of its own, never a lockout.
    const home = address();
    await wrong(email, home);
    expect(await waitOf(throttle.checking(email, home))).toBe(FIRST_DELAY_SECONDS);
    clock.ms += FIRST_DELAY_SECONDS * 1000;
    await (await throttle.checking(email, home)).succeeded();
  });

  it('is back to the usual free wrong passwords once the 15 minutes have passed without guesses', async () => {
    const email = account();
    for (let i = 0; i < FREE; i++) await wrong(email, address());
    clock.ms += 15 * 60 * 1000;
    const from = address();
    for (let i = 0; i < FREE; i++) await wrong(email, from);
    expect(await waitOf(wrong(email, from))).toBe(FIRST_DELAY_SECONDS);
  });
});

describe('one address guessing at many accounts', () => {
  it(`is refused after ${WRONG_PASSWORDS_PER_ADDRESS_PER_HOUR} wrong passwords in any hour, for every account (the right password too), until the oldest leaves the hour`, async () => {
    const from = address();
    await wrong(account(), from);
    clock.ms += 30 * 60 * 1000;
    for (let i = 1; i < WRONG_PASSWORDS_PER_ADDRESS_PER_HOUR; i++) await wrong(account(), from);
    expect(await waitOf(throttle.checking(account(), from))).toBe(30 * 60);
    // Another address is not affected.
    await (await throttle.checking(account(), address())).succeeded();
    // Half an hour on, the first wrong password has left the hour: one place, no more.
    clock.ms += 30 * 60 * 1000;
    await wrong(account(), from);
    expect(await waitOf(wrong(account(), from))).toBe(30 * 60);
  });

  it('takes its places in one step: of many parallel guesses, exactly the free ones are checked', async () => {
    const [email, from] = [account(), address()];
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        wrong(email, from).then(
          () => 'checked',
          (e: AppError) => e.code,
        ),
      ),
    );
    expect(results.filter((r) => r === 'checked')).toHaveLength(FREE);
    expect(results.filter((r) => r === ErrorCode.RATE_LIMITED)).toHaveLength(30 - FREE);
  });
});
