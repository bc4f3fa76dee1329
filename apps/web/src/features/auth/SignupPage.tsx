import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthLayout } from './AuthLayout.js';
import { AUTH_MESSAGES, checkSignUp, signUpErrorMessage } from './auth-errors.js';
import { useAuth } from './auth-context.js';
import { AgeCheckbox, ErrorBox, FreeSessionsNote, PasswordField, TextField } from './form-fields.js';

export function SignupPage() {
  const { signUp, status } = useAuth();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setNotice(null);
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
    <AuthLayout title="Create Your Account" subtitle="Start talking with Vi, by voice or by text, any time.">
      <button
        type="button"
        className="button button-outline button-block"
        onClick={() => {
          setError(null);
          setNotice(AUTH_MESSAGES.googleComingSoon);
        }}
      >
        Continue with Google
      </button>
      {notice && (
        <p className="info-box" role="status">
          {notice}
        </p>
      )}
      <div className="divider">
        <span>or sign up with email</span>
      </div>
      <form className="form" onSubmit={onSubmit}>
        <TextField label="Full Name" value={name} onChange={setName} autoComplete="name" name="name" placeholder="Your name" />
        <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" name="email" placeholder="you@example.com" />
        <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="new-password" name="password" />
        <PasswordField
          label="Confirm Password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          autoComplete="new-password"
          name="confirmPassword"
        />
        <AgeCheckbox checked={ageConfirmed} onChange={setAgeConfirmed} />
        <ErrorBox message={error} />
        <button type="submit" className="button button-primary button-block" disabled={busy || !ageConfirmed}>
          {busy ? 'Creating Account...' : 'Create Account'}
        </button>
        <FreeSessionsNote />
      </form>
      <p className="auth-switch">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </AuthLayout>
  );
}
