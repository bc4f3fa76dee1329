import { PLAN } from '@vi/contracts';
import { useState } from 'react';
import { useT } from '../../i18n/index.js';
import { Modal } from '../../lib/ui/Modal.js';
import { formatPrice } from './format.js';
import { BenefitList } from './PlanPanels.js';
import { startCheckout, useGoTo, useOnReturnFromCache } from '../billing/checkout.js';
import { checkoutErrorMessage } from '../billing/checkout-errors.js';

export function UpgradeModal({ onClose }: { onClose(): void }) {
  const { t } = useT('app');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const goTo = useGoTo();
  useOnReturnFromCache(() => setBusy(false));

  const onUpgrade = async () => {
    setBusy(true);
    setError(null);
    try {
      const destination = await startCheckout();
      goTo(destination);
      // Stripe: the page is leaving, so "Processing..." stays until it has gone.
      if ('inApp' in destination) setBusy(false);
    } catch (err) {
      console.warn('Checkout failed', err);
      const message = checkoutErrorMessage(err);
      setError('key' in message ? t(message.key) : message.text);
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('dashboard.upgrade.modalTitle', { plan: PLAN.displayName })}
      description={t('dashboard.upgrade.modalSubtitle')}
      closeLabel={t('modal.close')}
      onClose={onClose}
      className="upgrade-modal"
    >
      <p className="upgrade-price">
        <span className="upgrade-price-amount">{formatPrice(PLAN.priceCents)}</span>
        <span className="muted">{t('dashboard.upgrade.perMonth')}</span>
      </p>
      <p className="upgrade-cancel muted">{t('dashboard.upgrade.cancelAnytime')}</p>
      <BenefitList />
      {error && (
        <div className="error-box payment-error" role="alert">
          <strong>{t('dashboard.upgrade.paymentError')}</strong>
          <p>{error}</p>
        </div>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={onUpgrade} disabled={busy}>
          {busy ? t('dashboard.upgrade.processing') : t('dashboard.upgrade.now')}
        </button>
        <button type="button" className="button button-outline" onClick={onClose}>
          {t('dashboard.upgrade.later')}
        </button>
      </div>
    </Modal>
  );
}
