/** Product constants shared by the services and the SPA. */
export const FREE_VOICE_CONVERSATIONS_PER_MONTH = 5;
export const FREE_CHAT_CONVERSATIONS_PER_MONTH = 5;

export const PLAN = {
  id: 'vi-monthly',
  /** Name in the payment configuration. */
  configName: 'Vi Monthly',
  /** Name members see. */
  displayName: 'Unlimited Access',
  priceCents: 399,
  currency: 'usd',
  interval: 'month',
  mode: 'subscription',
} as const;
export const FREE_PLAN_NAME = 'Free Plan';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 256;
export const MIN_AGE = 18;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const DEFAULT_USER_NAME = 'User';

export const CHAT_INACTIVITY_MINUTES = 20;
/**
 * A voice call still "started" this long after it began was lost (tab closed, crash) or never heard
 * from the platform: it is ended, as completed if it had turns, else as failed.
 */
export const VOICE_SESSION_MAX_HOURS = 3;
/** A chat session ended because its page went away (closed, reloaded, left) is reopened by a message this soon after. */
export const CHAT_SESSION_REOPEN_MINUTES = 5;
export const PREMIUM_STATUSES = ['active', 'trialing'] as const;
export const CHAT_MESSAGE_MAX_CHARS = 2000;
/** Messages a member may send per minute (gateway, Redis). */
export const CHAT_MESSAGES_PER_MINUTE = 20;

/** Access tokens are short-lived; the SPA refreshes ahead of expiry. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const TOKEN_REFRESH_CHECK_SECONDS = 30;
export const TOKEN_REFRESH_THRESHOLD_TICKS = 3;
export const REFRESH_COOKIE_NAME = 'vi_refresh';
