import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DEFAULT_LANGUAGE } from '../../i18n/core.js';
import { translate, useT } from '../../i18n/index.js';
import { isApiError } from '../../lib/api.js';
import { CheckIcon } from '../../lib/icons.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { fetchLocalCheckout, finishLocalCheckout, type LocalCheckout } from './billing-api.js';
import { checkoutErrorMessage, inAppPath } from './checkout-errors.js';
import { PREMIUM_BENEFITS } from '../dashboard/upgrade.js';
import { BillingCard } from './BillingCard.js';
import { formatAmount } from './format.js';

type Loaded = { kind: 'loading' } | { kind: 'not-found' } | { kind: 'failed' } | { kind: 'ready'; checkout: LocalCheckout };

/**
 * `/checkout/local/:id`: the checkout of our own that stands in for Stripe's when the server has
 * no Stripe keys. It takes no payment; Complete and Cancel go through the same processing as
 * Stripe's events would, then to where the server says (/success or /dashboard).
 */
export function LocalCheckoutPage() {
  const { t, language } = useT('app');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  usePageTitle(t('billing.checkout.title'));
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<'complete' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchLocalCheckout(id).then(
      (checkout) => {
        if (live) setLoaded({ kind: 'ready', checkout });
      },
      (cause: unknown) => {
        console.warn('Loading the local checkout failed', cause);
        if (live) setLoaded(isApiError(cause) && (cause.status === 404 || cause.status === 400) ? { kind: 'not-found' } : { kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const reload = useCallback(() => {
    setLoaded({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const finish = async (outcome: 'complete' | 'cancel') => {
    setBusy(outcome);
    setError(null);
    try {
      const { redirectUrl } = await finishLocalCheckout(id, outcome);
      void navigate(inAppPath(redirectUrl, outcome === 'complete' ? '/success' : '/dashboard'), { replace: true });
    } catch (cause) {
      console.warn(`The local checkout's ${outcome} failed`, cause);
      setBusy(null);
      // Finished meanwhile (another tab): show what it is now.
      if (isApiError(cause) && (cause.status === 409 || cause.status === 404)) return reload();
      const message = checkoutErrorMessage(cause);
      setError('key' in message ? t(message.key) : message.text);
    }
  };

  const back = (
    <Link to="/dashboard" className="button button-outline">
      {t('billing.backToDashboard')}
    </Link>
  );

  if (loaded.kind === 'loading') {
    return (
      <BillingCard title={t('billing.checkout.title')}>
        <p className="billing-status" role="status">
          <span className="spinner spinner-small" aria-hidden="true" /> {t('billing.checkout.loading')}
        </p>
      </BillingCard>
    );
  }
  if (loaded.kind === 'not-found' || loaded.kind === 'failed') {
    return (
      <BillingCard title={t('billing.checkout.title')}>
        <p className="error-box" role="alert">
          {loaded.kind === 'not-found' ? t('billing.checkout.notFound') : t('billing.checkout.loadFailed')}
        </p>
        <div className="billing-actions">
          {loaded.kind === 'failed' && (
            <button type="button" className="button button-primary" onClick={reload}>
              {t('billing.retry')}
            </button>
          )}
          {back}
        </div>
      </BillingCard>
    );
  }

  const { checkout } = loaded;
  const { plan } = checkout;
  // The server describes the plan in English: its features are our benefits, shown in the member's language.
  const featureText = (feature: string) => {
    const key = PREMIUM_BENEFITS.find((benefit) => translate(DEFAULT_LANGUAGE, 'app', benefit) === feature);
    return key ? t(key) : feature;
  };
  const showDescription = Boolean(plan.description) && language === DEFAULT_LANGUAGE;
  return (
    <BillingCard title={t('billing.checkout.title')} testMode>
      <p className="info-box billing-notice">{t('billing.checkout.notice')}</p>
      <section className="order-summary" aria-labelledby="order-summary-title">
        <h2 id="order-summary-title" className="billing-subtitle">
          {t('billing.checkout.summary')}
        </h2>
        <div className="order-line">
          <div>
            <p className="order-plan">{plan.name}</p>
            {showDescription && <p className="muted order-description">{plan.description}</p>}
          </div>
          <p className="order-price">
            <span className="order-amount">{formatAmount(plan.amountCents, plan.currency)}</span>
            <span className="muted">{t('dashboard.upgrade.perMonth')}</span>
          </p>
        </div>
        {plan.features.length > 0 && (
          <ul className="billing-features">
            {plan.features.map((feature) => (
              <li key={feature}>
                <CheckIcon /> {featureText(feature)}
              </li>
            ))}
          </ul>
        )}
        <p className="muted small">{t('billing.checkout.billedMonthly')}</p>
      </section>

      {checkout.status === 'open' ? (
        <>
          {error && (
            <div className="error-box payment-error" role="alert">
              <strong>{t('dashboard.upgrade.paymentError')}</strong>
              <p>{error}</p>
            </div>
          )}
          <div className="billing-actions">
            <button type="button" className="button button-primary button-large" onClick={() => void finish('complete')} disabled={busy !== null}>
              {busy === 'complete' ? t('billing.checkout.completing') : t('billing.checkout.complete')}
            </button>
            <button type="button" className="button button-outline button-large" onClick={() => void finish('cancel')} disabled={busy !== null}>
              {busy === 'cancel' ? t('billing.checkout.canceling') : t('billing.checkout.cancel')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="info-box" role="status">
            {checkout.status === 'completed' ? t('billing.checkout.completed') : t('billing.checkout.canceled')}
          </p>
          <div className="billing-actions">
            {checkout.status === 'completed' && (
              <Link to="/success" className="button button-primary">
                {t('billing.checkout.continue')}
              </Link>
            )}
            {back}
          </div>
        </>
      )}
    </BillingCard>
  );
}
