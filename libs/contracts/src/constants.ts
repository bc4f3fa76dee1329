/**
 * `@vi/contracts/constants`: the contracts' plain values, with no zod, for code that must not
 * carry the schemas (the SPA's bundle). The schemas in admin.ts, webhooks.ts and safety.ts are
 * built from these, and `@vi/contracts` exports them too.
 */
export * from './limits.js';

export const ADMIN_ROLES = ['admin', 'super_admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const DEFAULT_ADMIN_ROLE: AdminRole = 'admin';

export const USER_DIRECTORY_DEFAULT_PAGE = 1;
export const USER_DIRECTORY_PAGE_SIZE = 50;
export const USER_DIRECTORY_MAX_PAGE_SIZE = 100;
export const USER_DIRECTORY_SEARCH_MAX_LENGTH = 200;
export const PLAN_FILTERS = ['all', 'premium', 'free'] as const;
export type PlanFilter = (typeof PLAN_FILTERS)[number];
/** How many days the overview charts cover. */
export const ADMIN_OVERVIEW_DAYS = 30;
/** The short user id the admins table shows. */
export const SHORT_USER_ID_LENGTH = 8;

/** The spec's sentences for a member who reaches an admin route (the 403 message). */
export const ADMIN_REFUSALS = {
  viewUsers: 'Only admins can view users',
  createUser: 'Only admins can create users',
  deleteUser: 'Only admins can delete users',
  viewOverview: 'Only admins can view the overview',
  viewAdmins: 'Only admins can view admin users',
  addAdmin: 'Only admins can add other admins',
  removeAdmin: 'Only admins can remove other admins',
} as const;
/** The webhook routes' refusal of a member. */
export const WEBHOOKS_REFUSAL = 'Only admins can manage webhooks';

/** The webhook types, in the order the admin's type select offers them. */
/** `account_closed`: a member closed their own account (restorable for ACCOUNT_RECOVERY_DAYS, then purged). */
export const WEBHOOK_TYPES = ['signup', 'purchase', 'feedback', 'account_closed'] as const;
export type WebhookType = (typeof WEBHOOK_TYPES)[number];

/** Risk levels, lowest first (docs/safety/taxonomy.md). */
export const RISK_LEVELS = ['concern', 'urgent', 'imminent'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
/** The kinds of risk (docs/safety/taxonomy.md), in the order the evaluation and the training script report them. */
export const RISK_CATEGORIES = [
  'passive_ideation',
  'active_ideation',
  'method_means',
  'intent',
  'plan_preparation',
  'self_harm',
  'harm_to_others',
  'danger_from_others',
  'eating_disorder',
] as const;
/** Where a crisis response was given (referral counts). */
export const SAFETY_CHANNELS = ['text', 'browser_voice', 'platform_voice'] as const;
export type SafetyChannel = (typeof SAFETY_CHANNELS)[number];

/** What the admin audit log records (identity's `admin_audit_log`), by what it was done to. */
export const AUDIT_ACTIONS = [
  'admin.added',
  'admin.removed',
  'member.created',
  'member.deleted',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.secret-revealed',
  'webhook.secret-rotated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = ['member', 'admin', 'webhook'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_LOG_MAX_PAGE_SIZE = 200;
export const AUDIT_LOG_SEARCH_MAX_LENGTH = 200;
/** How long an audit entry is kept unless AUDIT_LOG_RETENTION_DAYS says otherwise. */
export const AUDIT_LOG_DEFAULT_RETENTION_DAYS = 365;
/** The audit log route's refusal of a member (a plain admin is refused by identity: ADMIN_RULES.viewAuditLog). */
export const AUDIT_LOG_REFUSAL = 'Only admins can view the audit log';
/** What a plain admin is told when they try what only a super admin may do to a webhook. */
export const WEBHOOK_SUPER_ADMIN_REFUSALS = {
  change: 'Only super admins can change webhook settings',
  reveal: 'Only super admins can reveal webhook secrets',
} as const;
/** After a rotation, the replaced signing secret keeps signing (beside the new one) this long. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

/** The languages the interface speaks, and a member may choose in their profile (null: follow the browser). */
export const INTERFACE_LANGUAGES = ['en', 'es'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
/** How long a password-reset link works, once. */
export const PASSWORD_RESET_LINK_MINUTES = 30;
/** How long the link that confirms a new email address works, once. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
/** Days a member's closed account can still be restored; then every service purges them. */
export const ACCOUNT_RECOVERY_DAYS = 30;
