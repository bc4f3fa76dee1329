import type { DirectoryUser, PlanFilter } from '@vi/contracts';
import { useCallback, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/index.js';
import { TrashIcon } from '../../lib/icons.js';
import { ConfirmDialog } from '../../lib/ui/ConfirmDialog.js';
import { deleteUser, fetchUsers } from './admin-api.js';
import { PLAN_FILTERS, USER_DIRECTORY_DEFAULT_PAGE, USER_DIRECTORY_PAGE_SIZE } from '@vi/contracts/constants';
import { pageCount, pageRange, USER_SEARCH_DEBOUNCE_MS } from './admin-format.js';
import { AddUserModal } from './AddUserModal.js';
import { AdminPager } from './AdminPager.js';
import { EmailText, ErrorWithDetail, FailureBox, StatusLine, useServerDetail } from './AdminNotices.js';
import { formatDate } from './format-date.js';
import { useRemote } from './use-remote.js';
import { ClosedBadge } from './ClosedBadge.js';

/** The search as typed, and as sent once typing has paused. */
function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Every member: search (name or email, any case, on the server), plan filter, 50 a page. An admin
 * can add an account and delete one (identity decides who may: its refusal is shown as it comes).
 */
export function UsersTab() {
  const { t, language } = useT('admin');
  const detailOf = useServerDetail();
  const searchId = useId();
  const planId = useId();
  const [search, setSearch] = useState('');
  const [plan, setPlan] = useState<PlanFilter>('all');
  const query = useDebounced(search, USER_SEARCH_DEBOUNCE_MS);
  // The page belongs to one search and filter: a new one starts again on page 1.
  const filterKey = `${plan}\n${query}`;
  const [paging, setPaging] = useState({ filterKey, page: USER_DIRECTORY_DEFAULT_PAGE });
  const page = paging.filterKey === filterKey ? paging.page : USER_DIRECTORY_DEFAULT_PAGE;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const load = useCallback((signal: AbortSignal) => fetchUsers({ search: query, plan, page }, signal), [query, plan, page]);
  const { result, reload } = useRemote(load, 'the user list');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<{ user: DirectoryUser; busy: boolean; error: unknown } | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const data = result.status === 'ready' ? result.data : null;

  const onDelete = async () => {
    if (!deleting) return;
    setDeleting({ ...deleting, busy: true, error: null });
    try {
      await deleteUser(deleting.user.id);
      setStatus(t('admin.users.deleted', { email: deleting.user.email }));
      setDeleting(null);
      // The last user of a later page: show the page before, which still has users.
      if (data && data.users.length === 1 && page > USER_DIRECTORY_DEFAULT_PAGE) setPage(page - 1);
      else reload();
    } catch (error) {
      console.warn('Deleting the user failed', error);
      setDeleting({ ...deleting, busy: false, error });
    }
  };

  const perPage = data?.perPage ?? USER_DIRECTORY_PAGE_SIZE;
  const pages = data ? pageCount(data.total, perPage) : 1;
  const range = data ? pageRange(data.page, perPage, data.users.length) : null;
  const busy = result.status === 'loading' || (result.status === 'ready' && result.refreshing);

  return (
    <div className="admin-tab">
      <div className="admin-tab-head">
        <h2 className="admin-section-title">{t('admin.users.title')}</h2>
        <button type="button" className="button button-primary button-small" onClick={() => setAdding(true)}>
          {t('admin.users.add')}
        </button>
      </div>

      <div className="admin-filters" role="search" aria-label={t('admin.users.filters')}>
        <div className="field admin-search">
          <label htmlFor={searchId}>{t('admin.users.search')}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder={t('admin.users.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <div className="field admin-plan-filter">
          <label htmlFor={planId}>{t('admin.users.plan')}</label>
          <select id={planId} value={plan} onChange={(event) => setPlan(event.target.value as PlanFilter)}>
            {PLAN_FILTERS.map((option) => (
              <option key={option} value={option}>
                {t(`admin.users.plan.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <StatusLine message={status} />

      {result.status === 'failed' && <FailureBox sentence={t('admin.users.failed')} error={result.error} onRetry={reload} />}
      {result.status === 'loading' && (
        <p className="muted admin-loading" role="status">
          <span className="spinner spinner-small" aria-hidden="true" /> {t('admin.users.loading')}
        </p>
      )}
      {data && data.users.length === 0 && <p className="admin-empty">{t('admin.users.empty')}</p>}
      {data && data.users.length > 0 && (
        <div className="admin-table-scroll" role="region" aria-label={t('admin.users.title')} tabIndex={0}>
          <table className="admin-table" aria-busy={busy}>
            <thead>
              <tr>
                <th scope="col">{t('admin.users.col.name')}</th>
                <th scope="col">{t('admin.users.col.email')}</th>
                <th scope="col">{t('admin.users.col.plan')}</th>
                <th scope="col" className="admin-number">
                  {t('admin.users.col.voice')}
                </th>
                <th scope="col" className="admin-number">
                  {t('admin.users.col.chat')}
                </th>
                <th scope="col" className="admin-number">
                  {t('admin.users.col.feedback')}
                </th>
                <th scope="col">{t('admin.users.col.created')}</th>
                <th scope="col">{t('admin.users.col.lastSignIn')}</th>
                <th scope="col">
                  <span className="sr-only">{t('admin.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.users.map((user) => (
                <tr key={user.id}>
                  <th scope="row" className="admin-name">
                    {user.name}
                    {user.closedAt && <ClosedBadge closedAt={user.closedAt} />}
                  </th>
                  <td className="admin-email">
                    <EmailText email={user.email} />
                  </td>
                  <td>
                    <span className={`admin-badge ${user.isPremium ? 'admin-badge-premium' : 'admin-badge-free'}`}>
                      {user.isPremium ? t('admin.users.plan.premium') : t('admin.users.plan.free')}
                    </span>
                  </td>
                  <td className="admin-number">{user.voiceSessionsCount}</td>
                  <td className="admin-number">{user.chatSessionsCount}</td>
                  <td className="admin-number">{user.feedbackCount}</td>
                  <td className="admin-date">{formatDate(user.createdAt, language)}</td>
                  <td className="admin-date">{user.lastSignInAt ? formatDate(user.lastSignInAt, language) : t('admin.users.never')}</td>
                  <td className="admin-row-actions">
                    <button
                      type="button"
                      className="admin-icon-button admin-danger-action"
                      aria-label={t('admin.users.deleteLabel', { email: user.email })}
                      title={t('admin.users.delete')}
                      onClick={() => setDeleting({ user, busy: false, error: null })}
                    >
                      <TrashIcon />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data && (
        <AdminPager
          label={t('admin.users.pages')}
          summary={range && range.to > 0 ? t('admin.users.showing', { from: range.from, to: range.to, total: data.total }) : t('admin.users.none')}
          page={data.page}
          pages={pages}
          busy={busy}
          onPage={setPage}
        />
      )}

      {adding && (
        <AddUserModal
          onClose={() => setAdding(false)}
          onCreated={(email) => {
            setAdding(false);
            setStatus(t('admin.addUser.created', { email }));
            reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('admin.users.deleteTitle')}
          message={t('admin.users.deleteConfirm', { email: deleting.user.email })}
          confirmLabel={t('admin.users.delete')}
          busyLabel={t('admin.users.deleting')}
          cancelLabel={t('admin.cancel')}
          closeLabel={t('admin.close')}
          busy={deleting.busy}
          error={deleting.error ? <ErrorWithDetail sentence={t('admin.users.deleteFailed')} detail={detailOf(deleting.error)} /> : null}
          onConfirm={onDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
