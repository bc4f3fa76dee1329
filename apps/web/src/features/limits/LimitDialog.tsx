import { PLAN } from '@vi/contracts';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.js';
import type { ConversationKind } from './limit-check.js';
import { Modal } from '../../lib/ui/Modal.js';
import './limits.css';

export interface LimitDialogProps {
  kind: ConversationKind;
  used: number;
  limit: number;
  /** Closing: the dashboard just closes it; the voice and chat pages go back to /dashboard. */
  onClose(): void;
}

/** Router state that opens the upgrade offer on arrival at /dashboard. */
export const OPEN_UPGRADE_STATE = { openUpgrade: true } as const;

// "See Upgrade Options" goes to /dashboard, which opens its upgrade offer; a page showing this
// dialog unmounts or (the navigation bar) drops it on that navigation, so it does not call onClose.

/**
 * Shown instead of starting a conversation when a free member's monthly allowance is spent. It
 * always carries the crisis pointer (one tap to 988, the crisis resources): crisis help is never
 * behind the allowance.
 * Its text loads with the signed-in app: render it inside a <Suspense> (fallback null is fine).
 */
export function LimitDialog({ kind, used, limit, onClose }: LimitDialogProps) {
  const { t } = useT('app');
  return (
    <Modal title={t('limits.title')} closeLabel={t('modal.close')} onClose={onClose} className="limit-dialog">
      <p className="limit-dialog-count" aria-hidden="true">
        <span className="limit-dialog-used">{used}</span>/{limit}
      </p>
      <p className="limit-dialog-message">{t(kind === 'voice' ? 'limits.message.voice' : 'limits.message.chat', { used, limit })}</p>
      <p className="muted limit-dialog-hint">{t('limits.hint', { plan: PLAN.displayName, price: `$${(PLAN.priceCents / 100).toFixed(2)}` })}</p>
      <p className="limit-dialog-crisis">
        <span className="limit-dialog-crisis-lead">{t('limits.crisis.lead')}</span>{' '}
        <span className="limit-dialog-crisis-actions">
          <a className="limit-dialog-crisis-call" href="tel:988">
            {t('limits.crisis.call')}
          </a>{' '}
          <a href="/crisis-resources" target="_blank" rel="noopener noreferrer">
            {t('limits.crisis.link')}
            <span className="sr-only"> {t('common.opensInNewTab')}</span>
          </a>
        </span>
      </p>
      <div className="dialog-actions">
        <Link to="/dashboard" state={OPEN_UPGRADE_STATE} className="button button-primary">
          {t('limits.upgrade')}
        </Link>
        <button type="button" className="button button-outline" onClick={onClose}>
          {t('limits.close')}
        </button>
      </div>
    </Modal>
  );
}
