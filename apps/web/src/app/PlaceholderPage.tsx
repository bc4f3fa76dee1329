import type { ReactNode } from 'react';
import { useT } from '../i18n/index.js';
import { usePageTitle } from '../lib/use-page-title.js';
import './placeholder.css';

/** The pages a later issue builds, by the name `App` routes them with. */
export type PlaceholderName = 'admin';

/** A page that a later issue builds: its name and a line saying so. */
export function PlaceholderPage({ page, children }: { page: PlaceholderName; children?: ReactNode }) {
  const { t } = useT('auth');
  const title = t(`placeholder.title.${page}`);
  usePageTitle(title);
  return (
    <section className="container placeholder">
      <h1>{title}</h1>
      <p className="muted">{t('placeholder.comingSoon')}</p>
      {children}
    </section>
  );
}
