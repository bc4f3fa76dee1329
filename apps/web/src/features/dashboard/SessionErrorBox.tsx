import { useT } from '../../i18n/index.js';

interface SessionErrorBoxProps {
  voiceFailed: boolean;
  chatFailed: boolean;
  onRetry(): void;
  retrying: boolean;
}

/** The spec's box when session data cannot be loaded: one line per kind, each with its Retry. */
export function SessionErrorBox({ voiceFailed, chatFailed, onRetry, retrying }: SessionErrorBoxProps) {
  const { t } = useT('app');
  if (!voiceFailed && !chatFailed) return null;
  const line = (label: string, retryLabel: string) => (
    <li>
      <span>
        <strong>{label}</strong> {t('dashboard.error.loadStats')}
      </span>
      <button type="button" className="button button-outline button-small" onClick={onRetry} disabled={retrying} aria-label={retryLabel}>
        {t('dashboard.error.retry')}
      </button>
    </li>
  );
  return (
    <div className="error-box session-error" role="alert">
      <h2 className="session-error-title">{t('dashboard.error.title')}</h2>
      <ul className="session-error-lines">
        {voiceFailed && line(t('dashboard.error.voice'), t('dashboard.error.retryVoice'))}
        {chatFailed && line(t('dashboard.error.chat'), t('dashboard.error.retryChat'))}
      </ul>
    </div>
  );
}
