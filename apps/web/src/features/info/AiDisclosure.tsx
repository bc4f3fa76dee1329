import { useT } from '../../i18n/index.js';
import './ai-disclosure.css';

/**
 * Says plainly that Vi is an AI, not a person. For every screen where someone talks to Vi (chat,
 * voice) and the landing page. `detail` adds the emotional-support-only sentence.
 */
export function AiDisclosure({ detail = false, className = '' }: { detail?: boolean; className?: string }) {
  const { t } = useT();
  return (
    <p className={`ai-disclosure ${className}`}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="12" r="10" />
        <path d="M12 16v-4M12 8h.01" />
      </svg>
      <span>
        {t('ai.disclosure')}
        {detail && <> {t('ai.disclosureDetail')}</>}
      </span>
    </p>
  );
}
