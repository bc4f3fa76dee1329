import type { BrowserSession, GoogleCompleteBody, GoogleLinkBody, SignInProviders } from '@vi/contracts';
import { apiRequest } from '../../lib/api.js';

/** Where "Continue with Google" sends the browser (a navigation, not a fetch: Google's page follows). */
export const GOOGLE_START_URL = '/api/v1/auth/google/start';

/** Google sign-in's routes (ADR 0047). */
export const googleApi = {
  providers: () => apiRequest<SignInProviders>('/auth/providers'),
  complete: (body: GoogleCompleteBody) => apiRequest<BrowserSession>('/auth/google/complete', { method: 'POST', body }),
  link: (body: GoogleLinkBody) => apiRequest<BrowserSession>('/auth/google/link', { method: 'POST', body }),
};

/** The step the server sent the browser to (`/google-sign-in#…`), read from the fragment. */
export type GoogleStep =
  { kind: 'sign-up'; pending: string; email: string; name: string } | { kind: 'link'; pending: string; email: string } | { kind: 'error'; reason: string };

export function googleStepFromHash(hash: string): GoogleStep {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const pending = params.get('pending') ?? '';
  const email = params.get('email') ?? '';
  const step = params.get('step');
  if (/^[A-Za-z0-9_-]{32,128}$/.test(pending) && email) {
    if (step === 'sign-up') return { kind: 'sign-up', pending, email, name: params.get('name') ?? '' };
    if (step === 'link') return { kind: 'link', pending, email };
  }
  return { kind: 'error', reason: params.get('error') ?? 'pending_not_valid' };
}
