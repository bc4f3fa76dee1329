import type { BrowserSession, SignInRequest, SignUpRequest, User } from '@vi/contracts';
import type { RestoreAccountBody } from '@vi/contracts';
import { apiRequest } from '../../lib/api.js';

/** The gateway's auth endpoints. The refresh token only ever travels in the httpOnly cookie. */
export interface AuthTransport {
  signUp(body: SignUpRequest): Promise<BrowserSession>;
  signIn(body: SignInRequest): Promise<BrowserSession>;
  refresh(): Promise<BrowserSession>;
  signOut(accessToken: string | null): Promise<void>;
  /** Ends every session of the member, this one included. */
  signOutEverywhere(accessToken: string | null): Promise<void>;
  me(accessToken: string): Promise<User>;
  /** Reopens a closed account within its recovery window; answers as sign-in does. */
  restoreAccount(body: RestoreAccountBody): Promise<BrowserSession>;
}

export const httpAuthTransport: AuthTransport = {
  signUp: (body) => apiRequest<BrowserSession>('/auth/sign-up', { method: 'POST', body }),
  signIn: (body) => apiRequest<BrowserSession>('/auth/sign-in', { method: 'POST', body }),
  refresh: () => apiRequest<BrowserSession>('/auth/refresh', { method: 'POST' }),
  signOut: (accessToken) => apiRequest<void>('/auth/sign-out', { method: 'POST', accessToken }),
  signOutEverywhere: (accessToken) => apiRequest<void>('/auth/sign-out-everywhere', { method: 'POST', accessToken }),
  me: (accessToken) => apiRequest<User>('/me', { accessToken }),
  restoreAccount: (body) => apiRequest<BrowserSession>('/auth/restore', { method: 'POST', body }),
};
