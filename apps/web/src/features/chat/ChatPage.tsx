import { CHAT_INACTIVITY_MINUTES } from '@vi/contracts';
import type { LimitReachedDetails } from '@vi/contracts';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SiteFooter } from '../../app/SiteFooter.js';
import { useT } from '../../i18n/index.js';
import { FeedbackForm } from '../feedback/FeedbackForm.js';
import { useLimitPrompt } from '../limits/use-limit-prompt.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { LimitDialog } from '../limits/LimitDialog.js';
import { useUsage } from '../usage/usage-context.js';
import { ChatHistory, HistoryUpsell } from './ChatHistory.js';
import { ChatInput } from './ChatInput.js';
import { CrisisPanel } from '../safety/CrisisPanel.js';
import { HistoryIcon, StopIcon, TrashIcon } from '../../lib/icons.js';
import { MessageList } from './MessageList.js';
import { SessionStatus } from './SessionStatus.js';
import { useChat } from './use-chat.js';
import './chat.css';

/** Router state the chat page reads: from the app (skip the limit prompt), and "open the history". */
interface ChatRouteState {
  fromDashboard?: boolean;
  openHistory?: boolean;
}

/** Router state for the dashboard after the feedback form: the dashboard refreshes the chat stats. */
export const FROM_CHAT_STATE = { fromChat: true } as const;

export function ChatPage() {
  const { t } = useT('app');
  const location = useLocation();
  const navigate = useNavigate();
  const routeState = (location.state ?? null) as ChatRouteState | null;
  const { usage } = useUsage();
  const backToDashboard = useCallback(() => void navigate('/dashboard', { state: FROM_CHAT_STATE }), [navigate]);

  const title = t('chat.title');
  usePageTitle(title);
  // Arriving from further down another page (the dashboard's settings), start at the top.
  useEffect(() => {
    // A block, not an expression: newer browsers return a promise from scrollTo, and React would call it on unmount.
    window.scrollTo(0, 0);
  }, []);

  const showLimitRef = useRef<(details: LimitReachedDetails) => void>(() => undefined);
  const onLimitReached = useCallback((details: LimitReachedDetails) => showLimitRef.current(details), []);
  const chat = useChat({ onLimitReached, loadFailedText: t('chat.error.load') });

  // The limit prompt: on arrival (not from the app, nothing left, and the conversation showed no
  // risk: crisis help is never behind the allowance, so the server decides), or when a send is
  // refused (closing that one keeps the member here with what they typed).
  const { limit, showLimit, closeLimit } = useLimitPrompt('chat', Boolean(routeState?.fromDashboard), {
    ready: chat.loaded,
    exempt: chat.risk !== null,
    stayAfterRefusal: true,
  });
  useEffect(() => {
    showLimitRef.current = showLimit;
  }, [showLimit]);
  const busy = chat.phase !== 'idle';

  // History: a panel for Unlimited Access, a line about it for everyone else.
  const [historyOpen, setHistoryOpen] = useState(false);
  const [showUpsell, setShowUpsell] = useState(false);
  const openHistory = useCallback(() => {
    if (usage && !usage.premium) setShowUpsell((shown) => !shown);
    else setHistoryOpen(true);
  }, [usage]);
  const historyAsked = useRef(false);
  useEffect(() => {
    if (historyAsked.current || !routeState?.openHistory || !usage) return;
    historyAsked.current = true;
    openHistory();
  }, [routeState?.openHistory, usage, openHistory]);

  const offline = chat.assistantMode === 'offline';
  const canClear = !busy && !chat.ending && (chat.bubbles.length > 0 || chat.session !== null);

  return (
    <>
      <div className="container chat-page">
        <header className="chat-page-header">
          <h1>{title}</h1>
          <p className="muted">{t('chat.intro')}</p>
        </header>

        <div className="chat-layout">
          <section className={`card chat-panel${chat.risk ? ' chat-panel-crisis' : ''}`} aria-label={t('chat.panelLabel')}>
            <div className="chat-panel-header">
              <div className="chat-identity">
                <span className="chat-avatar" aria-hidden="true">
                  Vi
                </span>
                <div>
                  <h2 className="chat-name">
                    {t('chat.name')}
                    {offline && (
                      <span className="chat-badge chat-badge-offline" title={t('chat.offline.explain')}>
                        {t('chat.offline.label')}
                      </span>
                    )}
                  </h2>
                  <p className="chat-tagline">{t('chat.tagline')}</p>
                </div>
              </div>
              <div className="chat-header-side">
                {chat.session && <SessionStatus session={chat.session} />}
                <div className="chat-actions">
                  <button
                    type="button"
                    className="chat-icon-button"
                    onClick={openHistory}
                    aria-expanded={usage && !usage.premium ? showUpsell : undefined}
                    title={t('chat.history.title')}
                  >
                    <HistoryIcon />
                    <span className="chat-icon-label">{t('chat.history.open')}</span>
                  </button>
                  {chat.session && (
                    <button
                      type="button"
                      className="chat-icon-button chat-end"
                      onClick={() => void chat.end()}
                      disabled={busy || chat.ending}
                      title={t('chat.end')}
                      aria-label={t('chat.end')}
                    >
                      <StopIcon />
                      <span className="chat-icon-label" aria-hidden="true">
                        {t('chat.endShort')}
                      </span>
                    </button>
                  )}
                  <button
                    type="button"
                    className="chat-icon-button"
                    onClick={() => void chat.clear()}
                    disabled={!canClear}
                    title={t('chat.clear')}
                    aria-label={t('chat.clear')}
                  >
                    <TrashIcon />
                  </button>
                </div>
              </div>
            </div>

            {offline && <p className="chat-offline-note">{t('chat.offline.explain')}</p>}
            {showUpsell && <HistoryUpsell />}
            <MessageList bubbles={chat.bubbles} thinking={chat.phase === 'waiting'} loaded={chat.loaded} disclosure={chat.disclosure?.text ?? null} />

            {chat.risk && <CrisisPanel risk={chat.risk} channel="text" />}
            {chat.error && (
              <div className="error-box chat-error" role="alert">
                <span>{chat.error}</span>
                <button type="button" className="chat-error-dismiss" onClick={chat.dismissError} aria-label={t('chat.error.dismiss')}>
                  <span aria-hidden="true">×</span>
                </button>
              </div>
            )}

            <ChatInput value={chat.draft} onChange={chat.setDraft} onSend={() => void chat.send()} busy={busy} sessionActive={chat.session !== null} />
          </section>

          <aside className="chat-side">
            <section className="card chat-info" aria-labelledby="chat-info-title">
              <h2 id="chat-info-title">{t('chat.info.title')}</h2>
              <ul className="chat-info-list">
                <li>{t('chat.info.reframe')}</li>
                <li>{t('chat.info.anchor')}</li>
                <li>{t('chat.info.parts')}</li>
                <li>{t('chat.info.phobia')}</li>
                <li>{t('chat.info.memory')}</li>
              </ul>
              <p className="muted">{t('chat.info.autoEnd', { minutes: CHAT_INACTIVITY_MINUTES })}</p>
              <p className="chat-info-crisis">
                {t('chat.info.crisisLead')} <Link to="/crisis-resources">{t('chat.info.crisisLink')}</Link>
              </p>
            </section>
            <FeedbackForm sessionType="chat" onFinished={backToDashboard} />
          </aside>
        </div>
      </div>
      <SiteFooter />

      {historyOpen && (
        <ChatHistory
          onClose={() => setHistoryOpen(false)}
          onDeleted={(_id, current) => {
            if (current) void chat.reload();
          }}
        />
      )}
      {limit && (
        <Suspense fallback={null}>
          <LimitDialog kind="chat" used={limit.used} limit={limit.limit} onClose={closeLimit} />
        </Suspense>
      )}
    </>
  );
}
