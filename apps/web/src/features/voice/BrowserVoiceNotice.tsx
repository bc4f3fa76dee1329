import { Link } from 'react-router';
import { useT } from '../../i18n/index.js';
import type { BrowserVoiceSupport } from './browser-voice-client.js';
import './browser-voice.css';

/**
 * Browser voice mode, said before the first call: this browser cannot hold a voice call (no
 * speech recognition or no voices) and text chat is the way; or the mode's label ("Browser
 * voice") with where the member's speech goes: to the browser maker's speech service unless the
 * browser confirmed it recognises on the device. Vi itself only ever receives the text.
 */
export function BrowserVoiceNotice({ support }: { support: BrowserVoiceSupport }) {
  const { t } = useT('app');

  if (!support.recognition || !support.synthesis) {
    return (
      <section className="browser-voice browser-voice-unsupported" role="status" aria-labelledby="browser-voice-unsupported-title">
        <h2 className="browser-voice-title" id="browser-voice-unsupported-title">
          {t('voice.browser.unsupported.title')}
        </h2>
        <p className="browser-voice-text">{t('voice.browser.unsupported.text')}</p>
        <Link className="button button-primary button-small" to="/chat">
          {t('voice.browser.unsupported.link')}
        </Link>
      </section>
    );
  }

  return (
    <section className="browser-voice" aria-labelledby="browser-voice-label">
      <p className="browser-voice-label" id="browser-voice-label">
        {t('voice.browser.label')}
      </p>
      <p className="browser-voice-text">{t('voice.browser.labelText')}</p>
      <p className="browser-voice-text">
        {support.onDevice === 'yes' ? t('voice.browser.onDevice') : t('voice.browser.privacy')}{' '}
        <Link to="/privacy-policy">{t('voice.browser.privacyLink')}</Link>
      </p>
    </section>
  );
}
