import type { AdminEntry } from '@vi/contracts';
import { useState } from 'react';
import { useT } from '../../i18n/index.js';
import { ConfirmDialog } from '../../lib/ui/ConfirmDialog.js';
import { fetchAdmins, removeAdmin } from './admin-api.js';
import { adminCounts, shortUserId } from './admin-format.js';
import { AddAdminModal } from './AddAdminModal.js';
import { EmailText, ErrorWithDetail, FailureBox, StatusLine, useServerDetail } from './AdminNotices.js';
import { formatDate } from './format-date.js';
import { useRemote } from './use-remote.js';

/** The active admins (loaded when this tab opens), their counts, adding one and removing one. */
export function AdminsTab({ currentUserId }: { currentUserId: string }) {
  const { t, language } = useT('admin');
  const detailOf = useServerDetail();
  const { result, reload } = useRemote(fetchAdmins, 'the admin users');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ admin: AdminEntry; busy: boolean; error: unknown } | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const onRemove = async () => {
    if (!removing) return;
    setRemoving({ ...removing, busy: true, error: null });
    try {
      await removeAdmin(removing.admin.userId);
      setStatus(t('admin.admins.removed', { email: removing.admin.email }));
      setRemoving(null);
      reload();
    } catch (error) {
      console.warn('Removing the admin failed', error);
      setRemoving({ ...removing, busy: false, error });
    }
  };

  const admins = result.status === 'ready' ? result.data.admins : [];
  const counts = adminCounts(admins);

  return (
    <div className="admin-tab">
      <div className="admin-tab-head">
        <h2 className="admin-section-title">{t('admin.admins.title')}</h2>
        <button type="button" className="button button-primary button-small" onClick={() => setAdding(true)}>
          {t('admin.admins.add')}
        </button>
      </div>

      {result.status === 'ready' && (
        <dl className="admin-counters" aria-label={t('admin.admins.counters')}>
          <div className="card admin-counter">
            <dt>{t('admin.admins.total')}</dt>
            <dd>{counts.total}</dd>
          </div>
          <div className="card admin-counter">
            <dt>{t('admin.admins.superAdmins')}</dt>
            <dd>{counts.superAdmins}</dd>
          </div>
          <div className="card admin-counter">
            <dt>{t('admin.admins.regularAdmins')}</dt>
            <dd>{counts.regularAdmins}</dd>
          </div>
        </dl>
      )}

      <StatusLine message={status} />

      {result.status === 'loading' && (
        <p className="muted admin-loading" role="status">
          <span className="spinner spinner-small" aria-hidden="true" /> {t('admin.admins.loading')}
        </p>
      )}
      {result.status === 'failed' && <FailureBox sentence={t('admin.admins.failed')} error={result.error} onRetry={reload} />}
      {result.status === 'ready' && admins.length === 0 && <p className="admin-empty">{t('admin.admins.empty')}</p>}
      {admins.length > 0 && (
        <div className="admin-table-scroll" role="region" aria-label={t('admin.admins.title')} tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.admins.col.email')}</th>
                <th scope="col">{t('admin.admins.col.userId')}</th>
                <th scope="col">{t('admin.admins.col.role')}</th>
                <th scope="col">{t('admin.admins.col.created')}</th>
                <th scope="col">{t('admin.admins.col.createdBy')}</th>
                <th scope="col">
                  <span className="sr-only">{t('admin.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {admins.map((admin) => (
                <tr key={admin.id}>
                  <th scope="row" className="admin-email">
                    <span>
                      <EmailText email={admin.email} />
                    </span>
                    {admin.userId === currentUserId && <span className="admin-badge admin-badge-you">{t('admin.admins.you')}</span>}
                  </th>
                  <td>
                    <code className="admin-code">{shortUserId(admin.userId)}</code>
                  </td>
                  <td>
                    <span className={`admin-badge ${admin.role === 'super_admin' ? 'admin-badge-super' : 'admin-badge-admin'}`}>
                      {t(`admin.admins.role.${admin.role}`)}
                    </span>
                  </td>
                  <td className="admin-date">{formatDate(admin.createdAt, language)}</td>
                  <td className="admin-email">{admin.createdByEmail ? <EmailText email={admin.createdByEmail} /> : t('admin.admins.system')}</td>
                  <td className="admin-row-actions">
                    {admin.userId !== currentUserId && (
                      <button
                        type="button"
                        className="button button-ghost button-small admin-danger-action"
                        aria-label={t('admin.admins.removeLabel', { email: admin.email })}
                        onClick={() => setRemoving({ admin, busy: false, error: null })}
                      >
                        {t('admin.admins.remove')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {adding && (
        <AddAdminModal
          onClose={() => setAdding(false)}
          onAdded={(admin) => {
            setAdding(false);
            setStatus(t('admin.admins.added', { email: admin.email }));
            reload();
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('admin.admins.removeTitle')}
          message={
            <>
              {t('admin.admins.removeConfirm')}
              <span className="confirm-subject">{removing.admin.email}</span>
            </>
          }
          confirmLabel={t('admin.admins.remove')}
          busyLabel={t('admin.admins.removing')}
          cancelLabel={t('admin.cancel')}
          closeLabel={t('admin.close')}
          busy={removing.busy}
          error={removing.error ? <ErrorWithDetail sentence={t('admin.admins.removeFailed')} detail={detailOf(removing.error)} /> : null}
          onConfirm={onRemove}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
