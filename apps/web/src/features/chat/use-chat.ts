import {
  CHAT_INACTIVITY_MINUTES,
  type ChatMessage,
  type ChatSessionStatus,
  type ChatStreamEvent,
  type Conversation,
  type Disclosure,
  type LimitReachedDetails,
  type Risk,
} from '@vi/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api.js';
import { limitReachedOf } from '../limits/limit-check.js';
import { conversationRisk, mergeRisk, riskFromDone } from '../safety/crisis-lines.js';
import { endChatSession, endChatSessionOnUnload } from '../usage/usage-api.js';
import { clearConversation, DEFAULT_REPLY_ERROR, fetchConversation, sendChatMessage } from './chat-api.js';
import { elapsedSeconds } from './format.js';

/** A message on screen: a saved one, the member's before the server confirms it, or a reply arriving. */
export interface ChatBubble {
  /** Stable across the optimistic → saved swap, so React keeps the element. */
  key: string;
  /** `disclosure`: the "Vi is a computer program" notice the server sent before a reply. */
  role: 'user' | 'assistant' | 'disclosure';
  content: string;
  createdAt: string;
  crisis: boolean;
  cutOff: boolean;
  /** The reply is still streaming in. */
  streaming?: boolean;
  /** `check_in`: Vi's opening message after a recent crisis. */
  kind?: 'check_in';
}

/** The chat session this page holds open (spec section 4). */
export interface ActiveSession {
  id: string;
  startedAt: string;
  /** Member and assistant messages counted in it. */
  messageCount: number;
}

/** Idle, waiting for the first piece of the reply, or reading it. */
export type ReplyPhase = 'idle' | 'waiting' | 'streaming';

/** Detail of the `chatSessionEnded` window event (the usage store refreshes on it). */
export interface ChatSessionEndedDetail {
  sessionId: string;
  status: Exclude<ChatSessionStatus, 'active'>;
  duration: number;
  messageCount: number;
}

const INACTIVITY_MS = CHAT_INACTIVITY_MINUTES * 60_000;

let keySeed = 0;
const nextKey = () => `local-${++keySeed}`;

function toBubble(message: ChatMessage): ChatBubble {
  const bubble: ChatBubble = {
    key: message.id,
    role: message.role,
    content: message.content,
    createdAt: message.createdAt,
    crisis: message.crisis,
    cutOff: message.cutOff,
  };
  if (message.kind === 'check_in') bubble.kind = 'check_in';
  return bubble;
}

function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export interface UseChatOptions {
  /** A send answered 402 LIMIT_REACHED. */
  onLimitReached(details: LimitReachedDetails): void;
  /** Text for a conversation that would not load (the server's own sentence wins when it sent one). */
  loadFailedText: string;
}

/**
 * The chat page's state: the open conversation, the reply stream, and the chat session's life
 * (started by the server on the first message; ended by the member, by Clear, by leaving the
 * page, or after 20 minutes without a message sent or received).
 */
export function useChat({ onLimitReached, loadFailedText }: UseChatOptions) {
  const [bubbles, setBubbles] = useState<ChatBubble[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [phase, setPhaseState] = useState<ReplyPhase>('idle');
  const [session, setSessionState] = useState<ActiveSession | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [assistantMode, setAssistantMode] = useState<'provider' | 'offline' | null>(null);
  const [draft, setDraft] = useState('');
  const [ending, setEnding] = useState(false);
  // The conversation's risk (kept for the rest of it: the crisis panel stays up) and its opening disclosure.
  const [risk, setRisk] = useState<Risk | null>(null);
  const [disclosure, setDisclosure] = useState<Disclosure | null>(null);

  // Mirrors for handlers that outlive a render (unload, timers, the stream loop).
  const sessionRef = useRef<ActiveSession | null>(null);
  const phaseRef = useRef<ReplyPhase>('idle');
  const inactivityTimer = useRef<number | null>(null);
  const streamAbort = useRef<AbortController | null>(null);
  const onLimitRef = useRef(onLimitReached);
  const loadFailedRef = useRef(loadFailedText);
  useEffect(() => {
    onLimitRef.current = onLimitReached;
    loadFailedRef.current = loadFailedText;
  }, [onLimitReached, loadFailedText]);

  const setSession = useCallback((next: ActiveSession | null) => {
    sessionRef.current = next;
    setSessionState(next);
  }, []);
  const setPhase = useCallback((next: ReplyPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);

  const stopInactivityTimer = useCallback(() => {
    if (inactivityTimer.current !== null) window.clearTimeout(inactivityTimer.current);
    inactivityTimer.current = null;
  }, []);

  const dispatchEnded = (detail: ChatSessionEndedDetail) => {
    window.dispatchEvent(new CustomEvent<ChatSessionEndedDetail>('chatSessionEnded', { detail }));
  };

  /** Ends the open session (if any) and tells the rest of the app. Never rejects. */
  const endSession = useCallback(
    async (status: 'completed' | 'abandoned'): Promise<void> => {
      const current = sessionRef.current;
      if (!current) return;
      setSession(null);
      stopInactivityTimer();
      const detail: ChatSessionEndedDetail = {
        sessionId: current.id,
        status,
        duration: elapsedSeconds(current.startedAt, Date.now()),
        messageCount: current.messageCount,
      };
      try {
        const ended = await endChatSession(current.id, status);
        if (ended.durationSeconds !== null) detail.duration = ended.durationSeconds;
        detail.messageCount = ended.messageCount;
      } catch (cause) {
        // Already ended by the server (its own idle sweep), or unreachable: its sweep ends it anyway.
        console.warn('Ending the chat session failed', cause);
      }
      dispatchEnded(detail);
    },
    [setSession, stopInactivityTimer],
  );

  /** A message was sent or received: the 20-minute idle clock starts again. */
  const touch = useCallback(() => {
    stopInactivityTimer();
    if (!sessionRef.current) return;
    inactivityTimer.current = window.setTimeout(() => {
      inactivityTimer.current = null;
      if (phaseRef.current === 'idle') void endSession('abandoned');
    }, INACTIVITY_MS);
  }, [endSession, stopInactivityTimer]);

  /** A conversation from the server: its id, who answers, its risk and disclosure (not its messages). */
  const adopt = useCallback((conversation: Conversation) => {
    setConversationId(conversation.id);
    setAssistantMode(conversation.assistant.mode);
    setRisk(conversationRisk(conversation));
    setDisclosure(conversation.disclosure ?? null);
  }, []);

  // The open conversation, on arrival.
  useEffect(() => {
    const controller = new AbortController();
    fetchConversation(controller.signal)
      .then((conversation) => {
        adopt(conversation);
        // Keep anything sent meanwhile (a fast first message).
        setBubbles((current) => [...conversation.messages.map(toBubble), ...current.filter((b) => !conversation.messages.some((m) => m.id === b.key))]);
      })
      .catch((cause: unknown) => {
        if (isAbort(cause)) return;
        console.warn('Loading the conversation failed', cause);
        setError(errorMessage(cause, loadFailedRef.current));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoaded(true);
      });
    return () => controller.abort();
  }, [adopt]);

  // Leaving: the page going away (unload, or the member navigating within the app) ends the session
  // by beacon, which the server tells from the member's End: a message within a few minutes reopens
  // it rather than counting a new conversation (a reload, a trip to the dashboard).
  useEffect(() => {
    const onUnload = () => {
      const current = sessionRef.current;
      if (!current) return;
      sessionRef.current = null;
      endChatSessionOnUnload(current.id);
    };
    window.addEventListener('pagehide', onUnload);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      window.removeEventListener('pagehide', onUnload);
      window.removeEventListener('beforeunload', onUnload);
      streamAbort.current?.abort();
      stopInactivityTimer();
      const current = sessionRef.current;
      if (current && endChatSessionOnUnload(current.id)) {
        sessionRef.current = null;
        dispatchEnded({
          sessionId: current.id,
          status: 'completed',
          duration: elapsedSeconds(current.startedAt, Date.now()),
          messageCount: current.messageCount,
        });
      } else {
        void endSession('completed');
      }
    };
  }, [endSession, stopInactivityTimer]);

  const replaceBubble = (key: string, next: ChatBubble | null) =>
    setBubbles((current) => (next ? current.map((b) => (b.key === key ? next : b)) : current.filter((b) => b.key !== key)));

  const restoreDraft = (text: string) => setDraft((current) => (current.trim() === '' ? text : current));

  const send = useCallback(async (): Promise<void> => {
    const text = draft.trim();
    if (!text || phaseRef.current !== 'idle') return;
    setDraft('');
    setError(null);
    const userKey = nextKey();
    const replyKey = nextKey();
    setBubbles((current) => [...current, { key: userKey, role: 'user', content: text, createdAt: new Date().toISOString(), crisis: false, cutOff: false }]);
    setPhase('waiting');
    touch();
    const controller = new AbortController();
    streamAbort.current = controller;

    let events: AsyncGenerator<ChatStreamEvent>;
    try {
      events = await sendChatMessage(text, sessionRef.current?.id, controller.signal);
    } catch (cause) {
      if (isAbort(cause)) return;
      replaceBubble(userKey, null);
      restoreDraft(text);
      setPhase('idle');
      const limit = limitReachedOf(cause);
      if (limit) {
        onLimitRef.current(limit);
        return;
      }
      console.warn('Sending the message failed', cause);
      setError(errorMessage(cause, DEFAULT_REPLY_ERROR));
      return;
    }

    let requestSession: ActiveSession | null = null;
    let openedHere = false;
    let reply = '';
    let finished = false;
    const showReply = (content: string) =>
      setBubbles((current) =>
        current.some((b) => b.key === replyKey)
          ? current.map((b) => (b.key === replyKey ? { ...b, content } : b))
          : [...current, { key: replyKey, role: 'assistant', content, createdAt: new Date().toISOString(), crisis: false, cutOff: false, streaming: true }],
      );
    /** The stream stopped without `done` or `error`: keep what arrived, marked as cut off. */
    const cutShort = (message: string) => {
      replaceBubble(
        replyKey,
        reply.trim() === '' ? null : { key: replyKey, role: 'assistant', content: reply, createdAt: new Date().toISOString(), crisis: false, cutOff: true },
      );
      setError(message);
    };

    try {
      for await (const event of events) {
        if (event.type === 'session') {
          // null: a canned or crisis reply outside a session; the page's session (if any) carries on.
          if (event.session && event.session.status === 'active') {
            openedHere = event.session.id !== sessionRef.current?.id;
            requestSession = { id: event.session.id, startedAt: event.session.startedAt, messageCount: event.session.messageCount };
            setSession(requestSession);
            touch();
          }
        } else if (event.type === 'message') {
          replaceBubble(userKey, { ...toBubble(event.message), key: userKey });
          setConversationId(event.message.conversationId);
        } else if (event.type === 'disclosure') {
          // Due now (3 hours on, back after 7 days, or asked): shown before the reply.
          const notice: ChatBubble = {
            key: `${replyKey}-disclosure`,
            role: 'disclosure',
            content: event.disclosure.text,
            createdAt: new Date().toISOString(),
            crisis: false,
            cutOff: false,
          };
          setBubbles((current) => {
            const rest = current.filter((b) => b.key !== notice.key);
            const at = rest.findIndex((b) => b.key === replyKey);
            return at === -1 ? [...rest, notice] : [...rest.slice(0, at), notice, ...rest.slice(at)];
          });
        } else if (event.type === 'retract') {
          // The model layer found risk after the reply started: what arrived of it goes; the crisis response follows.
          reply = '';
          replaceBubble(replyKey, null);
          setPhase('waiting');
        } else if (event.type === 'delta') {
          if (reply === '') setPhase('streaming');
          reply += event.text;
          showReply(reply);
        } else if (event.type === 'done') {
          finished = true;
          setBubbles((current) => {
            const saved = { ...toBubble(event.message), key: replyKey };
            return current.some((b) => b.key === replyKey) ? current.map((b) => (b.key === replyKey ? saved : b)) : [...current, saved];
          });
          setAssistantMode(event.assistant.mode);
          const found = riskFromDone(event);
          if (found) setRisk((current) => mergeRisk(current, found));
          const open = sessionRef.current;
          if (requestSession && open?.id === requestSession.id) setSession({ ...open, messageCount: open.messageCount + 2 });
          touch();
        } else if (event.type === 'error') {
          finished = true;
          if (event.partial) {
            replaceBubble(replyKey, { ...toBubble(event.partial), key: replyKey, cutOff: true });
          } else {
            // Nothing arrived: the server dropped the member's message (and a session it had just opened).
            replaceBubble(replyKey, null);
            replaceBubble(userKey, null);
            restoreDraft(text);
            if (openedHere && requestSession && sessionRef.current?.id === requestSession.id) {
              setSession(null);
              stopInactivityTimer();
            }
          }
          setError(event.error?.message || DEFAULT_REPLY_ERROR);
          touch();
        }
      }
      if (!finished) cutShort(DEFAULT_REPLY_ERROR);
    } catch (cause) {
      if (isAbort(cause)) return;
      console.warn('Reading the reply failed', cause);
      if (!finished) cutShort(DEFAULT_REPLY_ERROR);
    } finally {
      if (streamAbort.current === controller) streamAbort.current = null;
      if (!controller.signal.aborted) setPhase('idle');
    }
  }, [draft, setPhase, setSession, stopInactivityTimer, touch]);

  /** Ends the session as completed, then starts a new, empty conversation. */
  const clear = useCallback(async (): Promise<void> => {
    if (phaseRef.current !== 'idle') return;
    setEnding(true);
    setError(null);
    try {
      await endSession('completed');
      const conversation = await clearConversation();
      adopt(conversation);
      setBubbles(conversation.messages.map(toBubble));
    } catch (cause) {
      console.warn('Clearing the chat failed', cause);
      setError(errorMessage(cause, DEFAULT_REPLY_ERROR));
    } finally {
      setEnding(false);
    }
  }, [adopt, endSession]);

  const end = useCallback(async (): Promise<void> => {
    if (phaseRef.current !== 'idle') return;
    setEnding(true);
    try {
      await endSession('completed');
    } finally {
      setEnding(false);
    }
  }, [endSession]);

  /** Reloads the open conversation (after its deletion from the history, say). */
  const reload = useCallback(async (): Promise<void> => {
    try {
      const conversation = await fetchConversation();
      adopt(conversation);
      setBubbles(conversation.messages.map(toBubble));
    } catch (cause) {
      console.warn('Reloading the conversation failed', cause);
      setError(errorMessage(cause, loadFailedRef.current));
    }
  }, [adopt]);

  return {
    bubbles,
    conversationId,
    loaded,
    phase,
    session,
    error,
    dismissError: () => setError(null),
    assistantMode,
    /** The conversation's risk: the crisis panel shows while it is set (the rest of the conversation). */
    risk,
    /** The disclosure the server gave for the top of this conversation (null: the page's own wording). */
    disclosure,
    draft,
    setDraft,
    send,
    end,
    clear,
    reload,
    ending,
  };
}
