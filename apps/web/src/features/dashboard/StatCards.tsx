import type { Usage } from '@vi/contracts';
import { useT } from '../../i18n/index.js';
import { formatDuration } from './format.js';
import { CalendarIcon, ClockIcon } from './icons.js';

export function AverageDurationCard({ usage }: { usage: Usage | null }) {
  const { t } = useT('app');
  const chat = usage?.chat;
  return (
    <section className="card stat-card" aria-labelledby="stat-average-title">
      <span className="stat-card-icon">
        <ClockIcon />
      </span>
      <h2 id="stat-average-title" className="stat-card-label">
        {t('dashboard.average.title')}
      </h2>
      <p className="stat-card-value">{chat ? formatDuration(chat.averageDurationSeconds) : '–'}</p>
      <p className="stat-card-note muted">
        {!chat ? '\u00a0' : chat.totalMessages === 1 ? t('dashboard.average.messageOne') : t('dashboard.average.messages', { count: chat.totalMessages })}
      </p>
    </section>
  );
}

export function MemberSinceCard({ memberSince, planName }: { memberSince: string; planName: string | null }) {
  const { t } = useT('app');
  return (
    <section className="card stat-card" aria-labelledby="stat-member-title">
      <span className="stat-card-icon">
        <CalendarIcon />
      </span>
      <h2 id="stat-member-title" className="stat-card-label">
        {t('dashboard.memberSince.title')}
      </h2>
      <p className="stat-card-value">{memberSince}</p>
      <p className="stat-card-note muted">{planName ?? '\u00a0'}</p>
    </section>
  );
}
