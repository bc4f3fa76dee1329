import { z } from 'zod';
import { RISK_CATEGORIES, RISK_LEVELS, SAFETY_CHANNELS } from './constants.js';

/**
 * The safety net's shared words: risk levels and categories (informed by the Columbia
 * suicide severity scale, C-SSRS), the channels a conversation runs in, the AI disclosure
 * and the anonymous referral counts. docs/safety/taxonomy.md defines each one.
 */

export { RISK_CATEGORIES, RISK_LEVELS, SAFETY_CHANNELS } from './constants.js';
/** How urgent the risk is, lowest first. `concern` asks and offers help; `urgent` and `imminent` put the one-tap lines first. */
export const riskLevelSchema = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof riskLevelSchema>;

export const riskCategorySchema = z.enum(RISK_CATEGORIES);
export type RiskCategory = z.infer<typeof riskCategorySchema>;

/** The risk a message (or the conversation so far) shows; absent when it shows none. */
export const riskSchema = z.object({
  level: riskLevelSchema,
  categories: z.array(riskCategorySchema),
});
export type Risk = z.infer<typeof riskSchema>;

/** Where a conversation runs: typed chat, voice held by the browser, voice held by the platform (Vapi). */
export const safetyChannelSchema = z.enum(SAFETY_CHANNELS);
export type SafetyChannel = z.infer<typeof safetyChannelSchema>;

/** Why the "you are talking to a computer program" disclosure is given now. */
export const DISCLOSURE_REASONS = ['start', 'interval', 'return', 'asked'] as const;
export const disclosureSchema = z.object({
  /** The disclosure sentence in the conversation's language (New York's wording in English). */
  text: z.string(),
  reason: z.enum(DISCLOSURE_REASONS),
});
export type Disclosure = z.infer<typeof disclosureSchema>;

/** One row of the referral counts: how many crisis responses were given, with no member in it. */
export const referralCountSchema = z.object({
  /** `YYYY-MM`, UTC. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  level: riskLevelSchema,
  channel: safetyChannelSchema,
  language: z.string().max(8),
  count: z.number().int().nonnegative(),
});
export type ReferralCount = z.infer<typeof referralCountSchema>;
export const referralCountsSchema = z.object({ counts: z.array(referralCountSchema) });
export type ReferralCounts = z.infer<typeof referralCountsSchema>;
