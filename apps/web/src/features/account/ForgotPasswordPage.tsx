import { PASSWORD_RESET_LINK_MINUTES } from '@vi/contracts';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.js';
import { useForm } from '../../lib/use-form.js';
import { AuthLayout } from '../auth/AuthLayout.js';
import { EmailField, ErrorBox } from '../auth/form-fields.js';
import { accountApi } from './account-api.js';
import { accountFailure } from './account-errors.js';
import { useFocusOnMount } from './use-focus-on-mount.js';
import './account.css';

/** /forgot-password: an address in, always the same answer out (whether or not it has an account). */
export function ForgotPasswordPage() {
  const { t, language } = useT('auth');
  const form = useForm({
    initial: { email: '' },
    submit: async ({ email }) => {
      // The email is written in the language the member is reading now.
      await accountApi.forgotPassword({ email: email.trim(), language: language === 'es' ? 'es' : 'en' });
    },
    errorMessage: (error) => {
      const failure = accountFailure(error);
      if (failure === 'rate_limited') return t('auth.forgot.rateLimited');
      if (failure === 'invalid') return t('auth.error.emailInvalid');
      return t('auth.error.dialogFallback');
    },
  });

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      {form.succeeded ? (
        <Sent />
      ) : (
        <form className="form" onSubmit={form.onSubmit}>
          <EmailField value={form.values.email} onChange={form.setter('email')} />
          <ErrorBox message={form.error} />
          <button type="submit" className="button button-primary button-block" disabled={form.busy}>
            {t(form.busy ? 'auth.forgot.sending' : 'auth.forgot.submit')}
          </button>
        </form>
      )}
      <p className="auth-switch">
        <Link to="/login">{t('auth.forgot.backToSignIn')}</Link>
      </p>
    </AuthLayout>
  );
}

function Sent() {
  const { t } = useT('auth');
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} className="info-box account-outcome" role="status">
      <p>{t('auth.forgot.sent', { minutes: PASSWORD_RESET_LINK_MINUTES })}</p>
      <p>{t('auth.forgot.sentHint')}</p>
    </div>
  );
}
