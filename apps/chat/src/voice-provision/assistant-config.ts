import type { Vapi } from '@vapi-ai/server-sdk';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../coach/language.js';
import { SYSTEM_PROMPT_V1, SYSTEM_PROMPT_VERSION, voiceCallNoteV1 } from '../assistant/system-prompt.v1.js';
import { disclosureText } from '../safety/disclosure/index.js';

/** The name the assistant is found by when VAPI_ASSISTANT_ID is not set. */
export const ASSISTANT_NAME = 'Vi';

/** Where the platform posts its server messages (the gateway's route). */
export const SERVER_MESSAGES_PATH = '/api/v1/voice/server-messages';

/** The header the gateway reads the secret from (as the platform's own secret header was named). */
export const SERVER_SECRET_HEADER = 'x-vapi-secret';

/**
 * The server messages the gateway acts on. Not `transcript`: the page already sends each final
 * member turn to the gateway as it arrives (`POST /api/v1/voice-calls/:id/transcript`), where the
 * answer can reach the member (the crisis panel, Vi saying the crisis response); the platform's copy
 * would reach only the server, a second time, and the end-of-call report still flags the call.
 */
export const SERVER_MESSAGES = ['end-of-call-report', 'status-update'] as const;

/** The platform runs its own model; this one follows chat's default. */
export const PLATFORM_MODEL = { provider: 'openai', model: 'gpt-4o-mini' } as const;

/**
 * The AI disclosure the laws for AI companions require at the start of every conversation, from
 * the disclosure engine (one copy of the wording): New York's in English, our translations.
 */
export const DISCLOSURES: Record<Language, string> = Object.fromEntries(LANGUAGES.map((language) => [language, disclosureText(language)])) as Record<
  Language,
  string
>;

/**
 * The disclosure as a voice should say it: the same words in sentence case, so a voice reads "it
 * is" and not the letters I.T., and "Vi" as the name, not the Roman numeral six.
 */
export function spokenDisclosure(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[.!?]\s+)(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/(?<![\p{L}\p{N}])(ai|ia|ki)(?![\p{L}\p{N}])/gu, (word) => word.toUpperCase())
    .replace(/(?<![\p{L}\p{N}])vi(?![\p{L}\p{N}])/gu, 'Vi');
}

/** After the disclosure, Vi's greeting: what it offers, and an open question. */
const GREETINGS: Record<Language, string> = {
  en: "Hi, I'm Vi. I'm here to listen and offer emotional support. What's on your mind today?",
  es: 'Hola, soy Vi. Estoy aquí para escucharte y ofrecerte apoyo emocional. ¿Qué tienes en mente hoy?',
  fr: "Bonjour, je suis Vi. Je suis là pour t'écouter et t'offrir un soutien émotionnel. Qu'as-tu en tête aujourd'hui ?",
  de: 'Hallo, ich bin Vi. Ich bin da, um dir zuzuhören und dich emotional zu unterstützen. Was beschäftigt dich heute?',
  pt: 'Olá, eu sou Vi. Estou aqui para ouvir você e oferecer apoio emocional. O que está na sua mente hoje?',
  it: 'Ciao, sono Vi. Sono qui per ascoltarti e offrirti supporto emotivo. Che cosa hai in mente oggi?',
};

/**
 * The first thing said in every call: the AI disclosure (a legal duty, spoken before anything
 * else), then Vi's greeting, in the call's language.
 */
export const FIRST_MESSAGES: Record<Language, string> = Object.fromEntries(
  LANGUAGES.map((language) => [language, `${spokenDisclosure(DISCLOSURES[language])} ${GREETINGS[language]}`]),
) as Record<Language, string>;

/** The words a voice says for the crisis resources page, instead of its path. */
const CRISIS_PAGE_WORDS = 'the crisis resources page';

/**
 * The system prompt for the platform's model: chat's, with every path or web address in words (a
 * voice must never read out "/crisis-resources"), then the voice-call note.
 */
export function platformSystemPrompt(base: string, voiceNote: string): string {
  const spoken = base
    .replace(/\b(at|on) (?:https?:\/\/[^\s]*)?\/crisis-resources\b/g, `on ${CRISIS_PAGE_WORDS}`)
    .replace(/(?:https?:\/\/[^\s]*)?\/crisis-resources\b/g, CRISIS_PAGE_WORDS);
  return `${spoken}\n\n${voiceNote}`;
}

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
 * The assistant as the platform should run it: chat's system prompt (same version, paths in
 * words) with the voice-call note, the disclosure as the first message, and our server URL for the
 * call reports.
 */
export function assistantPayload(settings: AssistantSettings) {
  const systemPrompt = platformSystemPrompt(SYSTEM_PROMPT_V1, voiceCallNoteV1(byCallLanguage(LANGUAGE_NAMES)));
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
