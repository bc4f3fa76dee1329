import { Suspense, useCallback, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SiteFooter } from '../../app/SiteFooter.js';
import { useLanguage, useT } from '../../i18n/index.js';
import { AiDisclosure } from '../info/AiDisclosure.js';
import { FeedbackForm } from '../feedback/FeedbackForm.js';
import { useLimitPrompt } from '../limits/use-limit-prompt.js';
import { LimitDialog } from '../limits/LimitDialog.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { CrisisPanel } from '../safety/CrisisPanel.js';
import { BrowserVoiceNotice } from './BrowserVoiceNotice.js';
import { useBrowserVoiceSupport, useVoiceCall, useVoiceMode } from './use-voice-call.js';
import { VoiceCallCard } from './VoiceCallCard.js';
import { VoicePrompts } from './VoicePrompts.js';
import './voice.css';

/** Router state the voice page reads: arriving from within the app skips the limit prompt. */
interface VoiceRouteState {
  fromDashboard?: boolean;
}

/** Router state for the dashboard after the feedback form: the dashboard refreshes the voice stats. */
export const FROM_VOICE_STATE = { fromVoice: true } as const;

/** /voice: talk to Vi out loud (spec, member area section 2, "Voice page"). */
export function VoicePage() {
  const { t } = useT('app');
  const { language } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const routeState = (location.state ?? null) as VoiceRouteState | null;
  const backToDashboard = useCallback(() => void navigate('/dashboard', { state: FROM_VOICE_STATE }), [navigate]);

  const title = t('voice.page.title');
  usePageTitle(title);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const { limit, showLimit, closeLimit } = useLimitPrompt('voice', Boolean(routeState?.fromDashboard));

  const { call, snapshot } = useVoiceCall();

  // The panel appears above the call: brought into view when it first shows (a member may be scrolled down to the call).
  const crisisPanel = useRef<HTMLDivElement>(null);
  const showsCrisis = snapshot.risk !== null;
  useEffect(() => {
    if (!showsCrisis) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    crisisPanel.current?.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [showsCrisis]);
  const mode = useVoiceMode();
  const support = useBrowserVoiceSupport(mode, language);

  const start = () => {
    void call.start().then((outcome) => {
      if (outcome.kind === 'limit-reached') showLimit(outcome.details);
    });
  };

  return (
    <>
      <div className="container voice-page">
        <Link to="/dashboard" className="voice-back">
          <span aria-hidden="true">←</span> {t('voice.page.back')}
        </Link>
        <header className="voice-page-header">
          <h1>{title}</h1>
          <p className="muted">{t('voice.page.subtitle')}</p>
          <AiDisclosure detail />
        </header>

        {/* The call showed risk: one-tap help at once, for as long as the page is open (the call itself goes on). */}
        {snapshot.risk && (
          <div className="voice-crisis-panel" ref={crisisPanel}>
            <CrisisPanel risk={snapshot.risk} channel="voice" />
          </div>
        )}

        {mode === 'browser' && <BrowserVoiceNotice support={support} />}

        <div className="voice-layout">
          <VoiceCallCard
            snapshot={snapshot}
            cannotStart={mode === 'browser' && (!support.recognition || !support.synthesis)}
            onStart={start}
            onEnd={() => void call.stop()}
            onToggleMute={() => call.toggleMute()}
            onVolume={(volume) => call.setVolume(volume)}
          />
          <VoicePrompts />
        </div>

        {/* During a live call the form stays here after the thank-you: leaving the page would end the call. */}
        <FeedbackForm sessionType="voice" onFinished={backToDashboard} stayOnPage={snapshot.status === 'connecting' || snapshot.status === 'active'} />
      </div>
      <SiteFooter />

      {limit && (
        <Suspense fallback={null}>
          <LimitDialog kind="voice" used={limit.used} limit={limit.limit} onClose={closeLimit} />
        </Suspense>
      )}
    </>
  );
}
