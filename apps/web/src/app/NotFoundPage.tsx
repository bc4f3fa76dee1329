import { Link } from 'react-router';
import { useT } from '../i18n/index.js';
import { PublicLayout } from './PublicLayout.js';
import { usePageTitle } from '../lib/use-page-title.js';
import './placeholder.css';

export function NotFoundPage() {
  const { t } = useT('auth');
  usePageTitle(t('notFound.title'));
  return (
    <PublicLayout>
      <section className="container placeholder">
        <p className="eyebrow">404</p>
        <h1>{t('notFound.title')}</h1>
        <p className="muted">{t('notFound.text')}</p>
        <Link className="button button-primary" to="/">
          {t('common.backToHome')}
        </Link>
      </section>
    </PublicLayout>
  );
}
