import { useT } from '../../i18n/index.js';
import { HeartIcon } from '../../lib/icons.js';

/**
 * Shown when Vi's reply is the crisis reply (`crisis: true`), whatever the member's plan:
 * crisis help is never behind the paywall.
 */
export function CrisisBanner() {
  const { t } = useT('app');
  return (
    <section className="chat-crisis" role="alert" aria-label={t('chat.crisis.title')}>
      <span className="chat-crisis-icon">
        <HeartIcon />
      </span>
      <div>
        <p className="chat-crisis-title">{t('chat.crisis.title')}</p>
        <p className="chat-crisis-text">{t('chat.crisis.text')}</p>
        <a className="button button-primary button-small chat-crisis-link" href="/crisis-resources" target="_blank" rel="noopener noreferrer">
          {t('chat.crisis.link')}
          <span className="sr-only"> {t('common.opensInNewTab')}</span>
        </a>
      </div>
    </section>
  );
}
