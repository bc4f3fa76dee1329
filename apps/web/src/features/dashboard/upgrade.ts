import type { MessageKey } from '../../i18n/index.js';

/** What the member gets with the plan (spec section 1). */
export const PREMIUM_BENEFITS = [
  'dashboard.benefit.voice',
  'dashboard.benefit.text',
  'dashboard.benefit.multilingual',
  'dashboard.benefit.support',
  'dashboard.benefit.history',
] as const satisfies ReadonlyArray<MessageKey<'app'>>;
