import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { signOutErrorMessage } from './auth-errors.js';
import { useAuth } from './auth-context.js';

/**
 * Sign out, then go to the landing page; on failure keep the session and say so. With `everywhere`,
 * every session of the member ends first (sign out everywhere), then the same local sign-out.
 */
export function useSignOut({ everywhere = false }: { everywhere?: boolean } = {}) {
  const auth = useAuth();
  const signOut = everywhere ? auth.signOutEverywhere : auth.signOut;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await signOut();
      navigate('/', { replace: true });
    } catch (err) {
      console.warn('Sign-out failed', err);
      setError(signOutErrorMessage());
      setBusy(false);
    }
  }, [signOut, navigate]);

  return { signOut: run, busy, error };
}
