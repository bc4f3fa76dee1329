import type { User } from '@vi/contracts';
import { useEffect, useState } from 'react';
import { fetchCurrentUser, isAbort } from './admin-api.js';

/** The admin status (spec section 4): checking, then admin or not; a failed lookup counts as not admin. */
export type AdminStatus = { kind: 'checking' } | { kind: 'admin'; user: User } | { kind: 'not-admin' };

/** Asks the server each time the screen opens: the session's copy of the user may be out of date. */
export function useAdminStatus(): AdminStatus {
  const [status, setStatus] = useState<AdminStatus>({ kind: 'checking' });
  useEffect(() => {
    const controller = new AbortController();
    fetchCurrentUser(controller.signal).then(
      (user) => setStatus(user.isAdmin ? { kind: 'admin', user } : { kind: 'not-admin' }),
      (error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        console.warn('The admin status check failed', error);
        setStatus({ kind: 'not-admin' });
      },
    );
    return () => controller.abort();
  }, []);
  return status;
}
