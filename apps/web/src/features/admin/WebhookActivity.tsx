import type { WebhookLog, WebhookLogList } from '@vi/contracts';
import { useState } from 'react';
import { useT } from '../../i18n/index.js';
import { redeliverWebhook } from './admin-api.js';
import { canRedeliver, excerpt, recentLogs, truncateEndpoint } from './admin-format.js';
import { ErrorWithDetail, FailureBox, useServerDetail } from './AdminNotices.js';
import { formatDateTime } from './format-date.js';
import type { Remote } from './use-remote.js';

type RedeliveryOutcome = { kind: 'success' | 'failure'; detail: string } | { kind: 'error'; error: unknown };

/** The 10 newest of the 50 logs fetched: delivered or not, the answer, and Redeliver for a failed one. */
export function WebhookActivity({ result, reload }: { result: Remote<WebhookLogList>; reload(): void }) {
  const { t, language } = useT('admin');
  const detailOf = useServerDetail();
  const [sending, setSending] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Readonly<Record<string, RedeliveryOutcome>>>({});

  const onRedeliver = async (log: WebhookLog) => {
    setSending(log.id);
    let outcome: RedeliveryOutcome;
    try {
      const sent = await redeliverWebhook(log.id);
      outcome = { kind: sent.success ? 'success' : 'failure', detail: sent.detail };
    } catch (error) {
      console.warn('Redelivering the webhook failed', error);
      outcome = { kind: 'error', error };
    }
    setOutcomes((current) => ({ ...current, [log.id]: outcome }));
    setSending(null);
    reload();
  };

  const logs = result.status === 'ready' ? recentLogs(result.data.items) : [];
  const refreshing = result.status === 'loading' || (result.status === 'ready' && result.refreshing);

  return (
    <section className="admin-activity" aria-labelledby="admin-activity-title" aria-busy={refreshing}>
      <div className="admin-tab-head">
        <div>
          <h3 id="admin-activity-title" className="admin-section-title">
            {t('admin.activity.title')}
          </h3>
          <p className="muted admin-tab-intro">{t('admin.activity.intro')}</p>
        </div>
        <button type="button" className="button button-outline button-small" onClick={reload} disabled={refreshing}>
          {t('admin.refresh')}
        </button>
      </div>
      {result.status === 'loading' && (
        <p className="muted admin-loading" role="status">
          <span className="spinner spinner-small" aria-hidden="true" /> {t('admin.activity.loading')}
        </p>
      )}
      {result.status === 'failed' && <FailureBox sentence={t('admin.activity.failed')} error={result.error} onRetry={reload} />}
      {result.status === 'ready' && logs.length === 0 && <p className="admin-empty">{t('admin.activity.empty')}</p>}
      {logs.length > 0 && (
        <ol className="admin-logs">
          {logs.map((log) => {
            const outcome = outcomes[log.id];
            return (
              <li key={log.id} className={`admin-log${log.success ? '' : ' is-failed'}`}>
                <div className="admin-log-head">
                  <span className={`admin-badge ${log.success ? 'admin-badge-on' : 'admin-badge-failed'}`}>
                    {log.success ? t('admin.activity.delivered') : t('admin.activity.notDelivered')}
                  </span>
                  <strong>{t(`admin.webhooks.type.${log.webhookType}`)}</strong>
                  {log.test && <span className="admin-badge admin-badge-test">{t('admin.activity.test')}</span>}
                  <span className="muted">
                    {log.responseStatus === null ? t('admin.activity.noResponse') : t('admin.activity.status', { status: log.responseStatus })}
                  </span>
                  {log.attempt > 1 && <span className="muted">{t('admin.activity.attempt', { attempt: log.attempt })}</span>}
                  <time className="muted admin-log-time" dateTime={log.createdAt}>
                    {formatDateTime(log.createdAt, language)}
                  </time>
                </div>
                <p className="admin-log-endpoint" title={log.endpointUrl}>
                  {truncateEndpoint(log.endpointUrl)}
                </p>
                {log.errorMessage && <p className="small admin-log-error">{excerpt(log.errorMessage)}</p>}
                {log.responseBody && <p className="muted small admin-log-answer">{excerpt(log.responseBody)}</p>}
                {canRedeliver(log) && (
                  <div className="admin-log-actions">
                    <button type="button" className="button button-outline button-small" onClick={() => onRedeliver(log)} disabled={sending !== null}>
                      {sending === log.id ? t('admin.activity.redelivering') : t('admin.activity.redeliver')}
                    </button>
                  </div>
                )}
                <div role="status">
                  {outcome?.kind === 'success' && <p className="admin-outcome admin-outcome-success">{t('admin.activity.redelivered')}</p>}
                  {outcome?.kind === 'failure' && (
                    <div className="error-box">
                      <ErrorWithDetail sentence={t('admin.activity.redeliveryFailed')} detail={outcome.detail || null} />
                    </div>
                  )}
                  {outcome?.kind === 'error' && (
                    <div className="error-box">
                      <ErrorWithDetail sentence={t('admin.activity.redeliverError')} detail={detailOf(outcome.error)} />
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
