import type { ReactNode } from 'react';
import { PLAN } from '@vi/contracts';
import { useT } from '../../i18n/index.js';
import { formatPrice } from './format.js';
import { CheckIcon, SparkIcon } from '../../lib/icons.js';
import { PREMIUM_BENEFITS } from './upgrade.js';
import { formatDay } from '../billing/format.js';
import { useSubscription } from '../billing/use-subscription.js';

/** A plan panel: the spark, an eyebrow over the title (the panel's name), then `children` under them and `action` beside. */
function PlanPanel({
  id,
  className,
  eyebrow,
  title,
  children,
  action,
}: {
  id: string;
  className: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className={`card plan-panel ${className}`} aria-labelledby={id}>
      <span className="plan-panel-icon">
        <SparkIcon />
      </span>
      <div className="plan-panel-text">
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={id}>{title}</h2>
        {children}
      </div>
      {action}
    </section>
  );
}

/** Free members: what the plan adds, and the way to the upgrade offer. */
export function UpgradePanel({ onUpgrade }: { onUpgrade(): void }) {
  const { t } = useT('app');
  return (
    <PlanPanel
      id="upgrade-panel-title"
      className="upgrade-panel"
      eyebrow={t('dashboard.upgrade.eyebrow')}
      title={t('dashboard.upgrade.title', { plan: PLAN.displayName })}
      action={
        <button type="button" className="button button-primary button-large" onClick={onUpgrade}>
          {t('dashboard.upgrade.open')}
        </button>
      }
    >
      <p className="muted">{t('dashboard.upgrade.text', { price: formatPrice(PLAN.priceCents) })}</p>
    </PlanPanel>
  );
}

/** Subscribers: what their plan includes, and when it renews (or ends, once cancelled at the period's end). */
export function PremiumPanel({ planName }: { planName: string }) {
  const { t, language } = useT('app');
  const { state } = useSubscription();
  const subscription = state.kind === 'ready' ? state.subscription : null;
  const periodEnd = formatDay(subscription?.currentPeriodEnd, language);
  return (
    <PlanPanel
      id="premium-panel-title"
      className="premium-panel"
      eyebrow={t('dashboard.premium.eyebrow')}
      title={t('dashboard.premium.title', { plan: planName })}
    >
      <BenefitList className="benefit-list benefit-list-inline" />
      {subscription?.active && periodEnd && (
        <p className="plan-panel-period muted">
          {subscription.cancelAtPeriodEnd ? t('dashboard.premium.ends', { date: periodEnd }) : t('dashboard.premium.renews', { date: periodEnd })}
        </p>
      )}
    </PlanPanel>
  );
}

/** What the plan includes, ticked: on the subscriber's panel and in the upgrade offer. */
export function BenefitList({ className = 'benefit-list' }: { className?: string }) {
  const { t } = useT('app');
  return (
    <ul className={className}>
      {PREMIUM_BENEFITS.map((benefit) => (
        <li key={benefit}>
          <CheckIcon /> {t(benefit)}
        </li>
      ))}
    </ul>
  );
}
