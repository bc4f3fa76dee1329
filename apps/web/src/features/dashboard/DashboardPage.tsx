import { DEFAULT_USER_NAME } from '@vi/contracts';
import { usePageTitle } from '../../app/PlaceholderPage.js';
import { useAuth } from '../auth/auth-context.js';
import { ErrorBox } from '../auth/form-fields.js';
import { useSignOut } from '../auth/use-sign-out.js';

export function DashboardPage() {
  const { user } = useAuth();
  const { signOut, busy, error } = useSignOut();
  usePageTitle('Dashboard');
  return (
    <section className="container dashboard">
      <div className="card dashboard-welcome">
        <h1>Welcome back, {user?.name || DEFAULT_USER_NAME}!</h1>
        <p className="muted">Your full dashboard is coming soon.</p>
        <ErrorBox message={error} />
        <button type="button" className="button button-outline" onClick={signOut} disabled={busy}>
          Sign Out
        </button>
      </div>
    </section>
  );
}
