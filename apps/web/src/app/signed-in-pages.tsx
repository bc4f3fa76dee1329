import { AiDisclosure } from '../features/info/AiDisclosure.js';
/** Everything behind sign-in, loaded on demand as one chunk so the landing page stays small. */
import { PlaceholderPage, type PlaceholderName } from './PlaceholderPage.js';

export { SignedInLayout } from '../features/navigation/SignedInLayout.js';
export { DashboardPage } from '../features/dashboard/DashboardPage.js';
export { ChatPage } from '../features/chat/ChatPage.js';

/** A page still to come. Inside the signed-in layout (`inLayout`) the layout's <main> is the page's only main landmark. */
export function AppPlaceholderPage({ page, talksToVi = false, inLayout = false }: { page: PlaceholderName; talksToVi?: boolean; inLayout?: boolean }) {
  const content = (
    <>
      <PlaceholderPage page={page} />
      {/* Where a member will talk to Vi, the page says from the start that Vi is an AI. */}
      {talksToVi && <AiDisclosure detail />}
    </>
  );
  return inLayout ? (
    content
  ) : (
    <main className="page-main" id="main">
      {content}
    </main>
  );
}
