import type { ReactNode } from 'react';
import type { Usage } from '@vi/contracts';
import { useT } from '../../i18n/index.js';
import { formatDuration } from './format.js';
import { CalendarIcon, ClockIcon } from '../../lib/icons.js';

/** A dashboard card with an icon and a title (its accessible name); the figures or actions follow. */
export function StatCard({ id, className, icon, title, children }: { id: string; className?: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className={className ? `card stat-card ${className}` : 'card stat-card'} aria-labelledby={id}>
      <span className="stat-card-icon">{icon}</span>
      <h2 id={id} className="stat-card-label">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function AverageDurationCard({ usage }: { usage: Usage | null }) {
  const { t } = useT('app');
  const chat = usage?.chat;
  return (
    <StatCard id="stat-average-title" icon={<ClockIcon />} title={t('dashboard.average.title')}>
      <p className="stat-card-value">{chat ? formatDuration(chat.averageDurationSeconds) : '–'}</p>
      <p className="stat-card-note muted">
        {!chat ? '\u00a0' : chat.totalMessages === 1 ? t('dashboard.average.messageOne') : t('dashboard.average.messages', { count: chat.totalMessages })}
      </p>
    </StatCard>
  );
}

export function MemberSinceCard({ memberSince, planName }: { memberSince: string; planName: string | null }) {
  const { t } = useT('app');
  return (
    <StatCard id="stat-member-title" icon={<CalendarIcon />} title={t('dashboard.memberSince.title')}>
      <p className="stat-card-value">{memberSince}</p>
      <p className="stat-card-note muted">{planName ?? '\u00a0'}</p>
    </StatCard>
  );
}
