/**
 * The secret of an emailed link (`/reset-password#token=…`, `/confirm-email#token=…`). It travels in
 * the fragment so the page load never sends it to a server or a log; it is read once and then
 * removed from the address bar (and so from history and screenshots).
 */
export function tokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const token = params.get('token')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{32,128}$/.test(token) ? token : null;
}

/** Reads the token from `location.hash` and takes the fragment off the address bar without a new history entry. */
export function takeTokenFromLocation(): string | null {
  if (typeof window === 'undefined') return null;
  const { hash, pathname, search } = window.location;
  if (!hash) return null;
  const token = tokenFromHash(hash);
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return token;
}
