import { Link, Navigate, useNavigate } from 'react-router';
import { useT } from '../../i18n/index.js';
import { useForm } from '../../lib/use-form.js';
import { AuthLayout } from './AuthLayout.js';
import { GoogleButton } from './GoogleButton.js';
import { signInErrorMessage } from './auth-errors.js';
import { useAuth } from './auth-context.js';
import { EmailField, ErrorBox, PasswordField } from './form-fields.js';
import { RestoreAccountOffer, useClosedAccount } from '../account/RestoreAccount.js';

export function LoginPage() {
  const { t } = useT('auth');
  const { signIn, status } = useAuth();
  const navigate = useNavigate();
  const closedAccount = useClosedAccount();
  const form = useForm({
    initial: { email: '', password: '' },
    submit: async ({ email, password }) => {
      await closedAccount.signIn(email, password, () => signIn(email, password));
      navigate('/dashboard');
    },
    // A closed account gets the restore offer instead of an error.
    errorMessage: (error) => (closedAccount.hides(error) ? '' : signInErrorMessage(error, 'page')),
  });
  const { values, setter, busy } = form;
  const closed = closedAccount.offerFor(values.email, values.password);

  if (status === 'signed-in' && !busy) return <Navigate to="/dashboard" replace />;

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <GoogleButton onlyWhenOffered />
      <form className="form" onSubmit={form.onSubmit}>
        <EmailField value={values.email} onChange={setter('email')} />
        <PasswordField label={t('auth.field.password')} value={values.password} onChange={setter('password')} autoComplete="current-password" name="password" />
        <p className="forgot-link">
          <Link to="/forgot-password">{t('auth.forgot.link')}</Link>
        </p>
        <ErrorBox message={form.error} />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t(busy ? 'auth.signingIn' : 'auth.signIn')}
        </button>
        {closed && <RestoreAccountOffer closed={closed} onRestored={() => navigate('/dashboard')} />}
      </form>
      <p className="auth-switch">
        {t('auth.noAccount')} <Link to="/signup">{t('auth.page.signUpLink')}</Link>
      </p>
    </AuthLayout>
  );
}
