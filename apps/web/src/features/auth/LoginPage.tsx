import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useT } from '../../i18n/index.js';
import { AuthLayout } from './AuthLayout.js';
import { signInErrorMessage } from './auth-errors.js';
import { useAuth } from './auth-context.js';
import { EmailField, ErrorBox, PasswordField } from './form-fields.js';

export function LoginPage() {
  const { t } = useT('auth');
  const { signIn, status } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      await signIn(email, password);
      navigate('/dashboard');
    } catch (err) {
      setError(signInErrorMessage(err, 'page'));
      setBusy(false);
    }
  };

  if (status === 'signed-in' && !busy) return <Navigate to="/dashboard" replace />;

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form className="form" onSubmit={onSubmit}>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField label={t('auth.field.password')} value={password} onChange={setPassword} autoComplete="current-password" name="password" />
        <ErrorBox message={error} />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t(busy ? 'auth.signingIn' : 'auth.signIn')}
        </button>
      </form>
      <p className="auth-switch">
        {t('auth.noAccount')} <Link to="/signup">{t('auth.page.signUpLink')}</Link>
      </p>
    </AuthLayout>
  );
}
