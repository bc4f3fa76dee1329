import { useT } from '../../i18n/index.js';
import { formatDate } from './format-date.js';

/** A member who closed their own account (restorable until the recovery window ends): "Closed", and when. */
export function ClosedBadge({ closedAt }: { closedAt: string }) {
  const { t, language } = useT('admin');
  const when = t('admin.users.closedOn', { date: formatDate(closedAt, language) });
  return (
    <span className="admin-badge admin-badge-closed" title={when}>
      <span aria-hidden="true">{t('admin.users.closed')}</span>
      <span className="sr-only">{when}</span>
    </span>
  );
}
