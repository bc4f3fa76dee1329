import { describe, expect, it } from '@jest/globals';
import type { BrowserSession, User } from '@vi/contracts';
import { ApiError } from '../../lib/api.js';
import type { AuthTransport } from './auth-api.js';
import { AuthSessionStore } from './auth-session.js';

const user: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ana@example.com',
  name: 'Ana',
  createdAt: '2025-01-01T00:00:00.000Z',
  lastSignInAt: null,
  isAdmin: false,
  adminRole: null,
  language: null,
  timeZone: null,
};

function sessionExpiringAt(ms: number, token = 'token'): BrowserSession {
  return { accessToken: token, accessTokenExpiresAt: new Date(ms).toISOString(), user };
}

function setup(overrides: Partial<AuthTransport> = {}) {
  let now = Date.parse('2025-06-01T12:00:00.000Z');
  const calls = { refresh: 0, signOut: 0, signOutEverywhere: 0 };
  const transport: AuthTransport = {
    signUp: async () => sessionExpiringAt(now + 15 * 60_000, 'signed-up'),
    signIn: async () => sessionExpiringAt(now + 15 * 60_000, 'signed-in'),
    refresh: async () => {
      calls.refresh++;
      return sessionExpiringAt(now + 15 * 60_000, `refreshed-${calls.refresh}`);
    },
    signOut: async () => {
      calls.signOut++;
    },
    signOutEverywhere: async () => {
      calls.signOutEverywhere++;
    },
    me: async () => user,
    restoreAccount: async () => sessionExpiringAt(now + 15 * 60_000, 'restored'),
    ...overrides,
  };
  const clock = { now: () => now, setInterval: () => 1, clearInterval: () => undefined };
  const store = new AuthSessionStore(transport, clock);
  return { store, calls, advance: (ms: number) => (now += ms) };
}

describe('auth session', () => {
  it('restores the session from the refresh cookie once', async () => {
    const { store, calls } = setup();
    expect(store.getSnapshot().status).toBe('loading');
    await Promise.all([store.restore(), store.restore()]);
    expect(calls.refresh).toBe(1);
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user });
    expect(store.getAccessToken()).toBe('refreshed-1');
  });

  it('is signed out when there is no valid refresh cookie', async () => {
    const { store } = setup({
      refresh: async () => {
        throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'No session' });
      },
    });
    await store.restore();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    expect(store.getAccessToken()).toBeNull();
  });

  it('restoring a closed account signs in as sign-in does, with the address trimmed; a refusal leaves it signed out', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    const { store } = setup({
      refresh: async () => {
        throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'No session' });
      },
      restoreAccount: async (body) => {
        sent.push(body);
        if (refuse) throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
        return sessionExpiringAt(Date.parse('2025-06-01T12:15:00.000Z'), 'restored');
      },
    });
    await store.restore();
    await expect(store.restoreAccount(' ana@example.com ', 'secret1')).rejects.toBeInstanceOf(ApiError);
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    refuse = false;
    await expect(store.restoreAccount(' ana@example.com ', 'secret1')).resolves.toEqual(user);
    expect(sent).toEqual([
      { email: 'ana@example.com', password: 'secret1' },
      { email: 'ana@example.com', password: 'secret1' },
    ]);
    expect(store.getSnapshot()).toEqual({ status: 'signed-in', user });
    expect(store.getAccessToken()).toBe('restored');
  });

  it('shares one refresh between concurrent callers', async () => {
    const { store, calls } = setup();
    const tokens = await Promise.all([store.refreshAccessToken(), store.refreshAccessToken(), store.refreshAccessToken()]);
    expect(calls.refresh).toBe(1);
    expect(new Set(tokens)).toEqual(new Set(['refreshed-1']));
  });

  it('renews only when the token expires within three 30-second ticks', async () => {
    const { store, calls, advance } = setup();
    await store.signIn(' ana@example.com ', 'secret1');
    await store.tick();
    expect(calls.refresh).toBe(0);
    advance(15 * 60_000 - 91_000);
    await store.tick();
    expect(calls.refresh).toBe(0);
    advance(2_000);
    await store.tick();
    expect(calls.refresh).toBe(1);
    expect(store.getAccessToken()).toBe('refreshed-1');
  });

  it('keeps the session when a renewal fails for a reason other than 401', async () => {
    const { store } = setup({
      refresh: async () => {
        throw new ApiError({ status: 0, code: 'NETWORK', message: 'offline' });
      },
    });
    await store.signIn('ana@example.com', 'secret1');
    expect(await store.refreshAccessToken()).toBeNull();
    expect(store.getSnapshot().status).toBe('signed-in');
  });

  it('stays signed in when the server cannot sign out, and clears state when it can', async () => {
    let fail = true;
    const { store, calls } = setup({
      signOut: async () => {
        calls.signOut++;
        if (fail) throw new ApiError({ status: 503, code: 'UPSTREAM_UNAVAILABLE', message: 'down' });
      },
    });
    await store.signIn('ana@example.com', 'secret1');
    await expect(store.signOut()).rejects.toBeInstanceOf(ApiError);
    expect(store.getSnapshot().status).toBe('signed-in');
    fail = false;
    await store.signOut();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    expect(store.getAccessToken()).toBeNull();
  });

  it('takes the member as changed by their profile, and only for the member signed in', async () => {
    const { store } = setup();
    await store.signIn('ana@example.com', 'pw');
    store.replaceUser({ ...user, name: 'Ana Calma', language: 'es', timeZone: 'Europe/Madrid' });
    expect(store.getSnapshot().user).toMatchObject({ name: 'Ana Calma', language: 'es', timeZone: 'Europe/Madrid' });
    store.replaceUser({ ...user, id: '00000000-0000-4000-8000-000000000002', name: 'Someone Else' });
    expect(store.getSnapshot().user?.name).toBe('Ana Calma');
  });

  it('signs out everywhere on the server, then forgets the session here; keeps it when the server failed', async () => {
    let fail = true;
    const { store, calls } = setup({
      signOutEverywhere: async () => {
        calls.signOutEverywhere++;
        if (fail) throw new ApiError({ status: 503, code: 'UPSTREAM_UNAVAILABLE', message: 'down' });
      },
    });
    await store.signIn('ana@example.com', 'pw');
    await expect(store.signOutEverywhere()).rejects.toBeInstanceOf(ApiError);
    expect(store.getSnapshot().status).toBe('signed-in');
    fail = false;
    await store.signOutEverywhere();
    expect(calls.signOutEverywhere).toBe(2);
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    expect(store.getAccessToken()).toBeNull();
  });

  it('forgets the session after a password reset even when the server already ended it', async () => {
    const { store } = setup({
      signOut: async () => {
        throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'gone' });
      },
    });
    await store.signIn('ana@example.com', 'pw');
    await store.forgetAfterReset();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
  });
});
