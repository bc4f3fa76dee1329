import type { AuditEntry, AuditTargetType, WebhookType } from '@vi/contracts';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, WEBHOOK_TYPES } from '@vi/contracts/constants';
import { useCallback, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/index.js';
import { fetchAuditLog } from './admin-api.js';
import {
  AUDIT_SECRET_CHANGES,
  type AuditDetailKey,
  auditDetailLines,
  type AuditQuery,
  type AuditSecretChange,
  pageCount,
  pageRange,
  truncateEndpoint,
  USER_SEARCH_DEBOUNCE_MS,
} from './admin-format.js';
import { AdminPager } from './AdminPager.js';
import { EmailText, FailureBox } from './AdminNotices.js';
import { formatDateTime } from './format-date.js';
import { useRemote } from './use-remote.js';

type Filters = Omit<AuditQuery, 'page' | 'perPage'>;
const NO_FILTERS: Filters = { action: 'all', targetType: 'all', search: '', from: '', to: '' };

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
 * The admin audit log, for super admins: who did what to which member, admin or webhook, when and
 * from which address, newest first, 50 a page, filtered on the server by action, by what was acted
 * on, by text and by the reader's days. A member deleted since shows as "Deleted member".
 */
export function AuditTab() {
  const { t, language } = useT('admin');
  const ids = { action: useId(), target: useId(), search: useId(), from: useId(), to: useId() };
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const search = useDebounced(filters.search, USER_SEARCH_DEBOUNCE_MS);
  const { action, targetType, from, to } = filters;
  // The page belongs to one set of filters: new ones start again on page 1.
  const filterKey = [action, targetType, search, from, to].join('\n');
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const load = useCallback(
    (signal: AbortSignal) => fetchAuditLog({ action, targetType, search, from, to, page }, signal),
    [action, targetType, search, from, to, page],
  );
  const { result, reload } = useRemote(load, 'the audit log');
  const set =
    <K extends keyof Filters>(key: K) =>
    (value: Filters[K]) =>
      setFilters((current) => ({ ...current, [key]: value }));

  /** A detail's value in the reader's words: roles, types, yes or no, what happened to a secret, a time. */
  const detailValue = (key: AuditDetailKey, value: string | number | boolean): string => {
    switch (key) {
      case 'role':
      case 'adminRole':
        return value === 'admin' || value === 'super_admin' ? t(`admin.admins.role.${value}`) : String(value);
      case 'webhookType':
        return (WEBHOOK_TYPES as readonly unknown[]).includes(value) ? t(`admin.webhooks.type.${value as WebhookType}`) : String(value);
      case 'enabled':
      case 'previouslyEnabled':
      case 'signed':
        return value === true ? t('admin.audit.yes') : t('admin.audit.no');
      case 'secret':
        return (AUDIT_SECRET_CHANGES as readonly unknown[]).includes(value) ? t(`admin.audit.secret.${value as AuditSecretChange}`) : String(value);
      case 'previousSecretSignsUntil':
        return formatDateTime(String(value), language);
      case 'previousEndpointUrl':
        return truncateEndpoint(String(value));
      case 'by':
        return t('admin.audit.byCommandLine');
    }
  };

  const data = result.status === 'ready' ? result.data : null;
  const pages = data ? pageCount(data.total, data.perPage) : 1;
  const range = data ? pageRange(data.page, data.perPage, data.entries.length) : null;
  const busy = result.status === 'loading' || (result.status === 'ready' && result.refreshing);

  return (
    <div className="admin-tab">
      <div className="admin-tab-head">
        <div>
          <h2 className="admin-section-title">{t('admin.audit.title')}</h2>
          <p className="muted admin-tab-intro">{t('admin.audit.intro')}</p>
        </div>
        <button type="button" className="button button-outline button-small" onClick={reload} disabled={busy}>
          {t('admin.refresh')}
        </button>
      </div>

      <div className="admin-filters admin-audit-filters" role="search" aria-label={t('admin.audit.filters')}>
        <div className="field">
          <label htmlFor={ids.action}>{t('admin.audit.action')}</label>
          <select id={ids.action} value={filters.action} onChange={(e) => set('action')(e.target.value as Filters['action'])}>
            <option value="all">{t('admin.audit.allActions')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`admin.audit.action.${action}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.target}>{t('admin.audit.targetType')}</label>
          <select id={ids.target} value={filters.targetType} onChange={(e) => set('targetType')(e.target.value as Filters['targetType'])}>
            <option value="all">{t('admin.audit.allTargets')}</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin.audit.targetTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field admin-search">
          <label htmlFor={ids.search}>{t('admin.audit.search')}</label>
          <input
            id={ids.search}
            type="search"
            value={filters.search}
            placeholder={t('admin.audit.searchPlaceholder')}
            onChange={(e) => set('search')(e.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.from}>{t('admin.audit.from')}</label>
          <input id={ids.from} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => set('from')(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>{t('admin.audit.to')}</label>
          <input id={ids.to} type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => set('to')(e.target.value)} />
        </div>
      </div>

      {result.status === 'failed' && <FailureBox sentence={t('admin.audit.failed')} error={result.error} onRetry={reload} />}
      {result.status === 'loading' && (
        <p className="muted admin-loading" role="status">
          <span className="spinner spinner-small" aria-hidden="true" /> {t('admin.audit.loading')}
        </p>
      )}
      {data && data.entries.length === 0 && <p className="admin-empty">{t('admin.audit.empty')}</p>}
      {data && data.entries.length > 0 && (
        <div className="admin-table-scroll" role="region" aria-label={t('admin.audit.title')} tabIndex={0}>
          <table className="admin-table admin-audit-table" aria-busy={busy}>
            <thead>
              <tr>
                <th scope="col">{t('admin.audit.col.when')}</th>
                <th scope="col">{t('admin.audit.col.admin')}</th>
                <th scope="col">{t('admin.audit.col.action')}</th>
                <th scope="col">{t('admin.audit.col.target')}</th>
                <th scope="col">{t('admin.audit.col.details')}</th>
                <th scope="col">{t('admin.audit.col.address')}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="admin-date">
                    <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt, language)}</time>
                  </td>
                  <td className="admin-email">
                    <ActorCell entry={entry} />
                  </td>
                  <th scope="row" className="admin-audit-action">
                    {t(`admin.audit.action.${entry.action}`)}
                  </th>
                  <td className="admin-audit-target">
                    <TargetCell type={entry.target.type} entry={entry} />
                  </td>
                  <td className="admin-audit-details">
                    {auditDetailLines(entry.details).map(([key, value]) => (
                      <span key={key} className="admin-audit-detail">
                        {t(`admin.audit.detail.${key}`, { value: detailValue(key, value) })}
                      </span>
                    ))}
                  </td>
                  <td className="admin-audit-address">{entry.address ?? <span className="muted">{t('admin.audit.noAddress')}</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data && (
        <AdminPager
          label={t('admin.audit.pages')}
          summary={range && range.to > 0 ? t('admin.audit.showing', { from: range.from, to: range.to, total: data.total }) : t('admin.audit.none')}
          page={data.page}
          pages={pages}
          busy={busy}
          onPage={setPage}
        />
      )}
    </div>
  );
}

/** Who acted: their email and role; "Deleted member" once they were deleted; "System" for the command line. */
function ActorCell({ entry }: { entry: AuditEntry }) {
  const { t } = useT('admin');
  if (entry.actor.redacted) return <span className="muted admin-audit-redacted">{t('admin.audit.deletedMember')}</span>;
  if (!entry.actor.email) return <span className="muted">{t('admin.admins.system')}</span>;
  return (
    <>
      <EmailText email={entry.actor.email} />
      {entry.actor.role && <span className="muted small admin-audit-role"> ({t(`admin.admins.role.${entry.actor.role}`)})</span>}
    </>
  );
}

/** What was acted on: its kind, and the member's or admin's email or the webhook's endpoint. */
function TargetCell({ type, entry }: { type: AuditTargetType; entry: AuditEntry }) {
  const { t } = useT('admin');
  const kind = <span className="admin-audit-kind">{t(`admin.audit.target.${type}`)}</span>;
  if (entry.target.redacted) {
    return (
      <>
        {kind} <span className="muted admin-audit-redacted">{t('admin.audit.deletedMember')}</span>
      </>
    );
  }
  const label = entry.target.label ?? entry.target.id ?? '';
  return (
    <>
      {kind}{' '}
      {type === 'webhook' ? (
        <span className="admin-endpoint" title={label}>
          {truncateEndpoint(label)}
        </span>
      ) : (
        <EmailText email={label} />
      )}
    </>
  );
}
