import { PLAN } from '@vi/contracts';
import { useT } from '../../i18n/index.js';
import { formatPrice } from './format.js';
import { CheckIcon, SparkIcon } from './icons.js';
import { PREMIUM_BENEFITS } from './upgrade.js';

/** Free members: what the plan adds, and the way to the upgrade offer. */
export function UpgradePanel({ onUpgrade }: { onUpgrade(): void }) {
  const { t } = useT('app');
  return (
    <section className="card plan-panel upgrade-panel" aria-labelledby="upgrade-panel-title">
      <span className="plan-panel-icon">
        <SparkIcon />
      </span>
      <div className="plan-panel-text">
        <p className="eyebrow">{t('dashboard.upgrade.eyebrow')}</p>
        <h2 id="upgrade-panel-title">{t('dashboard.upgrade.title', { plan: PLAN.displayName })}</h2>
        <p className="muted">{t('dashboard.upgrade.text', { price: formatPrice(PLAN.priceCents) })}</p>
      </div>
      <button type="button" className="button button-primary button-large" onClick={onUpgrade}>
        {t('dashboard.upgrade.open')}
      </button>
    </section>
  );
}

/** Subscribers: what their plan includes. */
export function PremiumPanel({ planName }: { planName: string }) {
  const { t } = useT('app');
  return (
    <section className="card plan-panel premium-panel" aria-labelledby="premium-panel-title">
      <span className="plan-panel-icon">
        <SparkIcon />
      </span>
      <div className="plan-panel-text">
        <p className="eyebrow">{t('dashboard.premium.eyebrow')}</p>
        <h2 id="premium-panel-title">{t('dashboard.premium.title', { plan: planName })}</h2>
        <ul className="benefit-list benefit-list-inline">
          {PREMIUM_BENEFITS.map((benefit) => (
            <li key={benefit}>
              <CheckIcon /> {t(benefit)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
