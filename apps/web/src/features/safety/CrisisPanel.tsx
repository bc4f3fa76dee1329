import { useId, useState } from 'react';
import type { Risk } from '@vi/contracts';
import { useT } from '../../i18n/index.js';
import { HeartIcon } from '../../lib/icons.js';
import { categoryLines, isUrgent, mainLines, type PanelLine } from './crisis-lines.js';
import './safety.css';

export interface CrisisPanelProps {
  /** The conversation's risk (the server's `conversation.risk` or `done.risk`). */
  risk: Risk;
  /** Where it is shown: typed chat or a voice call (the wording of the lead differs). */
  channel: 'text' | 'voice';
}

/**
 * The crisis panel: one-tap call and text links to people who can help now, shown for the rest of
 * a conversation that showed risk, whatever the member's plan (crisis help is never behind the
 * paywall). `urgent` and `imminent` make it an alert with the emergency number first; `concern`
 * is calmer but shows the same lines.
 */
export function CrisisPanel({ risk, channel }: CrisisPanelProps) {
  const { t } = useT('app');
  const urgent = isUrgent(risk);
  const [grounding, setGrounding] = useState(false);
  const groundingId = useId();
  const titleId = useId();
  const extra = categoryLines(risk);
  const link = (line: PanelLine, primary: boolean) => (
    <li key={line.id}>
      <a className={`button ${primary ? 'button-primary' : 'button-outline'} crisis-panel-line`} href={line.href} data-line={line.id}>
        {t(`safety.panel.line.${line.id}`)}
      </a>
    </li>
  );
  return (
    <section
      className={`crisis-panel ${urgent ? 'crisis-panel-urgent' : 'crisis-panel-concern'}`}
      role={urgent ? 'alert' : 'region'}
      aria-labelledby={titleId}
      data-level={risk.level}
      data-channel={channel}
    >
      <div className="crisis-panel-head">
        <span className="crisis-panel-icon" aria-hidden="true">
          <HeartIcon />
        </span>
        <div>
          <h2 className="crisis-panel-title" id={titleId}>
            {t(urgent ? 'safety.panel.titleUrgent' : 'safety.panel.titleConcern')}
          </h2>
          <p className="crisis-panel-text">{t(channel === 'voice' ? 'safety.panel.textVoice' : 'safety.panel.text')}</p>
        </div>
      </div>
      <ul className="crisis-panel-lines">{mainLines(risk).map((line, i) => link(line, urgent ? i < 2 : i === 0))}</ul>
      {extra.length > 0 && (
        <>
          <p className="crisis-panel-extra-lead">{t('safety.panel.extraLead')}</p>
          <ul className="crisis-panel-lines">{extra.map((line) => link(line, false))}</ul>
        </>
      )}
      <button type="button" className="crisis-panel-toggle" aria-expanded={grounding} aria-controls={groundingId} onClick={() => setGrounding((open) => !open)}>
        {t(grounding ? 'safety.panel.groundingHide' : 'safety.panel.grounding')}
      </button>
      <div id={groundingId} className="crisis-panel-grounding" hidden={!grounding}>
        <p>{t('safety.panel.grounding.lead')}</p>
        <ol>
          <li>{t('safety.panel.grounding.see')}</li>
          <li>{t('safety.panel.grounding.touch')}</li>
          <li>{t('safety.panel.grounding.hear')}</li>
          <li>{t('safety.panel.grounding.smell')}</li>
          <li>{t('safety.panel.grounding.taste')}</li>
        </ol>
        <p>{t('safety.panel.grounding.breathe')}</p>
      </div>
      <p className="crisis-panel-links">
        <a href="/crisis-resources" target="_blank" rel="noopener noreferrer">
          {t('safety.panel.resourcesLink')}
          <span className="sr-only"> {t('common.opensInNewTab')}</span>
        </a>
        <a href="/safety" target="_blank" rel="noopener noreferrer">
          {t('safety.panel.safetyLink')}
          <span className="sr-only"> {t('common.opensInNewTab')}</span>
        </a>
      </p>
    </section>
  );
}
