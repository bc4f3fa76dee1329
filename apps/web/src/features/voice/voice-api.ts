import type { EndVoiceSessionBody, StartVoiceCallBody, VoiceCall as VoiceCallStart, VoiceLanguage, VoiceSession } from '@vi/contracts';
import { API_BASE, apiRequest, currentAccessToken } from '../../lib/api.js';
import type { VoiceSessionTracker } from './voice-call.js';

/** The gateway's voice routes: start a call (creates the voice session), end it, end it on unload. */

/** `POST /api/v1/voice-calls`; rejects with an `ApiError` (402 LIMIT_REACHED when the month's calls are spent). */
export function startVoiceCall(language?: VoiceLanguage): Promise<VoiceCallStart> {
  const body: StartVoiceCallBody = language ? { language } : {};
  return apiRequest<VoiceCallStart>('/voice-calls', { method: 'POST', body, auth: true });
}

export function endVoiceSession(id: string, status: EndVoiceSessionBody['status']): Promise<VoiceSession> {
  const body: EndVoiceSessionBody = { status };
  return apiRequest<VoiceSession>(`/voice-sessions/${encodeURIComponent(id)}/end`, { method: 'POST', body, auth: true });
}

/**
 * Ends a voice session as the page unloads (`pagehide`): a beacon outlives the page, a fetch may
 * not. A beacon cannot set headers, so the token travels in the body. The server records the
 * session as completed. Returns whether the browser queued it.
 */
export function endVoiceSessionOnUnload(id: string): boolean {
  const accessToken = currentAccessToken();
  if (!accessToken || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const body = new Blob([JSON.stringify({ accessToken })], { type: 'application/json' });
  return navigator.sendBeacon(`${API_BASE}/voice-sessions/${encodeURIComponent(id)}/end-beacon`, body);
}

/** The tracker `VoiceCall` uses in the app: the routes above, in the member's language. */
export function httpVoiceSessionTracker(language?: () => VoiceLanguage | undefined): VoiceSessionTracker {
  return {
    start: () => startVoiceCall(language?.()),
    end: (id, status) => endVoiceSession(id, status),
    endOnUnload: (id) => endVoiceSessionOnUnload(id),
  };
}
