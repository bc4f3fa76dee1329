import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter.js';

/*
 * Password guessing is slowed where it happens, never by locking the account (docs/adr/0037-sign-in-throttling-without-lockout.md):
 * anyone can send wrong passwords for an email, so a limit on the account alone would let anyone
 * keep its owner out. The owner signing in from an address with no wrong passwords for the account
 * always reaches the password check.
 */

/** Wrong passwords from one address over every account in any hour (a shared address's members together). */
export const WRONG_PASSWORDS_PER_ADDRESS_PER_HOUR = 30;
/** The first wait of an account at one address once its free wrong passwords are used; it doubles with each one after. */
export const FIRST_DELAY_SECONDS = 30;
/** The longest wait between two wrong passwords for one account from one address. */
export const LONGEST_DELAY_SECONDS = 15 * 60;
/** An account's wrong passwords from one address are forgotten a day after each (at once after a right one). */
export const ACCOUNT_AT_ADDRESS_MEMORY_SECONDS = 24 * 60 * 60;
/** The span in which an account's wrong passwords from everywhere are counted to tell that it is being guessed at. */
export const GUESSED_ACCOUNT_WINDOW_SECONDS = 15 * 60;

export interface SignInLimits {
  /** Sign-in attempts from one address in any minute (`RATE_LIMIT_SIGNIN_PER_IP`). */
  attemptsPerAddressPerMinute: number;
  /**
   * Wrong passwords for one account from one address before the delays start
   * (`RATE_LIMIT_SIGNIN_FAILURES_PER_EMAIL`); also how many wrong passwords from other addresses in
   * 15 minutes make the account a guessed one, whose addresses then get one free wrong password each.
   */
  freeWrongPasswords: number;
}

/** A sign-in whose password is being checked: its wrong-password places are taken until its outcome says otherwise. */
export interface SignInAttempt {
  /**
   * The password was right: its places are given back, and the account's wrong passwords from this
   * address are forgotten (its delays start over; they no longer count as guesses at the account).
   */
  succeeded(): Promise<void>;
  /** No answer on the password (identity unreachable, a refused body): its places are given back. */
  undecided(): Promise<void>;
}

export function signInAttemptsRule(address: string, perMinute: number): RateRule {
  return { key: `signin:ip:${address}`, limit: perMinute, windowSeconds: 60 };
}

/** Wrong passwords for one account from one address: free ones, then growing delays. */
export function accountAtAddressRule(email: string, address: string, free: number): RateRule {
  return {
    key: `signin:wrong:account-at:${email}:${address}`,
    limit: Number.POSITIVE_INFINITY,
    windowSeconds: ACCOUNT_AT_ADDRESS_MEMORY_SECONDS,
    delays: { free, firstSeconds: FIRST_DELAY_SECONDS, maxSeconds: LONGEST_DELAY_SECONDS },
  };
}

export function wrongPasswordsFromAddressRule(address: string): RateRule {
  return { key: `signin:wrong:address:${address}`, limit: WRONG_PASSWORDS_PER_ADDRESS_PER_HOUR, windowSeconds: 60 * 60 };
}

/** Counts an account's wrong passwords from everywhere; it refuses nothing by itself. */
export function wrongPasswordsForAccountRule(email: string): RateRule {
  return { key: `signin:wrong:account:${email}`, limit: Number.POSITIVE_INFINITY, windowSeconds: GUESSED_ACCOUNT_WINDOW_SECONDS };
}

export class SignInThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: SignInLimits,
  ) {}

  /** Every sign-in request from the address counts, whatever it carries. */
  async arrived(address: string): Promise<void> {
    await this.limiter.hit(signInAttemptsRule(address, this.limits.attemptsPerAddressPerMinute));
  }

  /**
   * Before the password is checked: takes the attempt's place as a wrong password for the account
   * from this address, for the address, and for the account, in one step (so parallel guesses
   * cannot pass a limit), or refuses with 429 when the address or this account at this address must wait.
   */
  async checking(email: string, address: string): Promise<SignInAttempt> {
    const free = this.limits.freeWrongPasswords;
    const account = wrongPasswordsForAccountRule(email);
    const usual = accountAtAddressRule(email, address, free);
    // A guessed account (`free` wrong passwords from other addresses in 15 minutes): every address
    // gets one wrong password before its delays, not the usual number. An address with none for the
    // account is never held back by others' guesses; one address's own guesses never make it guessed.
    const [all, own] = await this.limiter.counts([account, { ...usual, windowSeconds: account.windowSeconds }]);
    const atAddress = all! - own! >= free ? accountAtAddressRule(email, address, 1) : usual;
    const reservation = await this.limiter.reserve([atAddress, wrongPasswordsFromAddressRule(address), account]);
    return {
      succeeded: async () => {
        // The owner's own mistakes there are no guesses: gone from the account's count too.
        await Promise.all([reservation.refund(), this.limiter.forget(atAddress, [account])]);
      },
      undecided: () => reservation.refund(),
    };
  }
}
