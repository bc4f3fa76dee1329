import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../../app/LoadingScreen.js';
import { useAuth } from './auth-context.js';

/** Signed-in routes: a spinner while the session is restored, the landing page when there is none. */
export function RequireAuth() {
  const { status } = useAuth();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-out') return <Navigate to="/" replace />;
  return <Outlet />;
}
