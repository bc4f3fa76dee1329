import { Suspense, type ReactNode } from 'react';
import { Brand } from '../../app/Brand.js';
import { LoadingScreen } from '../../app/LoadingScreen.js';
import { LanguageSwitcher } from '../../i18n/LanguageSwitcher.js';
import { UsageProvider } from '../usage/UsageProvider.js';
import '../../app/layout.css';
import './billing.css';

/**
 * The purchase pages (/success, the local checkout, the local billing portal): signed in, without
 * the navigation bar, so nothing pulls the member away mid-purchase. The brand leads back to the
 * dashboard. They read the usage store of their own (the success page waits for premium on it).
 */
export function BillingLayout({ children }: { children: ReactNode }) {
  return (
    <UsageProvider>
      <div className="page billing-page">
        <header className="site-header">
          <div className="container header-inner">
            <Brand to="/dashboard" />
            <LanguageSwitcher />
          </div>
        </header>
        <main className="page-main" id="main">
          <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
        </main>
      </div>
    </UsageProvider>
  );
}
