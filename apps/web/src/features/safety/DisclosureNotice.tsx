import { useT } from '../../i18n/index.js';
import './disclosure.css';

export interface DisclosureNoticeProps {
  /** The server's words (the disclosure engine's); without them, the page's own translation of New York's wording. */
  text?: string | null;
  /** `top`: opens every conversation; `inline`: given again before a reply (3 hours on, back after 7 days, or asked). */
  placement: 'top' | 'inline';
}

/**
 * "Vi is a computer program and not a human being", as the laws for AI companions ask: bold
 * capitals of at least 16-point type (21.33 CSS px), never hidden or folded away.
 */
export function DisclosureNotice({ text, placement }: DisclosureNoticeProps) {
  const { t } = useT('app');
  return (
    <div className={`disclosure-notice disclosure-notice-${placement}`} role="note" aria-label={t('safety.disclosure.label')}>
      <p className="disclosure-notice-text">{text?.trim() || t('safety.disclosure.text')}</p>
    </div>
  );
}
