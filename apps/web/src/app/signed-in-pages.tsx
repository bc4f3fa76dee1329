/** Everything behind sign-in, loaded on demand as one chunk so the landing page stays small. */
import { PlaceholderPage, type PlaceholderName } from './PlaceholderPage.js';

export { SignedInLayout } from '../features/navigation/SignedInLayout.js';
export { DashboardPage } from '../features/dashboard/DashboardPage.js';
export { ChatPage } from '../features/chat/ChatPage.js';
export { VoicePage } from '../features/voice/VoicePage.js';
export { BillingPage } from '../features/billing/BillingPage.js';

/** A page still to come, outside the signed-in layout: the page's own main landmark. */
export function AppPlaceholderPage({ page }: { page: PlaceholderName }) {
  return (
    <main className="page-main" id="main">
      <PlaceholderPage page={page} />
    </main>
  );
}
