import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../i18n/index.js';
import { isApiError } from '../../lib/api.js';
import { useForm } from '../../lib/use-form.js';
import { AuthLayout } from './AuthLayout.js';
import { useAuth } from './auth-context.js';
import { AgeCheckbox, ErrorBox, FreeSessionsNote, PasswordField } from './form-fields.js';
import { googleApi, googleStepFromHash, type GoogleStep } from './google-api.js';
import './auth.css';

/** The sentence of each reason the server gives (`details.reason`, or `#error=` on this page). */
const REASON_TEXT = {
  state_mismatch: 'auth.googleStep.reason.state_mismatch',
  attempt_not_valid: 'auth.googleStep.reason.attempt_not_valid',
  answer_not_valid: 'auth.googleStep.reason.answer_not_valid',
  provider_refused: 'auth.googleStep.reason.provider_refused',
  email_not_verified: 'auth.googleStep.reason.email_not_verified',
  pending_not_valid: 'auth.googleStep.reason.pending_not_valid',
  not_configured: 'auth.googleStep.reason.not_configured',
  unavailable: 'auth.googleStep.reason.unavailable',
} as const;
type Reason = keyof typeof REASON_TEXT;
const isReason = (value: unknown): value is Reason => typeof value === 'string' && Object.hasOwn(REASON_TEXT, value);

/** The step's secret is read once and taken off the address bar (and so off history and screenshots). */
function takeStep(): GoogleStep {
  const { hash, pathname, search } = window.location;
  const step = googleStepFromHash(hash);
  if (hash) window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return step;
}

/** A refusal's reason from the server, when it is one of Google sign-in's. */
function reasonOf(error: unknown): Reason | null {
  const reason = isApiError(error) ? error.details?.reason : undefined;
  return isReason(reason) ? reason : null;
}

/**
 * /google-sign-in: where the server sends the browser back from Google when a step remains (a new
 * member confirms they are 18 or older; an account already uses the address and its password links
 * it), or when the sign-in was refused (`#error=<reason>`).
 */
export function GoogleSignInPage() {
  const { t } = useT('auth');
  const { adoptSession } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<GoogleStep>(takeStep);

  const fail = (error: unknown) => {
    const reason = reasonOf(error);
    if (reason) setStep({ kind: 'error', reason });
    else throw error;
  };

  const signUp = useForm({
    initial: { ageConfirmed: false },
    validate: ({ ageConfirmed }) => (ageConfirmed ? null : t('auth.error.mustBeAdult')),
    submit: async () => {
      if (step.kind !== 'sign-up') return;
      try {
        adoptSession(await googleApi.complete({ pendingToken: step.pending, ageConfirmed: true }));
      } catch (error) {
        return fail(error);
      }
      navigate('/dashboard');
    },
    errorMessage: (error) => (isApiError(error) && error.status === 409 ? t('auth.error.emailTaken') : t('auth.error.signUpFailed')),
  });

  const link = useForm({
    initial: { password: '' },
    submit: async ({ password }) => {
      if (step.kind !== 'link') return;
      try {
        adoptSession(await googleApi.link({ pendingToken: step.pending, password }));
      } catch (error) {
        return fail(error);
      }
      navigate('/dashboard');
    },
    errorMessage: (error) => {
      if (isApiError(error) && error.status === 401) return t('auth.googleStep.wrongPassword');
      if (isApiError(error) && error.status === 409) return t('auth.googleStep.alreadyLinked');
      return t('auth.error.signInFailed');
    },
  });

  if (step.kind === 'error') {
    const text = t(REASON_TEXT[isReason(step.reason) ? step.reason : 'unavailable']);
    return (
      <AuthLayout title={t('auth.googleStep.errorTitle')} subtitle={t('auth.googleStep.errorSubtitle')}>
        <div className="error-box" role="alert">
          {text}
        </div>
        <p className="auth-switch">
          <Link to="/signup">{t('auth.page.signUpLink')}</Link> · <Link to="/login">{t('auth.page.signInLink')}</Link>
        </p>
      </AuthLayout>
    );
  }

  if (step.kind === 'sign-up') {
    return (
      <AuthLayout title={t('auth.googleStep.signUpTitle')} subtitle={t('auth.googleStep.signUpSubtitle', { email: step.email })}>
        <form className="form" onSubmit={signUp.onSubmit}>
          <AgeCheckbox checked={signUp.values.ageConfirmed} onChange={signUp.setter('ageConfirmed')} />
          <ErrorBox message={signUp.error} />
          <button type="submit" className="button button-primary button-block" disabled={signUp.busy || !signUp.values.ageConfirmed}>
            {t(signUp.busy ? 'auth.creatingAccount' : 'auth.createAccount')}
          </button>
          <FreeSessionsNote />
        </form>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.googleStep.linkTitle')} subtitle={t('auth.googleStep.linkSubtitle', { email: step.email })}>
      <form className="form" onSubmit={link.onSubmit}>
        <PasswordField
          label={t('auth.field.password')}
          value={link.values.password}
          onChange={link.setter('password')}
          autoComplete="current-password"
          name="password"
        />
        <ErrorBox message={link.error} />
        <button type="submit" className="button button-primary button-block" disabled={link.busy || link.values.password === ''}>
          {t(link.busy ? 'auth.signingIn' : 'auth.googleStep.link')}
        </button>
        <p className="forgot-link">
          <Link to="/forgot-password">{t('auth.forgot.link')}</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
