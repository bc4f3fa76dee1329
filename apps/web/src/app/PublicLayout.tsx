import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../features/auth/auth-context.js';
import { Brand } from './Brand.js';
import { SiteFooter } from './SiteFooter.js';

/** Header and footer for the public pages other than the landing page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  return (
    <div className="page">
      <header className="site-header">
        <div className="container header-inner">
          <Brand />
          <nav className="header-actions" aria-label="Account">
            {status === 'signed-in' ? (
              <Link className="button button-primary button-small" to="/dashboard">
                Dashboard
              </Link>
            ) : (
              <>
                <Link className="button button-ghost button-small" to="/login">
                  Sign In
                </Link>
                <Link className="button button-primary button-small" to="/signup">
                  Sign Up
                </Link>
              </>
            )}
          </nav>
        </div>
      </header>
      <main className="page-main" id="main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
