import { useState } from 'react';
import { Link } from 'react-router';
import { useT, type MessageKey } from '../../i18n/index.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { useUsage } from '../usage/usage-context.js';
import { changeLocalSubscription } from './billing-api.js';
import { BillingCard } from './BillingCard.js';
import { formatDay } from './format.js';
import { useSubscription } from './use-subscription.js';

const STATUS_LABELS: Record<string, MessageKey<'app'>> = {
  active: 'billing.portal.status.active',
  trialing: 'billing.portal.status.trialing',
  canceled: 'billing.portal.status.canceled',
  past_due: 'billing.portal.status.pastDue',
  unpaid: 'billing.portal.status.pastDue',
};

/**
 * `/billing/local-portal`: the stand-in for Stripe's customer portal when the server has no
 * Stripe keys. It shows the subscription and cancels it at the period's end, or resumes it.
 */
export function LocalPortalPage() {
  const { t, language } = useT('app');
  const { refresh } = useUsage();
  usePageTitle(t('billing.portal.title'));
  const { state, reload, replace } = useSubscription();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = async (action: 'cancel' | 'resume') => {
    setBusy(true);
    setError(null);
    try {
      replace(await changeLocalSubscription(action));
      void refresh();
    } catch (cause) {
      console.warn(`The local portal's ${action} failed`, cause);
      setError(t('billing.portal.actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  const back = (
    <Link to="/dashboard" className="button button-outline">
      {t('billing.backToDashboard')}
    </Link>
  );

  if (state.kind !== 'ready') {
    return (
      <BillingCard title={t('billing.portal.title')}>
        {state.kind === 'loading' ? (
          <p className="billing-status" role="status">
            <span className="spinner spinner-small" aria-hidden="true" /> {t('billing.portal.loading')}
          </p>
        ) : (
          <p className="error-box" role="alert">
            {t('billing.portal.loadFailed')}
          </p>
        )}
        <div className="billing-actions">
          {state.kind === 'failed' && (
            <button type="button" className="button button-primary" onClick={reload}>
              {t('billing.retry')}
            </button>
          )}
          {back}
        </div>
      </BillingCard>
    );
  }

  const { subscription } = state;
  const periodEnd = formatDay(subscription.currentPeriodEnd, language);
  const status = subscription.status ? STATUS_LABELS[subscription.status] : 'billing.portal.status.none';
  const ending = subscription.active && subscription.cancelAtPeriodEnd;

  return (
    <BillingCard title={t('billing.portal.title')} testMode>
      <p className="info-box billing-notice">{t('billing.portal.notice')}</p>
      <dl className="billing-facts">
        <div>
          <dt>{t('billing.portal.plan')}</dt>
          <dd>{subscription.planName ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('billing.portal.status')}</dt>
          <dd>{status ? t(status) : subscription.status}</dd>
        </div>
        {subscription.active && periodEnd && (
          <div>
            <dt>{ending ? t('billing.portal.endsOn') : t('billing.portal.renewsOn')}</dt>
            <dd>{periodEnd}</dd>
          </div>
        )}
      </dl>
      <p className={ending ? 'billing-status is-ending' : 'billing-status'} role="status">
        {!subscription.active
          ? t('billing.portal.noneNote')
          : ending
            ? t('billing.portal.cancelNote', { date: periodEnd ?? '–' })
            : t('billing.portal.renewNote')}
      </p>
      {error && (
        <p className="error-box" role="alert">
          {error}
        </p>
      )}
      <div className="billing-actions">
        {subscription.active && (
          <button
            type="button"
            className={ending ? 'button button-primary' : 'button button-outline'}
            onClick={() => void change(ending ? 'resume' : 'cancel')}
            disabled={busy}
          >
            {busy ? t('billing.portal.saving') : ending ? t('billing.portal.resume') : t('billing.portal.cancelAtPeriodEnd')}
          </button>
        )}
        {back}
      </div>
    </BillingCard>
  );
}
