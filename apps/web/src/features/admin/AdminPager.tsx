import { useT } from '../../i18n/index.js';

interface Props {
  /** The navigation's accessible name ("User pages", "Audit log pages"). */
  label: string;
  /** The line above the buttons: "Showing 1–20 of 57 …", or the tab's "none" sentence. */
  summary: string;
  page: number;
  pages: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/** The previous / next pager under an admin table (users, the audit log). */
export function AdminPager({ label, summary, page, pages, busy, onPage }: Props) {
  const { t } = useT('admin');
  return (
    <nav className="admin-pager" aria-label={label}>
      <p className="muted admin-pager-count" aria-live="polite">
        {summary}
      </p>
      <div className="admin-pager-buttons">
        <button type="button" className="button button-outline button-small" onClick={() => onPage(page - 1)} disabled={busy || page <= 1}>
          {t('admin.users.previous')}
        </button>
        <span className="admin-pager-page">{t('admin.users.page', { page, pages })}</span>
        <button type="button" className="button button-outline button-small" onClick={() => onPage(page + 1)} disabled={busy || page >= pages}>
          {t('admin.users.next')}
        </button>
      </div>
    </nav>
  );
}
