import { TOKEN_REFRESH_CHECK_SECONDS, TOKEN_REFRESH_THRESHOLD_TICKS, type BrowserSession, type User } from '@vi/contracts';
import { isApiError, setMemberTimeZone, type AccessTokenProvider } from '../../lib/api.js';
import type { AuthTransport } from './auth-api.js';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
}

export interface SignUpDetails {
  name: string;
  email: string;
  password: string;
}

const REFRESH_LOCK = 'vi-auth-refresh';

interface Clock {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Runs `task` while holding a lock shared by every tab, so two tabs never spend the same refresh cookie at once. */
function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

/**
 * The signed-in session. The access token lives only in this object's memory (never in
 * storage); the refresh token is an httpOnly cookie the browser sends to /auth/refresh.
 */
export class AuthSessionStore implements AccessTokenProvider {
  private state: AuthState = { status: 'loading', user: null };
  private accessToken: string | null = null;
  private expiresAt = 0;
  private inflightRefresh: Promise<string | null> | null = null;
  /** Bumped on every sign-in and sign-out so a refresh that was already under way cannot undo them. */
  private generation = 0;
  private restoring: Promise<void> | null = null;
  private timer: unknown = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly transport: AuthTransport,
    private readonly clock: Clock = realClock,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): AuthState => this.state;

  getAccessToken(): string | null {
    return this.accessToken;
  }

  /**
   * On app load: the refresh cookie, if any, brings the session back. Runs once however often
   * it is called. Without the gateway's readable `vi_signed_in` hint there is no session to
   * restore, and a visitor's page makes no request that would only fail.
   */
  restore(): Promise<void> {
    if (!hasSessionHint()) {
      this.restoring ??= Promise.resolve().then(() => {
        if (this.state.status === 'loading') this.setState({ status: 'signed-out', user: null });
      });
      return this.restoring;
    }
    this.restoring ??= this.refreshAccessToken().then(() => {
      if (this.state.status === 'loading') this.setState({ status: 'signed-out', user: null });
    });
    return this.restoring;
  }

  /** One refresh at a time; concurrent callers share it. Resolves to the new access token or null. */
  refreshAccessToken(): Promise<string | null> {
    this.inflightRefresh ??= this.runRefresh().finally(() => {
      this.inflightRefresh = null;
    });
    return this.inflightRefresh;
  }

  private async runRefresh(): Promise<string | null> {
    const generation = this.generation;
    try {
      const session = await withCrossTabLock(() => this.transport.refresh());
      if (generation !== this.generation) return this.accessToken;
      this.applySession(session);
      return session.accessToken;
    } catch (error) {
      if (generation !== this.generation) return this.accessToken;
      // 401/403: the cookie is missing, expired or revoked, so the session is over.
      // Anything else (offline, 5xx) keeps what we have; the next tick tries again.
      if (!isApiError(error) || error.status === 401 || error.status === 403 || this.state.status === 'loading') {
        this.clearSession();
      }
      return null;
    }
  }

  async signIn(email: string, password: string): Promise<User> {
    const session = await this.transport.signIn({ email: email.trim(), password });
    this.generation++;
    this.applySession(session);
    return session.user;
  }

  /** A closed account reopened with its email and password: signed in exactly as `signIn` leaves it. */
  async restoreAccount(email: string, password: string): Promise<User> {
    const session = await this.transport.restoreAccount({ email: email.trim(), password });
    this.generation++;
    this.applySession(session);
    return session.user;
  }

  async signUp(details: SignUpDetails): Promise<User> {
    const session = await this.transport.signUp({
      name: details.name.trim(),
      email: details.email.trim(),
      password: details.password,
      ageConfirmed: true,
    });
    this.generation++;
    this.applySession(session);
    return session.user;
  }

  /** A session the server opened another way (Google sign-in's last step): this page is signed in with it. */
  adoptSession(session: BrowserSession): User {
    this.generation++;
    this.applySession(session);
    return session.user;
  }

  /** Ends the session on the server first; if that fails, nothing changes here and the error is thrown. */
  async signOut(): Promise<void> {
    try {
      await this.transport.signOut(this.accessToken);
    } catch (error) {
      // 401: the server already considers us signed out.
      if (!isApiError(error) || error.status !== 401) throw error;
    }
    this.generation++;
    this.clearSession();
  }

  /** The member as the server now has them (after a profile change or a confirmed email address). */
  replaceUser(user: User): void {
    if (this.state.status !== 'signed-in' || this.state.user?.id !== user.id) return;
    this.setState({ status: 'signed-in', user });
  }

  /** Asks the server for the member again (the session stays as it is); a failure changes nothing. */
  async reloadUser(): Promise<void> {
    if (this.state.status !== 'signed-in' || !this.accessToken) return;
    try {
      this.replaceUser(await this.transport.me(this.accessToken));
    } catch {
      // The next refresh brings the member too.
    }
  }

  /**
   * Ends every session of the member on the server (this one included), then forgets this one
   * here as `signOut` does. If the server could not do it, nothing changes and the error is thrown.
   */
  async signOutEverywhere(): Promise<void> {
    try {
      await this.transport.signOutEverywhere(this.accessToken);
    } catch (error) {
      if (!isApiError(error) || error.status !== 401) throw error;
    }
    this.forget();
  }

  /**
   * Forgets the session here without asking the server (it already ended it: a password reset
   * signs every session out). Tries a normal sign-out first so the cookies go too; its failure is fine.
   */
  async forgetAfterReset(): Promise<void> {
    if (this.state.status === 'signed-out') return;
    try {
      await this.transport.signOut(this.accessToken);
    } catch {
      // The session is already over on the server.
    }
    this.forget();
  }

  private forget(): void {
    this.generation++;
    this.clearSession();
  }

  /** Every 30 s, renew when the token expires within 3 ticks (90 s). */
  startAutoRefresh(): () => void {
    this.stopAutoRefresh();
    this.timer = this.clock.setInterval(() => void this.tick(), TOKEN_REFRESH_CHECK_SECONDS * 1000);
    return () => this.stopAutoRefresh();
  }

  stopAutoRefresh(): void {
    if (this.timer !== null) this.clock.clearInterval(this.timer);
    this.timer = null;
  }

  /** Also called when the tab becomes visible again, since background timers are throttled. */
  async tick(): Promise<void> {
    if (this.state.status !== 'signed-in') return;
    const thresholdMs = TOKEN_REFRESH_CHECK_SECONDS * TOKEN_REFRESH_THRESHOLD_TICKS * 1000;
    if (this.expiresAt - this.clock.now() <= thresholdMs) await this.refreshAccessToken();
  }

  private applySession(session: BrowserSession): void {
    this.accessToken = session.accessToken;
    const expiresAt = Date.parse(session.accessTokenExpiresAt);
    this.expiresAt = Number.isFinite(expiresAt) ? expiresAt : 0;
    this.setState({ status: 'signed-in', user: session.user });
  }

  private clearSession(): void {
    this.accessToken = null;
    this.expiresAt = 0;
    this.setState({ status: 'signed-out', user: null });
  }

  private setState(next: AuthState): void {
    this.state = next;
    // Every API call then reports the member's chosen zone (or the browser's when none).
    setMemberTimeZone(next.user?.timeZone ?? null);
    for (const listener of this.listeners) listener();
  }
}

/** The gateway sets `vi_signed_in=1` (readable, no secret) beside the httpOnly refresh cookie. */
function hasSessionHint(): boolean {
  return typeof document === 'undefined' || /(?:^|;\s*)vi_signed_in=1(?:;|$)/.test(document.cookie);
}
