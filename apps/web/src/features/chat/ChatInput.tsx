import { CHAT_INACTIVITY_MINUTES } from '@vi/contracts';
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/index.js';
import { SendIcon } from '../../lib/icons.js';

/** The input grows with its text up to this height, then scrolls (spec section 9). */
export const INPUT_MAX_HEIGHT_PX = 128;

interface ChatInputProps {
  value: string;
  onChange(value: string): void;
  onSend(): void;
  /** A reply is on its way: typing is fine, sending waits. */
  busy: boolean;
  sessionActive: boolean;
}

/** Multi-line message box: Enter sends, Shift+Enter adds a line. */
export function ChatInput({ value, onChange, onSend, busy, sessionActive }: ChatInputProps) {
  const { t } = useT('app');
  const ref = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const canSend = value.trim() !== '' && !busy;

  const placeholder = sessionActive ? t('chat.input.placeholderActive') : t('chat.input.placeholderIdle');

  // Grow with the text (and a wrapping placeholder), again whenever the width changes.
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const fit = () => {
      box.style.height = 'auto';
      box.style.height = `${Math.min(box.scrollHeight, INPUT_MAX_HEIGHT_PX)}px`;
      box.style.overflowY = box.scrollHeight > INPUT_MAX_HEIGHT_PX ? 'auto' : 'hidden';
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [value, placeholder]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form
      className="chat-input"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <div className="chat-input-row">
        <textarea
          ref={ref}
          className="chat-textarea"
          rows={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          aria-label={t('chat.input.label')}
          aria-describedby={hintId}
          enterKeyHint="send"
        />
        <button type="submit" className="button button-primary chat-send" disabled={!canSend} aria-label={t('chat.input.send')} title={t('chat.input.send')}>
          <SendIcon />
        </button>
      </div>
      <p className="chat-input-hint muted" id={hintId}>
        {t(sessionActive ? 'chat.input.hintActive' : 'chat.input.hintIdle', { minutes: CHAT_INACTIVITY_MINUTES })}
      </p>
    </form>
  );
}
