import type { FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useT } from '../../i18n/index.js';
import { useForm } from '../../lib/use-form.js';
import { AuthLayout } from './AuthLayout.js';
import { GoogleButton } from './GoogleButton.js';
import { checkSignUp, signUpErrorMessage } from './auth-errors.js';
import { useAuth } from './auth-context.js';
import { AgeCheckbox, EmailField, ErrorBox, FreeSessionsNote, PasswordField, TextField } from './form-fields.js';
import './auth.css';

export function SignupPage() {
  const { t } = useT('auth');
  const { signUp, status } = useAuth();
  const navigate = useNavigate();
  const form = useForm({
    initial: { name: '', email: '', password: '', confirmPassword: '', ageConfirmed: false },
    validate: checkSignUp,
    submit: async ({ name, email, password }) => {
      await signUp({ name, email, password });
      navigate('/dashboard');
    },
    errorMessage: (error) => signUpErrorMessage(error, 'page'),
  });
  const { values, setter, busy } = form;
  const onSubmit = (event: FormEvent) => {
    void form.onSubmit(event);
  };

  if (status === 'signed-in' && !busy) return <Navigate to="/dashboard" replace />;

  return (
    <AuthLayout title={t('auth.signup.pageTitle')} subtitle={t('auth.signup.pageSubtitle')}>
      <GoogleButton onNotice={() => form.setError(null)} />
      <div className="divider">
        <span>{t('auth.orEmail')}</span>
      </div>
      <form className="form" onSubmit={onSubmit}>
        <TextField
          label={t('auth.field.name')}
          value={values.name}
          onChange={setter('name')}
          autoComplete="name"
          name="name"
          placeholder={t('auth.field.namePlaceholder')}
        />
        <EmailField value={values.email} onChange={setter('email')} />
        <PasswordField label={t('auth.field.password')} value={values.password} onChange={setter('password')} autoComplete="new-password" name="password" />
        <PasswordField
          label={t('auth.field.confirmPassword')}
          value={values.confirmPassword}
          onChange={setter('confirmPassword')}
          autoComplete="new-password"
          name="confirmPassword"
        />
        <AgeCheckbox checked={values.ageConfirmed} onChange={setter('ageConfirmed')} />
        <ErrorBox message={form.error} />
        <button type="submit" className="button button-primary button-block" disabled={busy || !values.ageConfirmed}>
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
