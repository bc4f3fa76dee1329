import { PLAN } from '@vi/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT, type MessageKey } from '../../i18n/index.js';
import { CheckIcon, SparkIcon } from '../../lib/icons.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { useUsage } from '../usage/usage-context.js';

/** What the success page lists (spec section 2: unlimited voice, unlimited text, priority support, conversation history). */
const INCLUDED = [
  'dashboard.benefit.voice',
  'dashboard.benefit.text',
  'dashboard.benefit.support',
  'dashboard.benefit.history',
] as const satisfies ReadonlyArray<MessageKey<'app'>>;

/** The webhook may land a moment after the member does: ask for the usage again this often, for at most this long. */
export const PREMIUM_POLL_MS = 1000;
export const PREMIUM_WAIT_MS = 5000;

/** `/success`, where a completed checkout returns: "Welcome to Premium", once the plan is confirmed. */
export function SuccessPage() {
  const { t } = useT('app');
  const { usage, refresh } = useUsage();
  usePageTitle(t('billing.success.title'));
  const premium = usage?.premium === true;
  const [gaveUp, setGaveUp] = useState(false);

  // The usage store loads on arrival; until it says premium, ask again every second for up to 5 s.
  useEffect(() => {
    if (premium) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started >= PREMIUM_WAIT_MS) {
        window.clearInterval(timer);
        setGaveUp(true);
        return;
      }
      void refresh();
    }, PREMIUM_POLL_MS);
    return () => window.clearInterval(timer);
  }, [premium, refresh]);

  return (
    <section className="container billing-section">
      <div className="card billing-card success-card">
        <span className="success-mark" aria-hidden="true">
          <SparkIcon />
        </span>
        <h1>{t('billing.success.title')}</h1>
        <p className="muted billing-lead">{t('billing.success.intro', { plan: PLAN.displayName })}</p>
        <p className={`billing-status${premium ? ' is-active' : ''}`} role="status">
          {premium ? (
            <>
              <CheckIcon /> {t('billing.success.active', { plan: usage.planName })}
            </>
          ) : gaveUp ? (
            t('billing.success.pending')
          ) : (
            <>
              <span className="spinner spinner-small" aria-hidden="true" /> {t('billing.success.confirming')}
            </>
          )}
        </p>
        <h2 className="billing-subtitle">{t('billing.success.included')}</h2>
        <ul className="billing-features">
          {INCLUDED.map((item) => (
            <li key={item}>
              <CheckIcon /> {t(item)}
            </li>
          ))}
        </ul>
        <div className="billing-actions">
          <Link to="/dashboard" className="button button-primary button-large">
            {t('billing.success.dashboard')}
          </Link>
          <Link to="/voice" className="button button-outline button-large">
            {t('dashboard.voice.start')}
          </Link>
        </div>
      </div>
    </section>
  );
}
