import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.js';
import { AuthLayout } from '../auth/AuthLayout.js';
import { useAuth } from '../auth/auth-context.js';
import { accountApi } from './account-api.js';
import { accountFailure } from './account-errors.js';
import { Outcome } from './Outcome.js';
import { useLinkToken } from './use-link-token.js';
import './account.css';

type Result = { kind: 'done'; email: string } | { kind: 'link_not_valid' | 'taken' | 'failed' };

/** One confirmation per token however often the page renders (StrictMode runs effects twice; a link works once). */
const confirmations = new Map<string, Promise<Result>>();

function confirmOnce(token: string): Promise<Result> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = accountApi.confirmEmail(token).then(
      ({ email }): Result => ({ kind: 'done', email }),
      (error: unknown): Result => {
        const failure = accountFailure(error);
        if (failure === 'link_not_valid' || failure === 'invalid') return { kind: 'link_not_valid' };
        if (failure === 'email_taken') return { kind: 'taken' };
        return { kind: 'failed' };
      },
    );
    confirmations.set(token, pending);
  }
  return pending;
}

/** /confirm-email#token=…: confirms the new address on load, signed in or not. */
export function ConfirmEmailPage() {
  const { t } = useT('auth');
  const token = useLinkToken();
  const { status, reloadUser } = useAuth();
  const [result, setResult] = useState<Result | null>(token ? null : { kind: 'link_not_valid' });

  useEffect(() => {
    if (!token) return;
    let current = true;
    void confirmOnce(token).then((outcome) => {
      if (current) setResult(outcome);
    });
    return () => {
      current = false;
    };
  }, [token]);

  // A signed-in member sees the new address everywhere at once.
  const confirmed = result?.kind === 'done';
  useEffect(() => {
    if (confirmed && status === 'signed-in') void reloadUser();
  }, [confirmed, status, reloadUser]);

  const next =
    status === 'signed-in' ? (
      <Link to="/dashboard" className="button button-primary button-block">
        {t('auth.confirmEmail.toDashboard')}
      </Link>
    ) : (
      <Link to="/login" className="button button-primary button-block">
        {t('auth.confirmEmail.toSignIn')}
      </Link>
    );

  return (
    <AuthLayout title={t('auth.confirmEmail.title')} subtitle={t('auth.confirmEmail.subtitle')}>
      {result === null && (
        <p className="muted account-checking" role="status">
          {t('auth.confirmEmail.checking')}
        </p>
      )}
      {result?.kind === 'done' && <Outcome text={t('auth.confirmEmail.done', { email: result.email })}>{next}</Outcome>}
      {result?.kind === 'link_not_valid' && (
        <Outcome text={t('auth.confirmEmail.notValid')} tone="error">
          {next}
        </Outcome>
      )}
      {result?.kind === 'taken' && (
        <Outcome text={t('auth.confirmEmail.taken')} tone="error">
          {next}
        </Outcome>
      )}
      {result?.kind === 'failed' && <Outcome text={t('auth.error.dialogFallback')} tone="error" />}
    </AuthLayout>
  );
}
