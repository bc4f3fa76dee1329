import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../i18n/index.js';
import { Modal } from '../../lib/ui/Modal.js';
import { useForm } from '../../lib/use-form.js';
import { checkSignUp, signInErrorMessage, signUpErrorMessage } from './auth-errors.js';
import { useAuth } from './auth-context.js';
import { AgeCheckbox, EmailField, ErrorBox, FreeSessionsNote, PasswordField, TextField } from './form-fields.js';
import { RestoreAccountOffer, useClosedAccount } from '../account/RestoreAccount.js';
import './auth-dialog.css';

export type AuthDialogMode = 'login' | 'signup';

interface AuthDialogProps {
  /** `null` means closed: the dialog then renders nothing. */
  mode: AuthDialogMode | null;
  onModeChange(mode: AuthDialogMode): void;
  onClose(): void;
}

export function AuthDialog({ mode, onModeChange, onClose }: AuthDialogProps) {
  if (mode === null) return null;
  return <OpenAuthDialog mode={mode} onModeChange={onModeChange} onClose={onClose} />;
}

function OpenAuthDialog({ mode, onModeChange, onClose }: AuthDialogProps & { mode: AuthDialogMode }) {
  const { t } = useT('auth');
  const { signIn, signUp } = useAuth();
  const navigate = useNavigate();
  const isSignup = mode === 'signup';
  const closedAccount = useClosedAccount();
  // One set of values for both modes: what was typed stays when switching between them.
  const form = useForm({
    initial: { name: '', email: '', password: '', confirmPassword: '', ageConfirmed: false },
    validate: (values) => (isSignup ? checkSignUp(values) : null),
    submit: async ({ name, email, password }) => {
      if (isSignup) await signUp({ name, email, password });
      else await closedAccount.signIn(email, password, () => signIn(email, password));
      onClose();
      navigate('/dashboard');
    },
    // A closed account gets the restore offer instead of an error.
    errorMessage: (error) => (isSignup ? signUpErrorMessage(error, 'dialog') : closedAccount.hides(error) ? '' : signInErrorMessage(error, 'dialog')),
  });
  const { values, setter, busy } = form;
  // An error belongs to the mode it was made in: switching between sign-in and sign-up hides it.
  const [submittedMode, setSubmittedMode] = useState(mode);
  const error = submittedMode === mode ? form.error : null;
  const closed = isSignup ? null : closedAccount.offerFor(values.email, values.password);
  const onSubmit = (event: FormEvent) => {
    if (!busy) setSubmittedMode(mode);
    void form.onSubmit(event);
  };

  return (
    <Modal
      title={isSignup ? t('auth.signup.dialogTitle') : t('auth.login.title')}
      description={isSignup ? t('auth.signup.dialogSubtitle') : t('auth.login.subtitle')}
      closeLabel={t('auth.close')}
      onClose={onClose}
      className="auth-dialog"
      // No class gives the sign-in panel's width without `.dialog`'s `position: relative`, which
      // would pin a top-layer <dialog> to the top of the page; see the report for the stylesheet.
      initialFocus="input"
    >
      <form className="form" onSubmit={onSubmit} noValidate={false}>
        {isSignup && (
          <TextField
            label={t('auth.field.name')}
            value={values.name}
            onChange={setter('name')}
            autoComplete="name"
            name="name"
            placeholder={t('auth.field.namePlaceholder')}
          />
        )}
        <EmailField value={values.email} onChange={setter('email')} />
        <PasswordField
          label={t('auth.field.password')}
          value={values.password}
          onChange={setter('password')}
          autoComplete={isSignup ? 'new-password' : 'current-password'}
          name="password"
        />
        {!isSignup && (
          <p className="forgot-link">
            <Link to="/forgot-password" onClick={onClose}>
              {t('auth.forgot.link')}
            </Link>
          </p>
        )}
        {isSignup && (
          <PasswordField
            label={t('auth.field.confirmPassword')}
            value={values.confirmPassword}
            onChange={setter('confirmPassword')}
            autoComplete="new-password"
            name="confirmPassword"
          />
        )}
        {isSignup && <AgeCheckbox checked={values.ageConfirmed} onChange={setter('ageConfirmed')} />}
        <ErrorBox message={error} />
        <button type="submit" className="button button-primary button-block" disabled={busy || (isSignup && !values.ageConfirmed)}>
          {busy ? t(isSignup ? 'auth.creatingAccount' : 'auth.signingIn') : t(isSignup ? 'auth.createAccount' : 'auth.signIn')}
        </button>
        {closed && (
          <RestoreAccountOffer
            closed={closed}
            onRestored={() => {
              onClose();
              navigate('/dashboard');
            }}
          />
        )}
        {isSignup && <FreeSessionsNote />}
      </form>
      <p className="dialog-switch">
        {t(isSignup ? 'auth.haveAccount' : 'auth.noAccount')}{' '}
        <button type="button" className="link-button" onClick={() => onModeChange(isSignup ? 'login' : 'signup')}>
          {t(isSignup ? 'auth.signIn' : 'auth.signUp')}
        </button>
      </p>
    </Modal>
  );
}
