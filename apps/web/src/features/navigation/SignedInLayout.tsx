import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../app/LoadingScreen.js';
import { UsageProvider } from '../usage/UsageProvider.js';
import { NavBar } from './NavBar.js';
import '../../app/layout.css';

/** Dashboard, voice and chat: the navigation bar above the page, both reading one usage store. */
export function SignedInLayout() {
  return (
    <UsageProvider>
      <div className="page app-page">
        <NavBar />
        <main className="page-main" id="main">
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </UsageProvider>
  );
}
