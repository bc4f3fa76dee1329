import type { Conversation, ConversationSummary } from '@vi/contracts';
import { PLAN } from '@vi/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.js';
import { isApiError } from '../../lib/api.js';
import { Modal } from '../../lib/ui/Modal.js';
import { OPEN_UPGRADE_STATE } from '../limits/LimitDialog.js';
import { deleteConversation, fetchPastConversation, listConversations } from './chat-api.js';
import { formatTime12 } from './format.js';
import { MessageBubble } from './MessageList.js';

/** "Conversation history is part of Unlimited Access." and the way to it. */
export function HistoryUpsell() {
  const { t } = useT('app');
  return (
    <p className="chat-upsell info-box">
      {t('chat.history.upsell', { plan: PLAN.displayName })}{' '}
      <Link to="/dashboard" state={OPEN_UPGRADE_STATE}>
        {t('chat.history.upsellLink')}
      </Link>
    </p>
  );
}

type ListState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'forbidden' } | { kind: 'ready'; conversations: ConversationSummary[] };

interface ChatHistoryProps {
  onClose(): void;
  /** A conversation was deleted; `current` when it was the open one. */
  onDeleted(id: string, current: boolean): void;
}

/** Past conversations (Unlimited Access): open one read-only, or delete one. */
export function ChatHistory({ onClose, onDeleted }: ChatHistoryProps) {
  const { t, language } = useT('app');
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [viewing, setViewing] = useState<Conversation | 'loading' | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    listConversations(controller.signal)
      .then((conversations) => setList({ kind: 'ready', conversations }))
      .catch((cause: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(cause) && cause.code === 'FORBIDDEN') setList({ kind: 'forbidden' });
        else {
          console.warn('Loading the conversation history failed', cause);
          setList({ kind: 'failed' });
        }
      });
    return () => controller.abort();
  }, []);

  const periods = { am: t('chat.time.am'), pm: t('chat.time.pm') };
  const when = (iso: string) => {
    const date = new Date(iso);
    return `${new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date)}, ${formatTime12(date, periods)}`;
  };

  const open = async (id: string) => {
    setProblem(null);
    setViewing('loading');
    try {
      setViewing(await fetchPastConversation(id));
    } catch (cause) {
      console.warn('Opening the conversation failed', cause);
      setViewing(null);
      setProblem(t('chat.history.loadFailed'));
    }
  };

  const remove = async (summary: ConversationSummary) => {
    setBusyId(summary.id);
    setProblem(null);
    try {
      await deleteConversation(summary.id);
      setList((state) => (state.kind === 'ready' ? { kind: 'ready', conversations: state.conversations.filter((c) => c.id !== summary.id) } : state));
      setConfirming(null);
      onDeleted(summary.id, summary.current);
    } catch (cause) {
      console.warn('Deleting the conversation failed', cause);
      setProblem(t('chat.history.deleteFailed'));
    } finally {
      setBusyId(null);
    }
  };

  if (viewing !== null) {
    return (
      <Modal
        title={t('chat.history.title')}
        closeLabel={t('modal.close')}
        onClose={onClose}
        className="chat-history"
        description={viewing === 'loading' ? undefined : when(viewing.startedAt)}
      >
        <button type="button" className="button button-ghost button-small chat-history-back" onClick={() => setViewing(null)}>
          ← {t('chat.history.back')}
        </button>
        {viewing === 'loading' ? (
          <p className="muted" role="status">
            {t('common.loading')}
          </p>
        ) : (
          <>
            <p className="muted chat-history-note">{t('chat.history.readOnly')}</p>
            <ol className="chat-message-list chat-history-messages">
              {viewing.messages.map((message) => (
                <MessageBubble key={message.id} bubble={{ key: message.id, ...message }} />
              ))}
            </ol>
          </>
        )}
      </Modal>
    );
  }

  return (
    <Modal title={t('chat.history.title')} closeLabel={t('modal.close')} onClose={onClose} className="chat-history">
      {problem && (
        <p className="error-box" role="alert">
          {problem}
        </p>
      )}
      {list.kind === 'loading' && (
        <p className="muted" role="status">
          {t('chat.history.loading')}
        </p>
      )}
      {list.kind === 'failed' && (
        <p className="error-box" role="alert">
          {t('chat.history.loadFailed')}
        </p>
      )}
      {list.kind === 'forbidden' && <HistoryUpsell />}
      {list.kind === 'ready' && list.conversations.length === 0 && <p className="muted">{t('chat.history.empty')}</p>}
      {list.kind === 'ready' && list.conversations.length > 0 && (
        <ul className="chat-history-list">
          {list.conversations.map((summary) => {
            const date = when(summary.lastMessageAt ?? summary.startedAt);
            return (
              <li key={summary.id} className="chat-history-item">
                <div className="chat-history-summary">
                  <p className="chat-history-date">
                    {date}
                    {summary.current && <span className="chat-badge">{t('chat.history.current')}</span>}
                  </p>
                  <p className="chat-history-preview">{summary.preview || t('chat.history.noPreview')}</p>
                  <p className="muted chat-history-count">
                    {summary.messageCount === 1 ? t('chat.session.messageOne') : t('chat.session.messages', { count: summary.messageCount })}
                  </p>
                </div>
                {confirming === summary.id ? (
                  <div className="chat-history-confirm" role="group" aria-label={t('chat.history.confirm')}>
                    <p>{t('chat.history.confirm')}</p>
                    <div className="chat-history-actions">
                      <button type="button" className="button button-danger button-small" onClick={() => void remove(summary)} disabled={busyId === summary.id}>
                        {t('chat.history.confirmYes')}
                      </button>
                      <button type="button" className="button button-outline button-small" onClick={() => setConfirming(null)}>
                        {t('chat.history.cancel')}
                      </button>
                    </div>
                  </div>
                ) : (
                  <div className="chat-history-actions">
                    <button
                      type="button"
                      className="button button-outline button-small"
                      onClick={() => void open(summary.id)}
                      aria-label={t('chat.history.viewLabel', { date })}
                    >
                      {t('chat.history.view')}
                    </button>
                    <button
                      type="button"
                      className="button button-ghost button-small"
                      onClick={() => setConfirming(summary.id)}
                      aria-label={t('chat.history.deleteLabel', { date })}
                    >
                      {t('chat.history.delete')}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
