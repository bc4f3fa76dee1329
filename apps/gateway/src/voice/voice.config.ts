import type { VoiceCallMode } from '@vi/contracts';
import { z } from 'zod';

/** Unset and empty mean the same: not configured. */
const optionalSecret = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The hosted voice platform (Vapi). With a public key and an assistant id, calls run on the
 * platform; without them the browser does the speech itself over the chat assistant.
 */
export const voiceConfigShape = {
  /** Public (browser) key of the platform: sent to signed-in members when a call starts. */
  VAPI_PUBLIC_KEY: optionalSecret,
  /** The assistant the platform runs for our calls (set up once with the private key). */
  VAPI_ASSISTANT_ID: optionalSecret,
  /** Sensitive. The assistant's server URL secret: the platform sends it as `x-vapi-secret` with every server message. */
  VAPI_WEBHOOK_SECRET: optionalSecret.refine((v) => v === undefined || v.length >= 16, 'VAPI_WEBHOOK_SECRET must be at least 16 characters'),
  /** Sensitive. Only for setting up the assistant; the gateway never sends it anywhere. */
  VAPI_PRIVATE_KEY: optionalSecret,
};

export interface VoiceConfig {
  VAPI_PUBLIC_KEY?: string;
  VAPI_ASSISTANT_ID?: string;
  VAPI_WEBHOOK_SECRET?: string;
  VAPI_PRIVATE_KEY?: string;
}

/** How calls run here: on the platform when its public key and assistant id are set, else in the browser. */
export function voiceModeOf(config: VoiceConfig): VoiceCallMode {
  return config.VAPI_PUBLIC_KEY && config.VAPI_ASSISTANT_ID ? 'platform' : 'browser';
}
