import type { CSSProperties } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.js';
import { LineIcon, MicIcon } from '../../lib/icons.js';
import { DisclosureNotice } from '../safety/DisclosureNotice.js';
import { VOICE_STATUS_KEY, type VoiceCallSnapshot } from './voice-call.js';

/** The bars of the speaking indicator, each a share of the assistant's level (the middle one tallest). */
const BAR_WEIGHTS = [0.55, 0.8, 1, 0.8, 0.55];

const MicOffIcon = () => (
  <LineIcon size={20}>
    <path d="M3 3l18 18" />
    <path d="M9 9v3a3 3 0 0 0 5.1 2.1M15 9.3V5a3 3 0 0 0-5.7-1.3" />
    <path d="M19 10v2a7 7 0 0 1-.9 3.4M5 10v2a7 7 0 0 0 11.2 5.6" />
    <path d="M12 19v3M8 22h8" />
  </LineIcon>
);

const SpeakerIcon = () => (
  <LineIcon size={20}>
    <path d="M11 5 6 9H3v6h3l5 4z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </LineIcon>
);

export interface VoiceCallCardProps {
  snapshot: VoiceCallSnapshot;
  /** No call can start here (a browser-mode call in a browser without speech recognition: the notice says why). */
  cannotStart?: boolean;
  onStart(): void;
  onEnd(): void;
  onToggleMute(): void;
  /** 0 to 1. */
  onVolume(volume: number): void;
}

/**
 * The call: its status line, the mm:ss timer, the speaking indicator, the controls (talk / end,
 * mute, Vi's volume), the error box and, before a call, how it works.
 */
export function VoiceCallCard({ snapshot, cannotStart = false, onStart, onEnd, onToggleMute, onVolume }: VoiceCallCardProps) {
  const { t } = useT('app');
  const titleId = useId();
  const volumeId = useId();
  const { status } = snapshot;
  const live = status === 'active';
  const underWay = status === 'connecting' || live;
  const volumePercent = Math.round(snapshot.volume * 100);

  return (
    <section className="card voice-call" aria-labelledby={titleId} data-status={status}>
      <h2 id={titleId} className="sr-only">
        {t('voice.page.callLabel')}
      </h2>

      <div className="voice-orb" data-speaking={live && snapshot.speaking ? 'true' : undefined} aria-hidden="true">
        <span className="voice-orb-core">
          <MicIcon />
        </span>
      </div>

      <p className="voice-status" role="status">
        <span className="voice-status-dot" aria-hidden="true" />
        {t(VOICE_STATUS_KEY[status])}
      </p>
      <p className="voice-timer" role="timer" aria-label={t('voice.page.timer')}>
        {snapshot.timer}
      </p>

      {/* The AI disclosure the call opened with (or gave again), as the law asks: bold capitals of at least 16 pt. */}
      {snapshot.disclosure && underWay && (
        <div className="voice-disclosure">
          <DisclosureNotice text={snapshot.disclosure.text} placement="top" />
        </div>
      )}

      {/* While the call is live: whether Vi is talking (announced politely), and its level as bars. */}
      <div className="voice-speaking">
        <span className="voice-level" data-active={live ? 'true' : undefined} aria-hidden="true">
          {BAR_WEIGHTS.map((weight, index) => (
            <span
              key={index}
              className="voice-level-bar"
              style={{ '--level': live ? Math.max(0.12, Math.min(1, snapshot.volumeLevel * 2.5 * weight)) : 0.12 } as CSSProperties}
            />
          ))}
        </span>
        <span className="voice-speaking-text" aria-live="polite">
          {live ? t(snapshot.speaking ? 'voice.page.speaking' : 'voice.page.listening') : ''}
        </span>
      </div>

      {live && snapshot.muted && <p className="voice-muted-note">{t('voice.page.muted')}</p>}

      <div className="voice-controls">
        <button
          type="button"
          className="voice-mute"
          onClick={onToggleMute}
          disabled={!live}
          aria-pressed={snapshot.muted}
          title={t(snapshot.muted ? 'voice.action.unmute' : 'voice.action.mute')}
        >
          {snapshot.muted ? <MicOffIcon /> : <MicIcon />}
          <span className="sr-only">{t('voice.action.mute')}</span>
        </button>
        {underWay ? (
          <button type="button" className="button button-danger button-large voice-main" onClick={onEnd}>
            {t('voice.action.end')}
          </button>
        ) : (
          <button type="button" className="button button-primary button-large voice-main" onClick={onStart} disabled={cannotStart}>
            {t('voice.action.start')}
          </button>
        )}
      </div>

      <div className="voice-volume">
        <label htmlFor={volumeId}>
          <SpeakerIcon />
          {t('voice.page.volume')}
        </label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={volumePercent}
          aria-valuetext={t('voice.page.volumeValue', { percent: volumePercent })}
          onChange={(event) => onVolume(Number(event.currentTarget.value) / 100)}
        />
        <output htmlFor={volumeId} className="voice-volume-value" aria-hidden="true">
          {t('voice.page.volumeValue', { percent: volumePercent })}
        </output>
      </div>

      {snapshot.error && (
        <div className="error-box voice-error" role="alert">
          {t(snapshot.error)}
        </div>
      )}

      {(status === 'idle' || status === 'ended') && <p className="voice-intro muted">{t('voice.page.intro')}</p>}

      <p className="voice-crisis">
        {t('voice.page.crisisLead')} <Link to="/crisis-resources">{t('voice.page.crisisLink')}</Link>
      </p>
    </section>
  );
}
