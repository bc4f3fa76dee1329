import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/index.js';
import { checkSignUp, signInErrorMessage, signUpErrorMessage } from './auth-errors.js';
import { useAuth } from './auth-context.js';
import { AgeCheckbox, EmailField, ErrorBox, FreeSessionsNote, PasswordField, TextField } from './form-fields.js';

export type AuthDialogMode = 'login' | 'signup';

interface AuthDialogProps {
  /** `null` means closed: the dialog then renders nothing. */
  mode: AuthDialogMode | null;
  onModeChange(mode: AuthDialogMode): void;
  onClose(): void;
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

export function AuthDialog({ mode, onModeChange, onClose }: AuthDialogProps) {
  if (mode === null) return null;
  return <OpenAuthDialog mode={mode} onModeChange={onModeChange} onClose={onClose} />;
}

function OpenAuthDialog({ mode, onModeChange, onClose }: AuthDialogProps & { mode: AuthDialogMode }) {
  const { t } = useT('auth');
  const { signIn, signUp } = useAuth();
  const navigate = useNavigate();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  // An error belongs to the mode it was made in: switching between sign-in and sign-up hides it.
  const [failure, setFailure] = useState<{ mode: AuthDialogMode; text: string } | null>(null);
  const error = failure?.mode === mode ? failure.text : null;
  const setError = (text: string | null) => setFailure(text === null ? null : { mode, text });
  const [busy, setBusy] = useState(false);
  const isSignup = mode === 'signup';
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Focus moves into the dialog on open and returns to where it was on close.
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('input')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (isSignup) {
      const problem = checkSignUp({ password, confirmPassword, ageConfirmed });
      if (problem) return setError(problem);
    }
    setBusy(true);
    try {
      if (isSignup) await signUp({ name, email, password });
      else await signIn(email, password);
      onClose();
      navigate('/dashboard');
    } catch (err) {
      setError(isSignup ? signUpErrorMessage(err, 'dialog') : signInErrorMessage(err, 'dialog'));
      setBusy(false);
    }
  };

  return (
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panelRef} className="dialog card" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <button type="button" className="dialog-close" onClick={onClose} aria-label={t('auth.close')}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={titleId} className="dialog-title">
          {isSignup ? t('auth.signup.dialogTitle') : t('auth.login.title')}
        </h2>
        <p className="muted dialog-subtitle">{isSignup ? t('auth.signup.dialogSubtitle') : t('auth.login.subtitle')}</p>
        <form className="form" onSubmit={onSubmit} noValidate={false}>
          {isSignup && (
            <TextField
              label={t('auth.field.name')}
              value={name}
              onChange={setName}
              autoComplete="name"
              name="name"
              placeholder={t('auth.field.namePlaceholder')}
            />
          )}
          <EmailField value={email} onChange={setEmail} />
          <PasswordField
            label={t('auth.field.password')}
            value={password}
            onChange={setPassword}
            autoComplete={isSignup ? 'new-password' : 'current-password'}
            name="password"
          />
          {isSignup && (
            <PasswordField
              label={t('auth.field.confirmPassword')}
              value={confirmPassword}
              onChange={setConfirmPassword}
              autoComplete="new-password"
              name="confirmPassword"
            />
          )}
          {isSignup && <AgeCheckbox checked={ageConfirmed} onChange={setAgeConfirmed} />}
          <ErrorBox message={error} />
          <button type="submit" className="button button-primary button-block" disabled={busy || (isSignup && !ageConfirmed)}>
            {busy ? t(isSignup ? 'auth.creatingAccount' : 'auth.signingIn') : t(isSignup ? 'auth.createAccount' : 'auth.signIn')}
          </button>
          {isSignup && <FreeSessionsNote />}
        </form>
        <p className="dialog-switch">
          {t(isSignup ? 'auth.haveAccount' : 'auth.noAccount')}{' '}
          <button type="button" className="link-button" onClick={() => onModeChange(isSignup ? 'login' : 'signup')}>
            {t(isSignup ? 'auth.signIn' : 'auth.signUp')}
          </button>
        </p>
      </div>
    </div>
  );
}
