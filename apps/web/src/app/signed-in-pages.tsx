import { AiDisclosure } from '../features/info/AiDisclosure.js';
/** Everything behind sign-in, loaded on demand as one chunk so the landing page stays small. */
import { PlaceholderPage, type PlaceholderName } from './PlaceholderPage.js';

export { SignedInLayout } from '../features/navigation/SignedInLayout.js';
export { DashboardPage } from '../features/dashboard/DashboardPage.js';
export { ChatPage } from '../features/chat/ChatPage.js';

export function AppPlaceholderPage({ page, talksToVi = false }: { page: PlaceholderName; talksToVi?: boolean }) {
  return (
    <main className="page-main" id="main">
      <PlaceholderPage page={page} />
      {/* Where a member will talk to Vi, the page says from the start that Vi is an AI. */}
      {talksToVi && <AiDisclosure detail />}
    </main>
  );
}
