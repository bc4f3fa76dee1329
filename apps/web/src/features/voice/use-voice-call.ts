import type { VoiceCall as VoiceCallStart, VoiceLanguage, VoiceMode } from '@vi/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiRequest } from '../../lib/api.js';
import { browserVoiceSupport, checkBrowserVoiceSupport, createBrowserVoiceClient, type BrowserVoiceSupport } from './browser-voice-client.js';
import { createPlatformVoiceClient } from './vapi-voice-client.js';
import { installVoiceUnloadHook, VoiceCall, type VoiceCallSnapshot } from './voice-call.js';
import { httpVoiceSessionTracker } from './voice-api.js';
import type { VoiceClient } from './voice-client.js';

/**
 * The voice page's call: one `VoiceCall` for the page's life, its snapshot as React state, the
 * unload beacon while the page is open, and a live call ended when the member leaves the page.
 */

/** The client for the server's answer: the hosted platform, or the browser's own speech over chat. */
export function createVoiceClientFor(call: VoiceCallStart): Promise<VoiceClient> {
  return call.mode === 'browser' ? createBrowserVoiceClient(call) : createPlatformVoiceClient(call);
}

/** The assistant's spoken languages (the contracts' `voiceLanguageSchema`; no zod in the page's bundle for one list). */
const VOICE_LANGUAGES: readonly VoiceLanguage[] = ['en', 'es', 'fr', 'de', 'pt', 'it'];

/** The interface language as a language the assistant speaks (else the server decides from Accept-Language). */
function voiceLanguageOf(language: string): VoiceLanguage | undefined {
  const base = language.split('-')[0] as VoiceLanguage;
  return VOICE_LANGUAGES.includes(base) ? base : undefined;
}

/** The interface language now (`<html lang>` always follows it): read as each call starts, so a switch on the page applies to the next call. */
const interfaceVoiceLanguage = () => (typeof document === 'undefined' ? undefined : voiceLanguageOf(document.documentElement.lang));

export function useVoiceCall(): { call: VoiceCall; snapshot: VoiceCallSnapshot } {
  const [call] = useState(() => new VoiceCall({ tracker: httpVoiceSessionTracker(interfaceVoiceLanguage), createClient: createVoiceClientFor }));
  const snapshot = useSyncExternalStore(call.subscribe, call.getSnapshot, call.getSnapshot);

  useEffect(() => {
    const removeHook = installVoiceUnloadHook(call);
    return () => {
      removeHook();
      // Leaving the page within the app ends a live call normally (and cancels one connecting).
      // Not `dispose()`: under StrictMode the effects run again on the same call.
      void call.stop();
    };
  }, [call]);

  return { call, snapshot };
}

/** How calls run here (`GET /voice-calls/mode`), or null until known (or when asking failed). */
export function useVoiceMode(): VoiceMode['mode'] | null {
  const [mode, setMode] = useState<VoiceMode['mode'] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<VoiceMode>('/voice-calls/mode', { auth: true, signal: controller.signal }).then(
      (answer) => setMode(answer.mode),
      (cause: unknown) => {
        if (!controller.signal.aborted) console.warn('voice: asking how calls run failed', cause);
      },
    );
    return () => controller.abort();
  }, []);
  return mode;
}

/**
 * What this browser offers for browser-mode calls: read at once, then (in browser mode) with the
 * on-device recognition question answered for the member's language.
 */
export function useBrowserVoiceSupport(mode: VoiceMode['mode'] | null, language: string): BrowserVoiceSupport {
  const [support, setSupport] = useState(() => browserVoiceSupport());
  useEffect(() => {
    if (mode !== 'browser') return;
    let current = true;
    checkBrowserVoiceSupport(voiceLanguageOf(language) ?? 'en').then(
      (checked) => {
        if (current) setSupport(checked);
      },
      (cause: unknown) => console.warn('voice: checking on-device speech recognition failed', cause),
    );
    return () => {
      current = false;
    };
  }, [mode, language]);
  return support;
}
