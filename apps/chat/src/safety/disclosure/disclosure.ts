import type { Language } from '../../coach/language.js';
import { askedIfHuman } from './asked-if-human.js';

/**
 * The AI disclosure the laws for AI companions require (New York GBL Art. 47, California SB 243,
 * Utah 13-72a, EU AI Act Art. 50). English is New York's wording, word for word; the other
 * languages are our translations, kept in capitals as the law asks of the English one.
 */
const DISCLOSURE_TEXT: Record<Language, string> = {
  en: 'THE AI COMPANION (VI) IS A COMPUTER PROGRAM AND NOT A HUMAN BEING. IT IS UNABLE TO FEEL HUMAN EMOTION.',
  es: 'EL ACOMPAÑANTE DE INTELIGENCIA ARTIFICIAL (VI) ES UN PROGRAMA INFORMÁTICO Y NO UN SER HUMANO. NO ES CAPAZ DE SENTIR EMOCIONES HUMANAS.',
  fr: 'LE COMPAGNON IA (VI) EST UN PROGRAMME INFORMATIQUE ET NON UN ÊTRE HUMAIN. IL EST INCAPABLE DE RESSENTIR DES ÉMOTIONS HUMAINES.',
  de: 'DER KI-BEGLEITER (VI) IST EIN COMPUTERPROGRAMM UND KEIN MENSCH. ER KANN KEINE MENSCHLICHEN GEFÜHLE EMPFINDEN.',
  pt: 'O COMPANHEIRO DE IA (VI) É UM PROGRAMA DE COMPUTADOR E NÃO UM SER HUMANO. ELE NÃO É CAPAZ DE SENTIR EMOÇÕES HUMANAS.',
  it: 'IL COMPAGNO DI INTELLIGENZA ARTIFICIALE (VI) È UN PROGRAMMA INFORMATICO E NON UN ESSERE UMANO. NON È IN GRADO DI PROVARE EMOZIONI UMANE.',
};

/** The disclosure sentence in `language` (English for an unknown language). */
export function disclosureText(language: Language): string {
  return DISCLOSURE_TEXT[language] ?? DISCLOSURE_TEXT.en;
}

/** A continuing conversation or call is disclosed to again once this much time has passed since the last disclosure (3 hours). */
export const DISCLOSURE_INTERVAL_MS = 3 * 60 * 60 * 1000;

/** A member who comes back after this long without writing (7 days) is disclosed to again. */
export const RETURN_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

export type DisclosureDue = 'start' | 'interval' | 'return' | 'asked';

export interface DisclosureState {
  /** When this conversation or call last showed the disclosure; null when it never did. */
  lastDisclosedAt: Date | null;
  /** When the member wrote or spoke before the message being answered now; null when never. */
  lastMemberMessageAt: Date | null;
}

export interface Clock {
  now(): Date;
}

/**
 * Decides when the disclosure is owed. One instance per process; the state lives with the
 * conversation (or the call), and the clock is injected so every rule can be tested at its edge.
 */
export class DisclosureEngine {
  constructor(private readonly clock: Clock) {}

  /**
   * Why the disclosure is due now, or null. Precedence: `start` (never disclosed in this
   * conversation or call), `asked` (the member's text asks whether Vi is a person),
   * `return` (the member's previous message is 7 or more days old), `interval` (the last
   * disclosure is 3 or more hours old).
   */
  due(state: DisclosureState, memberText?: string): DisclosureDue | null {
    if (!state.lastDisclosedAt) return 'start';
    if (memberText && askedIfHuman(memberText)) return 'asked';
    const now = this.clock.now().getTime();
    if (state.lastMemberMessageAt && now - state.lastMemberMessageAt.getTime() >= RETURN_AFTER_MS) return 'return';
    if (now - state.lastDisclosedAt.getTime() >= DISCLOSURE_INTERVAL_MS) return 'interval';
    return null;
  }
}
