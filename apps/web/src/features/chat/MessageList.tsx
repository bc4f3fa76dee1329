import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/index.js';
import { DisclosureNotice } from '../safety/DisclosureNotice.js';
import { formatTime12 } from './format.js';
import { MessageText } from './MessageText.js';
import type { ChatBubble } from './use-chat.js';

export function MessageBubble({ bubble }: { bubble: ChatBubble }) {
  const { t } = useT('app');
  if (bubble.role === 'disclosure') {
    return (
      <li className="chat-message chat-message-disclosure">
        <DisclosureNotice text={bubble.content} placement="inline" />
      </li>
    );
  }
  const mine = bubble.role === 'user';
  const time = formatTime12(bubble.createdAt, { am: t('chat.time.am'), pm: t('chat.time.pm') });
  return (
    <li
      className={`chat-message ${mine ? 'from-member' : 'from-vi'}${bubble.crisis && !mine ? ' is-crisis' : ''}`}
      data-streaming={bubble.streaming ? 'true' : undefined}
    >
      {!mine && (
        <span className="chat-avatar chat-avatar-small" aria-hidden="true">
          Vi
        </span>
      )}
      <div className="chat-bubble">
        {bubble.kind === 'check_in' && <p className="chat-check-in-label">{t('safety.checkIn.label')}</p>}
        <span className="sr-only">{mine ? t('chat.you') : t('chat.name')}: </span>
        <p className="chat-bubble-text">
          <MessageText text={bubble.content} links={!mine} />
          {bubble.streaming && <span className="chat-caret" aria-hidden="true" />}
        </p>
        {bubble.cutOff && <p className="chat-cut-off">{t('chat.cutOff')}</p>}
        {time && !bubble.streaming && (
          <time className="chat-time" dateTime={bubble.createdAt}>
            {time}
          </time>
        )}
      </div>
    </li>
  );
}

interface MessageListProps {
  bubbles: ChatBubble[];
  /** Waiting for the first piece of a reply. */
  thinking: boolean;
  /** The conversation has loaded (the greeting waits for it, so it does not flash). */
  loaded: boolean;
  /** The disclosure that opens the conversation (the server's words; null: the page's own). */
  disclosure?: string | null;
}

/** The messages, the empty-state greeting and "Vi is thinking..."; keeps the newest in view. */
export function MessageList({ bubbles, thinking, loaded, disclosure = null }: MessageListProps) {
  const { t } = useT('app');
  const scroller = useRef<HTMLDivElement>(null);
  const last = bubbles[bubbles.length - 1];

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [bubbles.length, last?.content, thinking]);

  return (
    <div className="chat-messages" ref={scroller} tabIndex={0} role="region" aria-label={t('chat.messages')}>
      {loaded && <DisclosureNotice text={disclosure} placement="top" />}
      {loaded && bubbles.length === 0 && !thinking && (
        <div className="chat-greeting">
          <span className="chat-avatar chat-avatar-large" aria-hidden="true">
            Vi
          </span>
          <p className="chat-greeting-title">{t('chat.greeting.title')}</p>
          <p className="muted">{t('chat.greeting.text')}</p>
        </div>
      )}
      <ol className="chat-message-list" aria-live="polite" aria-relevant="additions">
        {bubbles.map((bubble) => (
          <MessageBubble key={bubble.key} bubble={bubble} />
        ))}
      </ol>
      {thinking && (
        <p className="chat-thinking" role="status">
          <span className="chat-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t('chat.thinking')}
        </p>
      )}
    </div>
  );
}
