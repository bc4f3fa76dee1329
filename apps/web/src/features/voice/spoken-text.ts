import type { VoiceLanguage } from '@vi/contracts';

/**
 * What a voice says must never be a path or a web address: "slash crisis dash resources" helps no
 * one in a crisis. The server words its spoken replies that way already; this is the page's own
 * safety net beside it, applied to everything the page has spoken (browser voice replies, the
 * disclosure, what it asks the platform to say).
 */

/** "The crisis resources page" in each language the assistant speaks. */
const CRISIS_PAGE: Record<VoiceLanguage, string> = {
  en: 'the crisis resources page',
  es: 'la página de recursos de crisis',
  fr: 'la page des ressources de crise',
  de: 'die Seite mit Krisenhilfen',
  pt: 'a página de recursos de crise',
  it: 'la pagina delle risorse per le crisi',
};

/** "The safety page" (`/safety`, how Vi keeps members safe). */
const SAFETY_PAGE: Record<VoiceLanguage, string> = {
  en: 'the safety page',
  es: 'la página de seguridad',
  fr: 'la page sur la sécurité',
  de: 'die Seite zur Sicherheit',
  pt: 'a página de segurança',
  it: 'la pagina sulla sicurezza',
};

/** Any other address: said as "a website", never read out. */
const WEBSITE: Record<VoiceLanguage, string> = {
  en: 'a website',
  es: 'un sitio web',
  fr: 'un site web',
  de: 'eine Webseite',
  pt: 'um site',
  it: 'un sito web',
};

/**
 * A web address (`https://…`, `www.…`, a bare domain of a common ending) or a path of this site
 * (`/crisis-resources`, `/safety`) standing as a word of its own: after a space, a bracket or a
 * quote, not inside a word or a number ("and/or", "24/7", "1/2" stay).
 */
const ADDRESS =
  /(?<![\p{L}\p{N}/.@-])(?:https?:\/\/[^\s<>"'()]+|www\.[^\s<>"'()]+|(?:[a-z0-9-]+\.)+(?:org|com|net|gov|edu|info|io|app|us|uk|eu)(?:\/[^\s<>"'()]*)?(?![\p{L}\p{N}])|\/[a-z][\w-]*(?:\/[\w-]+)*\/?)/giu;

/** Punctuation that ends the sentence, not the address ("…at /crisis-resources."). */
const TRAILING = /[.,;:!?…]+$/u;

/** The path of an address (`/crisis-resources` of `https://vi.example.com/crisis-resources`), '' for none. */
function pathOf(address: string): string {
  if (address.startsWith('/')) return address;
  return /^(?:https?:\/\/)?[^/]+(\/.*)?$/i.exec(address)?.[1] ?? '';
}

function wordsFor(address: string, language: VoiceLanguage): string {
  const lower = pathOf(address).toLowerCase();
  if (/^\/crisis-resources\b/.test(lower)) return CRISIS_PAGE[language] ?? CRISIS_PAGE.en;
  if (/^\/safety\b/.test(lower)) return SAFETY_PAGE[language] ?? SAFETY_PAGE.en;
  return WEBSITE[language] ?? WEBSITE.en;
}

/** `text` with every path or web address put in words of the call's language. */
export function withoutAddresses(text: string, language: VoiceLanguage): string {
  return text.replace(ADDRESS, (match) => {
    const trailing = TRAILING.exec(match)?.[0] ?? '';
    const address = trailing ? match.slice(0, -trailing.length) : match;
    return wordsFor(address, language) + trailing;
  });
}

/**
 * The disclosure as a voice should say it: the same words in sentence case, so a voice reads "it
 * is" and not the letters I.T., and "Vi" as the name, not the Roman numeral six. (The page shows
 * it in capitals; only the voice gets this form.)
 */
export function spokenDisclosure(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[.!?]\s+)(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/(?<![\p{L}\p{N}])(ai|ia|ki)(?![\p{L}\p{N}])/gu, (word) => word.toUpperCase())
    .replace(/(?<![\p{L}\p{N}])vi(?![\p{L}\p{N}])/gu, 'Vi');
}
