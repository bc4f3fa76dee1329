/** The public pages other than the landing page, loaded on demand as one chunk. */
import { PlaceholderPage } from './PlaceholderPage.js';
import { PublicLayout } from './PublicLayout.js';

export { LoginPage } from '../features/auth/LoginPage.js';
export { SignupPage } from '../features/auth/SignupPage.js';
export { NotFoundPage } from './NotFoundPage.js';

export function PublicPlaceholderPage({ title }: { title: string }) {
  return (
    <PublicLayout>
      <PlaceholderPage title={title} />
    </PublicLayout>
  );
}

/** The footer links here from every page, so it says where to get help before the full page exists. */
export function CrisisResourcesPage() {
  return (
    <PublicLayout>
      <PlaceholderPage title="Crisis Resources">
        <div className="info-box crisis-box">
          <p>
            <strong>If you are in immediate danger, call your local emergency number (911 in the US).</strong>
          </p>
          <p>
            In the US you can call or text <a href="tel:988">988</a> (Suicide &amp; Crisis Lifeline), or text HOME to{' '}
            <a href="sms:741741&body=HOME">741741</a> (Crisis Text Line), any time.
          </p>
        </div>
      </PlaceholderPage>
    </PublicLayout>
  );
}
