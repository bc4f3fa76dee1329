import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.js';
import { elapsedSeconds, formatTimer } from './format.js';
import type { ActiveSession } from './use-chat.js';

/** While a session is open: its time (mm:ss, ticking each second from `startedAt`) and message count. */
export function SessionStatus({ session }: { session: ActiveSession }) {
  const { t } = useT('app');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [session.id]);

  const count = session.messageCount;
  return (
    <div className="chat-session-status" aria-label={t('chat.session.active')} role="group">
      <span className="chat-live-dot" aria-hidden="true" />
      <span className="chat-timer" role="timer" aria-label={t('chat.session.timer')}>
        {formatTimer(elapsedSeconds(session.startedAt, now))}
      </span>
      <span className="chat-count">{count === 1 ? t('chat.session.messageOne') : t('chat.session.messages', { count })}</span>
    </div>
  );
}
