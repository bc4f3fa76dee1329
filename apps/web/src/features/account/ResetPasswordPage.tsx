import { MIN_PASSWORD_LENGTH } from '@vi/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.js';
import { useForm } from '../../lib/use-form.js';
import { AuthLayout } from '../auth/AuthLayout.js';
import { useAuth } from '../auth/auth-context.js';
import { AUTH_MESSAGES } from '../auth/auth-errors.js';
import { ErrorBox, PasswordField } from '../auth/form-fields.js';
import { accountApi } from './account-api.js';
import { accountFailure } from './account-errors.js';
import { checkNewPassword } from './account-forms.js';
import { useLinkToken } from './use-link-token.js';
import { Outcome } from './Outcome.js';
import './account.css';

type Outcome = 'done' | 'link_not_valid' | null;

/** /reset-password#token=…: the emailed link; a new password, then every session of the member ends. */
export function ResetPasswordPage() {
  const { t } = useT('auth');
  const token = useLinkToken();
  const { forgetAfterReset } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(token ? null : 'link_not_valid');
  const form = useForm({
    initial: { newPassword: '', confirmPassword: '' },
    // English sentences from auth-errors: ErrorBox shows them in the current language.
    validate: ({ newPassword, confirmPassword }) => {
      const problem = checkNewPassword(newPassword, confirmPassword);
      if (problem === 'mismatch') return AUTH_MESSAGES.passwordsDiffer;
      if (problem === 'too_short') return AUTH_MESSAGES.passwordTooShort;
      return null;
    },
    submit: async ({ newPassword }) => {
      try {
        await accountApi.resetPassword({ token: token ?? '', newPassword });
      } catch (error) {
        if (accountFailure(error) !== 'link_not_valid') throw error;
        setOutcome('link_not_valid');
        return;
      }
      // Every session of the member has ended: this page forgets any it had too.
      await forgetAfterReset();
      setOutcome('done');
    },
    errorMessage: (error) => (accountFailure(error) === 'invalid' ? t('auth.link.invalidInput') : AUTH_MESSAGES.dialogFallback),
  });
  const { values, setter, busy } = form;

  return (
    <AuthLayout title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle', { min: MIN_PASSWORD_LENGTH })}>
      {outcome === 'done' && (
        <Outcome text={t('auth.reset.done')}>
          <Link to="/login" className="button button-primary button-block">
            {t('auth.reset.signIn')}
          </Link>
        </Outcome>
      )}
      {outcome === 'link_not_valid' && (
        <Outcome text={t(token ? 'auth.link.notValid' : 'auth.link.missing')} tone="error">
          <Link to="/forgot-password" className="button button-primary button-block">
            {t('auth.link.askAgain')}
          </Link>
        </Outcome>
      )}
      {outcome === null && (
        <form className="form" onSubmit={form.onSubmit}>
          <PasswordField
            label={t('auth.reset.newPassword')}
            value={values.newPassword}
            onChange={setter('newPassword')}
            autoComplete="new-password"
            name="newPassword"
          />
          <PasswordField
            label={t('auth.reset.confirmPassword')}
            value={values.confirmPassword}
            onChange={setter('confirmPassword')}
            autoComplete="new-password"
            name="confirmPassword"
          />
          <ErrorBox message={form.error} />
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {t(busy ? 'auth.reset.saving' : 'auth.reset.submit')}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
