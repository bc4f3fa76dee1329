import type { User } from '@vi/contracts';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { AdminsTab } from './AdminsTab.js';
import { AuditTab } from './AuditTab.js';
import { OverviewSection } from './OverviewSection.js';
import { useAdminStatus } from './use-admin-status.js';
import { UsersTab } from './UsersTab.js';
import { WebhooksTab } from './WebhooksTab.js';
import '../../app/layout.css';
import './admin.css';

/** The spec's three tabs, and for super admins a fourth: the audit log (docs/adr/0040). */
const ADMIN_TABS = ['users', 'webhooks', 'admins'] as const;
const SUPER_ADMIN_TABS = [...ADMIN_TABS, 'audit'] as const;
type AdminTab = (typeof SUPER_ADMIN_TABS)[number];

/**
 * The admin screen (spec "Admin screen"): at /admin inside the signed-in layout, and at /webhooks
 * on its own (`standalone`: no navigation bar, its own main landmark, the Webhooks tab first, as
 * the dashboard's "Webhook Settings" link leads there). Sign-in is checked by the route; the admin
 * role here, live, and again by the server on every admin request.
 */
export function AdminPage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useT('admin');
  const status = useAdminStatus();
  usePageTitle(status.kind === 'not-admin' ? t('admin.denied.title') : t('admin.title'));

  const content =
    status.kind === 'checking' ? (
      <div className="loading-screen admin-checking" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>{t('admin.checking')}</p>
      </div>
    ) : status.kind === 'not-admin' ? (
      <AccessDenied />
    ) : (
      <AdminScreen user={status.user} initialTab={standalone ? 'webhooks' : 'users'} standalone={standalone} />
    );

  if (!standalone) return content;
  return (
    <div className="page app-page">
      <main className="page-main" id="main">
        {content}
      </main>
    </div>
  );
}

function AccessDenied() {
  const { t } = useT('admin');
  return (
    <section className="container admin-denied" aria-labelledby="admin-denied-title">
      <div className="card admin-denied-card">
        <h1 id="admin-denied-title">{t('admin.denied.title')}</h1>
        <p className="muted">{t('admin.denied.text')}</p>
        <Link to="/dashboard" className="button button-primary">
          {t('admin.backToDashboard')}
        </Link>
      </div>
    </section>
  );
}

function AdminScreen({ user, initialTab, standalone }: { user: User; initialTab: AdminTab; standalone: boolean }) {
  const { t } = useT('admin');
  const superAdmin = user.adminRole === 'super_admin';
  const shownTabs: readonly AdminTab[] = superAdmin ? SUPER_ADMIN_TABS : ADMIN_TABS;
  const [active, setActive] = useState<AdminTab>(initialTab);
  const tabs = useRef<Partial<Record<AdminTab, HTMLButtonElement | null>>>({});

  // The tablist's keys (WAI-ARIA tabs pattern, automatic activation): arrows move and select, Home and End jump.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = shownTabs.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? shownTabs[(index + 1) % shownTabs.length]
        : event.key === 'ArrowLeft'
          ? shownTabs[(index - 1 + shownTabs.length) % shownTabs.length]
          : event.key === 'Home'
            ? shownTabs[0]
            : event.key === 'End'
              ? shownTabs[shownTabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="container admin">
      <header className="admin-header">
        <div>
          <h1>{t('admin.title')}</h1>
          <p className="muted admin-lead">{t('admin.lead')}</p>
        </div>
        {standalone && (
          <Link to="/dashboard" className="button button-outline button-small">
            {t('admin.backToDashboard')}
          </Link>
        )}
      </header>

      <OverviewSection />

      <div className="admin-tabs" role="tablist" aria-label={t('admin.tabs.label')} onKeyDown={onKeyDown}>
        {shownTabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${tab}`}
            className="admin-tab-button"
            aria-selected={active === tab}
            aria-controls={`admin-panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
          >
            {t(`admin.tabs.${tab}`)}
          </button>
        ))}
      </div>
      {/* Every panel is in the page (aria-controls points at it); only the open one has content, loaded as it opens. */}
      {shownTabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`admin-panel-${tab}`}
          aria-labelledby={`admin-tab-${tab}`}
          className="admin-panel"
          hidden={active !== tab}
          tabIndex={0}
        >
          {active === tab && tab === 'users' && <UsersTab />}
          {active === tab && tab === 'webhooks' && <WebhooksTab superAdmin={superAdmin} />}
          {active === tab && tab === 'admins' && <AdminsTab currentUserId={user.id} />}
          {active === tab && tab === 'audit' && <AuditTab />}
        </div>
      ))}
    </div>
  );
}
