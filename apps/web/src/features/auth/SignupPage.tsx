import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useT } from '../../i18n/index.js';
import { AuthLayout } from './AuthLayout.js';
import { checkSignUp, signUpErrorMessage } from './auth-errors.js';
import { useAuth } from './auth-context.js';
import { AgeCheckbox, EmailField, ErrorBox, FreeSessionsNote, PasswordField, TextField } from './form-fields.js';

export function SignupPage() {
  const { t } = useT('auth');
  const { signUp, status } = useAuth();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setNotice(false);
    const problem = checkSignUp({ password, confirmPassword, ageConfirmed });
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      await signUp({ name, email, password });
      navigate('/dashboard');
    } catch (err) {
      setError(signUpErrorMessage(err, 'page'));
      setBusy(false);
    }
  };

  if (status === 'signed-in' && !busy) return <Navigate to="/dashboard" replace />;

  return (
    <AuthLayout title={t('auth.signup.pageTitle')} subtitle={t('auth.signup.pageSubtitle')}>
      <button
        type="button"
        className="button button-outline button-block"
        onClick={() => {
          setError(null);
          setNotice(true);
        }}
      >
        {t('auth.google')}
      </button>
      {notice && (
        <p className="info-box" role="status">
          {t('auth.error.googleComingSoon')}
        </p>
      )}
      <div className="divider">
        <span>{t('auth.orEmail')}</span>
      </div>
      <form className="form" onSubmit={onSubmit}>
        <TextField label={t('auth.field.name')} value={name} onChange={setName} autoComplete="name" name="name" placeholder={t('auth.field.namePlaceholder')} />
        <EmailField value={email} onChange={setEmail} />
        <PasswordField label={t('auth.field.password')} value={password} onChange={setPassword} autoComplete="new-password" name="password" />
        <PasswordField
          label={t('auth.field.confirmPassword')}
          value={confirmPassword}
          onChange={setConfirmPassword}
          autoComplete="new-password"
          name="confirmPassword"
        />
        <AgeCheckbox checked={ageConfirmed} onChange={setAgeConfirmed} />
        <ErrorBox message={error} />
        <button type="submit" className="button button-primary button-block" disabled={busy || !ageConfirmed}>
          {t(busy ? 'auth.creatingAccount' : 'auth.createAccount')}
        </button>
        <FreeSessionsNote />
      </form>
      <p className="auth-switch">
        {t('auth.haveAccount')} <Link to="/login">{t('auth.page.signInLink')}</Link>
      </p>
    </AuthLayout>
  );
}
