import { useState } from 'react';
import { takeTokenFromLocation } from './link-token.js';

/** Remembers the page's first reading, so React's second render (StrictMode) still has it once the address bar is clean. */
let lastRead: { path: string; token: string | null } | null = null;

/**
 * The emailed link's token, read from `location.hash` when the page first renders; the fragment is
 * then taken off the address bar (history.replaceState), so the secret stays out of history.
 */
export function useLinkToken(): string | null {
  const [token] = useState(() => {
    const path = window.location.pathname;
    if (window.location.hash) lastRead = { path, token: takeTokenFromLocation() };
    return lastRead?.path === path ? lastRead.token : null;
  });
  return token;
}
