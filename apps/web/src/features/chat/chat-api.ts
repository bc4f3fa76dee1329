/**
 * The gateway's chat routes. Types only from the contracts (`import type`): zod stays out of the
 * bundle. Sending a message answers either a JSON error (thrown as `ApiError`: 402
 * LIMIT_REACHED, 400, 429, 401) or a stream of server-sent events, read here with `fetch`
 * (EventSource cannot POST).
 */
import type { ChatStreamEvent, Conversation, ConversationList, ConversationSummary, SendChatMessageBody } from '@vi/contracts';
import { API_BASE, ApiError, apiRequest, currentAccessToken, toApiError } from '../../lib/api.js';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@vi/contracts/constants';
import { readSse } from './sse.js';

/** The page's language, sent with each message: Vi replies in it when the message itself does not tell. */
function interfaceLanguage(): { language?: InterfaceLanguage } {
  const lang = document.documentElement.lang.slice(0, 2);
  return (INTERFACE_LANGUAGES as readonly string[]).includes(lang) ? { language: lang as InterfaceLanguage } : {};
}

/** The banner's fallback (spec section 8) when the server gave no sentence of its own. */
export const DEFAULT_REPLY_ERROR = 'Failed to get response from AI assistant.';

export function fetchConversation(signal?: AbortSignal): Promise<Conversation> {
  return apiRequest<Conversation>('/chat/conversation', { auth: true, signal });
}

export function clearConversation(): Promise<Conversation> {
  return apiRequest<Conversation>('/chat/conversation/clear', { method: 'POST', auth: true });
}

export async function listConversations(signal?: AbortSignal): Promise<ConversationSummary[]> {
  const { conversations } = await apiRequest<ConversationList>('/chat/conversations', { auth: true, signal });
  return conversations;
}

export function fetchPastConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  return apiRequest<Conversation>(`/chat/conversations/${encodeURIComponent(id)}`, { auth: true, signal });
}

export function deleteConversation(id: string): Promise<void> {
  return apiRequest<void>(`/chat/conversations/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });
}

function post(content: string, sessionId: string | undefined, token: string | null, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'text/event-stream, application/json',
    'Content-Type': 'application/json',
    // As every API call does (src/lib/api.ts): the member's month starts on their 1st.
    'X-Time-Zone': Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
    // The page's language (it follows the switcher), so a disclosure or crisis reply comes in it.
    'Accept-Language': document.documentElement.lang || navigator.language,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${API_BASE}/chat/messages`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ content, ...(sessionId ? { sessionId } : {}), ...interfaceLanguage() } satisfies SendChatMessageBody),
    credentials: 'include',
    signal,
  }).catch((cause: unknown) => {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK', message: 'Could not reach the server. Please check your connection.' });
  });
}

/**
 * Sends a message; resolves once the reply stream has started, to its events. A refusal
 * (JSON error) rejects with an `ApiError`. On a 401 the access token is renewed once and the
 * message sent again: `src/lib/api.ts` keeps the renewal to itself, so an authenticated GET of
 * the open conversation (which renews on its 401) stands in for it.
 */
export async function sendChatMessage(content: string, sessionId: string | undefined, signal?: AbortSignal): Promise<AsyncGenerator<ChatStreamEvent>> {
  let response = await post(content, sessionId, currentAccessToken(), signal);
  if (response.status === 401 && currentAccessToken()) {
    const renewed = await fetchConversation(signal).then(
      () => true,
      () => false,
    );
    if (renewed) response = await post(content, sessionId, currentAccessToken(), signal);
  }
  if (!response.ok) throw await toApiError(response);
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    throw new ApiError({ status: response.status, code: 'UNKNOWN', message: DEFAULT_REPLY_ERROR });
  }
  return streamEvents(response.body, signal);
}

async function* streamEvents(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<ChatStreamEvent> {
  for await (const { data } of readSse(body, signal)) {
    let event: unknown;
    try {
      event = JSON.parse(data);
    } catch {
      continue; // Not ours (a proxy's keep-alive, say).
    }
    if (typeof event === 'object' && event !== null && typeof (event as { type?: unknown }).type === 'string') yield event as ChatStreamEvent;
  }
}
