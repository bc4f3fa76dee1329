import type { Vapi } from '@vapi-ai/server-sdk';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../coach/language.js';
import { SYSTEM_PROMPT_V1, SYSTEM_PROMPT_VERSION, voiceCallNoteV1 } from '../assistant/system-prompt.v1.js';

/** The name the assistant is found by when VAPI_ASSISTANT_ID is not set. */
export const ASSISTANT_NAME = 'Vi';

/** Where the platform posts its server messages (the gateway's route). */
export const SERVER_MESSAGES_PATH = '/api/v1/voice/server-messages';

/** The header the gateway reads the secret from (as the platform's own secret header was named). */
export const SERVER_SECRET_HEADER = 'x-vapi-secret';

/** The server messages the gateway acts on; the platform sends no others. */
export const SERVER_MESSAGES = ['end-of-call-report', 'status-update'] as const;

/** The platform runs its own model; this one follows chat's default. */
export const PLATFORM_MODEL = { provider: 'openai', model: 'gpt-4o-mini' } as const;

/**
 * The first thing said in every call: who is speaking (an AI, not a person) and what this is
 * (emotional support, not therapy), in the call's language.
 */
export const FIRST_MESSAGES: Record<Language, string> = {
  en: "Hi, I'm Vi. I'm an AI voice assistant, not a person, and I offer emotional support, not therapy. What's on your mind today?",
  es: 'Hola, soy Vi. Soy una asistente de voz con inteligencia artificial, no una persona, y ofrezco apoyo emocional, no terapia. ¿Qué tienes en mente hoy?',
  fr: "Bonjour, je suis Vi. Je suis une assistante vocale à intelligence artificielle, pas une personne, et j'offre un soutien émotionnel, pas une thérapie. Qu'as-tu en tête aujourd'hui ?",
  de: 'Hallo, ich bin Vi. Ich bin eine KI-Sprachassistentin, kein Mensch, und biete emotionale Unterstützung, keine Therapie. Was beschäftigt dich heute?',
  pt: 'Olá, eu sou Vi. Sou uma assistente de voz com inteligência artificial, não uma pessoa, e ofereço apoio emocional, não terapia. O que está na sua mente hoje?',
  it: "Ciao, sono Vi. Sono un'assistente vocale con intelligenza artificiale, non una persona, e offro supporto emotivo, non terapia. Che cosa hai in mente oggi?",
};

/**
 * A Liquid `case` on the call's `language` variable (the gateway passes it in the call's
 * `variableValues`; the platform renders its prompts and first message with LiquidJS). English
 * when the variable is missing or unknown.
 */
function byCallLanguage(text: Record<Language, string>): string {
  const others = LANGUAGES.filter((language) => language !== 'en')
    .map((language) => `{% when "${language}" %}${text[language]}`)
    .join('');
  return `{% case language %}${others}{% else %}${text.en}{% endcase %}`;
}

export interface AssistantSettings {
  /** The address members reach the product at (the gateway), e.g. https://vi.example.com. */
  publicUrl: string;
  /** The gateway's VAPI_WEBHOOK_SECRET: the platform sends it as `x-vapi-secret` with every server message. */
  webhookSecret: string;
}

/**
 * The assistant as the platform should run it: chat's system prompt (same version) with the
 * voice-call note, the disclosure as the first message, and our server URL for the call reports.
 */
export function assistantPayload(settings: AssistantSettings) {
  const systemPrompt = `${SYSTEM_PROMPT_V1}\n\n${voiceCallNoteV1(byCallLanguage(LANGUAGE_NAMES))}`;
  const payload = {
    name: ASSISTANT_NAME,
    firstMessage: byCallLanguage(FIRST_MESSAGES),
    firstMessageMode: 'assistant-speaks-first' as const,
    model: { ...PLATFORM_MODEL, messages: [{ role: 'system' as const, content: systemPrompt }] },
    server: {
      url: `${settings.publicUrl.replace(/\/+$/, '')}${SERVER_MESSAGES_PATH}`,
      // The platform's API has no inline secret any more (only dashboard credentials); it sends the
      // server's headers with every message, and the gateway checks this one.
      headers: { [SERVER_SECRET_HEADER]: settings.webhookSecret },
    },
    serverMessages: [...SERVER_MESSAGES],
    metadata: { product: 'vi', systemPromptVersion: SYSTEM_PROMPT_VERSION },
  } satisfies Vapi.CreateAssistantDto & Omit<Vapi.UpdateAssistantDto, 'id'>;
  return payload;
}
