/** Everything behind sign-in, loaded on demand as one chunk so the landing page stays small. */
import { lazy } from 'react';
export { SignedInLayout } from '../features/navigation/SignedInLayout.js';
export { DashboardPage } from '../features/dashboard/DashboardPage.js';
export { ChatPage } from '../features/chat/ChatPage.js';
export { VoicePage } from '../features/voice/VoicePage.js';
export { BillingPage } from '../features/billing/BillingPage.js';

// The admin screen is a chunk of its own (members never download it), asked for from here rather
// than from App so that its preload list does not weigh on the landing page's bundle.
const LazyAdminPage = lazy(() => import('../features/admin/AdminPage.js').then((m) => ({ default: m.AdminPage })));

/** /admin (inside the signed-in layout) and /webhooks (`standalone`); App's Suspense covers the load. */
export function AdminPage({ standalone = false }: { standalone?: boolean }) {
  return <LazyAdminPage standalone={standalone} />;
}
