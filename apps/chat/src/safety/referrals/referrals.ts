import { RISK_LEVELS, type RiskLevel, SAFETY_CHANNELS, type SafetyChannel } from '@vi/contracts';
import { LANGUAGES } from '../../coach/language.js';

/** What one crisis response is counted under; nothing that could tell whose it was. */
export interface Referral {
  level: RiskLevel;
  channel: SafetyChannel;
  /** The language the response was given in (`es`, `es-MX`, ...); any other than Vi's six counts as `other`. */
  language: string;
}

/** The language column for languages outside the six Vi answers in. */
export const OTHER_LANGUAGE = 'other';

/** The month a referral counts in: `YYYY-MM` in UTC (an invalid date counts now). */
export function referralMonth(at: Date): string {
  const time = Number.isFinite(at.getTime()) ? at : new Date();
  return `${String(time.getUTCFullYear()).padStart(4, '0')}-${String(time.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** `es-MX`, `ES`, `es_mx` → `es`; anything not among Vi's six languages → `other`. */
export function referralLanguage(language: string | null | undefined): string {
  const primary = (language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(primary) ? primary : OTHER_LANGUAGE;
}

/**
 * The row a referral adds one to, or null when the level or channel is not one the contracts know
 * (counting it under a made-up name would put a row in the report that no one can read).
 */
export function referralKey(referral: Referral, at: Date): { month: string; level: RiskLevel; channel: SafetyChannel; language: string } | null {
  if (!(RISK_LEVELS as readonly string[]).includes(referral.level)) return null;
  if (!(SAFETY_CHANNELS as readonly string[]).includes(referral.channel)) return null;
  return { month: referralMonth(at), level: referral.level, channel: referral.channel, language: referralLanguage(referral.language) };
}
