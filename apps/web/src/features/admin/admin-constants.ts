import type { ADMIN_REFUSALS as ContractsRefusals, AdminRole, PlanFilter, RiskLevel, SafetyChannel, WebhookType } from '@vi/contracts';

/**
 * The admin area's values from the contracts, stated again. Its `admin.ts` and `webhooks.ts`
 * declare their zod schemas beside these, and importing a value from them keeps the schemas (and
 * zod, tens of KB) in the bundle, as `features/feedback/feedback-form.ts` explains. So the SPA takes
 * only types from there; `admin-constants.spec.ts` checks each value equals the contracts' own.
 */

export const ADMIN_ROLES: readonly AdminRole[] = ['admin', 'super_admin'];
export const DEFAULT_ADMIN_ROLE: AdminRole = 'admin';

export const PLAN_FILTERS: readonly PlanFilter[] = ['all', 'premium', 'free'];
export const USER_DIRECTORY_DEFAULT_PAGE = 1;
export const USER_DIRECTORY_PAGE_SIZE = 50;
/** The short user id the admins table shows. */
export const SHORT_USER_ID_LENGTH = 8;

/** The webhook types, in the order the type select offers them. */
export const WEBHOOK_TYPES: readonly WebhookType[] = ['signup', 'purchase', 'feedback'];

/** The server's refusals of a member on the admin routes (the 403 sentences). */
export const ADMIN_REFUSALS: { readonly [K in keyof typeof ContractsRefusals]: string } = {
  viewUsers: 'Only admins can view users',
  createUser: 'Only admins can create users',
  deleteUser: 'Only admins can delete users',
  viewOverview: 'Only admins can view the overview',
  viewAdmins: 'Only admins can view admin users',
  addAdmin: 'Only admins can add other admins',
  removeAdmin: 'Only admins can remove other admins',
};
/** The webhook routes' refusal (the gateway's webhooks controller). */
export const WEBHOOKS_REFUSAL = 'Only admins can manage webhooks';

/** The crisis referral counts' levels (lowest first) and channels, as the overview lists them (the contracts' RISK_LEVELS and SAFETY_CHANNELS). */
export const REFERRAL_LEVELS: readonly RiskLevel[] = ['concern', 'urgent', 'imminent'];
export const REFERRAL_CHANNELS: readonly SafetyChannel[] = ['text', 'browser_voice', 'platform_voice'];
