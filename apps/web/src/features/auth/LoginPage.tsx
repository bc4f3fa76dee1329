import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthLayout } from './AuthLayout.js';
import { signInErrorMessage } from './auth-errors.js';
import { useAuth } from './auth-context.js';
import { ErrorBox, PasswordField, TextField } from './form-fields.js';

export function LoginPage() {
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
    <AuthLayout title="Welcome Back" subtitle="Sign in to continue your journey with Vi.">
      <form className="form" onSubmit={onSubmit}>
        <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" name="email" placeholder="you@example.com" />
        <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="current-password" name="password" />
        <ErrorBox message={error} />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? 'Signing In...' : 'Sign In'}
        </button>
      </form>
      <p className="auth-switch">
        Don&apos;t have an account? <Link to="/signup">Sign up</Link>
      </p>
    </AuthLayout>
  );
}
