import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';

/** The card every billing page shows its content in, under its heading (and the test-mode badge). */
export function BillingCard({ title, testMode = false, children }: { title: string; testMode?: boolean; children: ReactNode }) {
  const { t } = useT('app');
  return (
    <section className="container billing-section">
      <div className="card billing-card">
        <div className="billing-card-head">
          <h1>{title}</h1>
          {testMode && <span className="test-badge">{t('billing.testMode')}</span>}
        </div>
        {children}
      </div>
    </section>
  );
}
