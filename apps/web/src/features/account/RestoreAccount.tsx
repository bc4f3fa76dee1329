import { ACCOUNT_RECOVERY_DAYS } from '@vi/contracts/constants';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/index.js';
import { useAuth } from '../auth/auth-context.js';
import { ErrorBox } from '../auth/form-fields.js';
import { closedAccountOf, formatRestoreUntil, restoreFailure, type RestoreFailure } from './close-account.js';
import { useFocusOnMount } from './use-focus-on-mount.js';
import './restore-account.css';

/** A sign-in refused because the account is closed: what was typed, and until when it can be restored. */
export interface ClosedSignIn {
  email: string;
  password: string;
  /** ISO instant; '' when the server did not say. */
  purgeAfter: string;
}

/**
 * For the sign-in forms (dialog and /login): `signIn` runs the form's own sign-in and notes a closed
 * account (then rethrows, so the form stays as it was); `offerFor` gives the restore offer while the
 * fields still hold what was refused; `hides` tells the form not to show an error of its own for it.
 */
export function useClosedAccount() {
  const [closed, setClosed] = useState<ClosedSignIn | null>(null);
  const signIn = useCallback(async <T,>(email: string, password: string, run: () => Promise<T>): Promise<T> => {
    setClosed(null);
    try {
      return await run();
    } catch (error) {
      const found = closedAccountOf(error);
      if (found) setClosed({ email, password, purgeAfter: found.purgeAfter });
      throw error;
    }
  }, []);
  const offerFor = (email: string, password: string) => (closed && closed.email === email && closed.password === password ? closed : null);
  const hides = (error: unknown) => closedAccountOf(error) !== null;
  return { signIn, offerFor, hides };
}

const RESTORE_ERROR_KEYS = {
  bad_credentials: 'auth.restore.badCredentials',
  not_closed: 'auth.restore.notClosed',
  rate_limited: 'auth.restore.rateLimited',
  failed: 'auth.restore.failed',
} as const satisfies Record<RestoreFailure, string>;

/**
 * "This account is closed. You can restore it until <date>." and "Restore my account", which posts
 * the same email and password and signs the member in exactly as sign-in does (`onRestored` then
 * goes on as the form would after a sign-in).
 */
export function RestoreAccountOffer({ closed, onRestored }: { closed: ClosedSignIn; onRestored(): void }) {
  const { t, language } = useT('auth');
  const { restoreAccount } = useAuth();
  const ref = useFocusOnMount<HTMLDivElement>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onRestore = async () => {
    setBusy(true);
    setError(null);
    try {
      await restoreAccount(closed.email, closed.password);
      onRestored();
    } catch (thrown) {
      console.warn('Restoring the account failed', thrown);
      setError(t(RESTORE_ERROR_KEYS[restoreFailure(thrown)]));
      setBusy(false);
    }
  };

  const sentence = closed.purgeAfter
    ? t('auth.restore.closed', { date: formatRestoreUntil(closed.purgeAfter, language) })
    : t('auth.restore.closedWithin', { days: ACCOUNT_RECOVERY_DAYS });
  return (
    <div ref={ref} tabIndex={-1} className="restore-offer" role="alert">
      <p className="info-box">{sentence}</p>
      <ErrorBox message={error} />
      <button type="button" className="button button-primary button-block" onClick={onRestore} disabled={busy}>
        {busy ? t('auth.restore.restoring') : t('auth.restore.button')}
      </button>
    </div>
  );
}
