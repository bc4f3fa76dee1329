import { ACCOUNT_RECOVERY_DAYS } from '@vi/contracts/constants';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/index.js';
import { AuthLayout } from '../auth/AuthLayout.js';
import { useAuth } from '../auth/auth-context.js';
import { accountClosedStateOf, formatRestoreUntil } from './close-account.js';
import { useFocusOnMount } from './use-focus-on-mount.js';
import './account.css';
import './restore-account.css';

/**
 * /account-closed: where "Delete my account" lands, and signs the member out here. Says until when the account can be
 * restored (the closing's `purgeAfter`, in the member's language and zone) and how; opened without
 * that (a bookmark), it says the number of days instead.
 */
export function AccountClosedPage() {
  const { t, language } = useT('auth');
  const closed = accountClosedStateOf(useLocation().state);
  const { status, forgetAfterReset } = useAuth();
  const justClosed = closed !== null;
  // Arriving from "Delete my account": the server has ended every session, so this one is forgotten
  // here too, the sign-out button's way. Only once this page shows: done earlier, the signed-in
  // routes' guard (still on screen while this page loads) would send the member to the home page.
  useEffect(() => {
    if (justClosed && status === 'signed-in') void forgetAfterReset();
  }, [justClosed, status, forgetAfterReset]);
  const ref = useFocusOnMount<HTMLDivElement>();
  const until = closed
    ? t('auth.closed.until', { date: formatRestoreUntil(closed.purgeAfter, language, closed.timeZone) })
    : t('auth.closed.within', { days: ACCOUNT_RECOVERY_DAYS });

  return (
    <AuthLayout title={t('auth.closed.title')} subtitle={t('auth.closed.subtitle')}>
      <div ref={ref} tabIndex={-1} className="account-outcome" role="status">
        <div className="info-box">
          <p>{until}</p>
          <p>{t('auth.closed.after')}</p>
        </div>
        <p className="muted">{t('auth.closed.crisis')}</p>
        <p className="account-closed-links">
          <Link to="/crisis-resources" className="button button-outline button-small">
            {t('auth.closed.crisisLink')}
          </Link>
          <Link to="/" className="button button-primary button-small">
            {t('common.backToHome')}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
