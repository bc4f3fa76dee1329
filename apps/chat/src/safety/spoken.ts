import type { Language } from '../coach/language.js';

/** "The crisis resources page" and "the safety page" in each language, for words that are spoken. */
const PAGE_NAMES: Record<Language, { crisis: string; safety: string }> = {
  en: { crisis: 'the crisis resources page', safety: 'the safety page' },
  es: { crisis: 'la página de recursos de crisis', safety: 'la página de seguridad' },
  fr: { crisis: 'la page des ressources de crise', safety: 'la page sécurité' },
  de: { crisis: 'die Seite mit Krisenhilfe', safety: 'die Sicherheitsseite' },
  pt: { crisis: 'a página de recursos de crise', safety: 'a página de segurança' },
  it: { crisis: 'la pagina delle risorse di crisi', safety: 'la pagina sulla sicurezza' },
};

const URL = /\bhttps?:\/\/\S+/giu;
const CRISIS_PATH = /(?<![\p{L}\p{N}/])\/crisis-resources\b/gu;
const SAFETY_PATH = /(?<![\p{L}\p{N}/])\/safety\b/gu;

/**
 * Text that will be read aloud, with paths and addresses said as words: a voice never reads
 * "/crisis-resources" or a URL to someone in distress.
 */
export function forSpeech(text: string, language: Language): string {
  const names = PAGE_NAMES[language] ?? PAGE_NAMES.en;
  return text.replace(CRISIS_PATH, names.crisis).replace(SAFETY_PATH, names.safety).replace(URL, names.crisis);
}
