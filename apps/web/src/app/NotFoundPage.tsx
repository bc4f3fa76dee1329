import { Link } from 'react-router';
import { PublicLayout } from './PublicLayout.js';
import { usePageTitle } from './PlaceholderPage.js';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <PublicLayout>
      <section className="container placeholder">
        <p className="eyebrow">404</p>
        <h1>Page not found</h1>
        <p className="muted">The page you are looking for does not exist or has moved.</p>
        <Link className="button button-primary" to="/">
          Back to home
        </Link>
      </section>
    </PublicLayout>
  );
}
