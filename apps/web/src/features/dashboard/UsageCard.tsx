import type { Usage } from '@vi/contracts';
import { useT } from '../../i18n/index.js';
import type { ConversationKind } from '../limits/limit-check.js';
import { usedPercent } from './format.js';
import { ChatIcon, MicIcon, RefreshIcon } from '../../lib/icons.js';
import { RefreshedAgo } from './RefreshedAgo.js';

const KEYS = {
  voice: { title: 'dashboard.voice.title', start: 'dashboard.voice.start', refresh: 'dashboard.usage.refreshVoice', icon: <MicIcon /> },
  chat: { title: 'dashboard.chat.title', start: 'dashboard.chat.start', refresh: 'dashboard.usage.refreshChat', icon: <ChatIcon /> },
} as const;

interface UsageCardProps {
  kind: ConversationKind;
  usage: Usage | null;
  refreshedAt: number | null;
  loading: boolean;
  onRefresh(): void;
  onStart(): void;
}

/** One allowance: used/limit this month, a bar, what remains, how fresh it is, and the way in. */
export function UsageCard({ kind, usage, refreshedAt, loading, onRefresh, onStart }: UsageCardProps) {
  const { t } = useT('app');
  const keys = KEYS[kind];
  const title = t(keys.title);
  const allowance = usage?.[kind] ?? null;
  const titleId = `usage-${kind}-title`;
  const unlimited = allowance !== null && allowance.limit === null;

  let remaining = '\u00a0';
  if (allowance && unlimited) remaining = t('dashboard.usage.unlimited');
  else if (allowance)
    remaining = allowance.remaining === 1 ? t('dashboard.usage.remainingOne') : t('dashboard.usage.remaining', { count: allowance.remaining ?? 0 });

  return (
    <section className={`card usage-card usage-card-${kind}`} aria-labelledby={titleId} aria-busy={loading}>
      <div className="usage-card-head">
        <span className="usage-card-icon">{keys.icon}</span>
        <h2 id={titleId} className="usage-card-title">
          {title}
        </h2>
      </div>

      {allowance === null ? (
        <p className="usage-count usage-count-pending muted">{loading ? t('common.loading') : '–'}</p>
      ) : (
        <p className="usage-count" data-testid={`${kind}-count`}>
          <span className="usage-count-number">
            {unlimited ? allowance.used : t('dashboard.usage.count', { used: allowance.used, limit: allowance.limit ?? 0 })}
          </span>{' '}
          <span className="usage-count-of">{t('dashboard.usage.thisMonth')}</span>
        </p>
      )}

      <div
        className={`progress${unlimited ? ' progress-unlimited' : ''}`}
        role="progressbar"
        aria-label={t('dashboard.usage.barLabel', { title })}
        aria-valuemin={0}
        aria-valuemax={allowance?.limit ?? undefined}
        aria-valuenow={allowance && !unlimited ? allowance.used : undefined}
        aria-valuetext={
          allowance
            ? unlimited
              ? t('dashboard.usage.usedUnlimited', { used: allowance.used })
              : t('dashboard.usage.usedOf', { used: allowance.used, limit: allowance.limit ?? 0 })
            : t('common.loading')
        }
      >
        <span className="progress-fill" style={{ width: `${unlimited ? 100 : usedPercent(allowance?.used ?? 0, allowance?.limit ?? null)}%` }} />
      </div>

      <p className="usage-remaining" data-testid={`${kind}-remaining`}>
        {remaining}
      </p>

      <div className="usage-card-refresh">
        <RefreshedAgo at={refreshedAt} />
        <button type="button" className="button button-ghost button-small" onClick={onRefresh} disabled={loading} aria-label={t(keys.refresh)}>
          <RefreshIcon /> {t('dashboard.usage.refresh')}
        </button>
      </div>

      <button type="button" className="button button-primary button-block" onClick={onStart}>
        {t(keys.start)}
      </button>
    </section>
  );
}
