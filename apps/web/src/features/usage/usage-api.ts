import type { ChatSession, EndChatSessionBody, Usage } from '@vi/contracts';
import { API_BASE, apiRequest, currentAccessToken } from '../../lib/api.js';

/** The gateway's usage route, and ending a chat session (on leaving the chat, or as the page unloads). */
export function fetchUsage(signal?: AbortSignal): Promise<Usage> {
  return apiRequest<Usage>('/usage', { auth: true, signal });
}

export function endChatSession(id: string, status: NonNullable<EndChatSessionBody['status']>): Promise<ChatSession> {
  const body: EndChatSessionBody = { status };
  return apiRequest<ChatSession>(`/chat-sessions/${encodeURIComponent(id)}/end`, { method: 'POST', body, auth: true });
}

/**
 * Ends a chat session while the page unloads (`pagehide`): a beacon outlives the page, a fetch
 * may not. The token travels in the body because a beacon cannot set headers. Returns whether
 * the browser queued it.
 */
export function endChatSessionOnUnload(id: string): boolean {
  return sendEndBeacon(`/chat-sessions/${encodeURIComponent(id)}/end-beacon`);
}

function sendEndBeacon(path: string): boolean {
  const accessToken = currentAccessToken();
  if (!accessToken || typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(`${API_BASE}${path}`, new Blob([JSON.stringify({ accessToken })], { type: 'application/json' }));
}
