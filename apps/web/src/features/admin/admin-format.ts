/**
 * The admin screen's pure rules (spec "Admin area", sections 2, 5 and 9): what a row shows, what a
 * form accepts, what a request asks for. No React, no fetch: unit-tested in admin-format.spec.ts.
 */
import type {
  AdminEntry,
  AuditAction,
  AuditTargetType,
  CreateWebhookConfigBody,
  PlanFilter,
  UpdateWebhookConfigBody,
  WebhookLog,
  WebhookType,
} from '@vi/contracts';
import { MIN_PASSWORD_LENGTH } from '@vi/contracts';
import {
  ADMIN_REFUSALS,
  AUDIT_LOG_PAGE_SIZE,
  AUDIT_LOG_REFUSAL,
  SHORT_USER_ID_LENGTH,
  USER_DIRECTORY_DEFAULT_PAGE,
  USER_DIRECTORY_PAGE_SIZE,
  WEBHOOK_SUPER_ADMIN_REFUSALS,
  WEBHOOKS_REFUSAL,
} from '@vi/contracts/constants';

/** An endpoint is shown up to this many characters, then an ellipsis. */
export const ENDPOINT_SHOWN_LENGTH = 40;
/** Of the 50 newest webhook logs fetched, the recent-activity list shows this many. */
export const WEBHOOK_LOGS_SHOWN = 10;
/** How long the user search waits after the last keystroke before asking the server. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

/** The endpoint as the list shows it: at most 40 characters, then "...". */
export function truncateEndpoint(url: string, length = ENDPOINT_SHOWN_LENGTH): string {
  return url.length > length ? `${url.slice(0, length)}...` : url;
}

/** The short user id of the admins table: its first 8 characters. */
export function shortUserId(userId: string): string {
  return userId.slice(0, SHORT_USER_ID_LENGTH);
}

export interface AdminCounts {
  total: number;
  superAdmins: number;
  regularAdmins: number;
}

/** The three counters above the admins table. */
export function adminCounts(admins: readonly Pick<AdminEntry, 'role'>[]): AdminCounts {
  const superAdmins = admins.filter((admin) => admin.role === 'super_admin').length;
  return { total: admins.length, superAdmins, regularAdmins: admins.length - superAdmins };
}

/** The recent-activity list: the newest logs first, 10 of them. */
export function recentLogs(logs: readonly WebhookLog[], shown = WEBHOOK_LOGS_SHOWN): WebhookLog[] {
  return [...logs].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, shown);
}

/** A log entry may be sent again when it failed (a test send or a delivery). */
export function canRedeliver(log: Pick<WebhookLog, 'success'>): boolean {
  return !log.success;
}

export interface UsersQuery {
  search: string;
  plan: PlanFilter;
  page: number;
  perPage?: number;
}

/**
 * The query string of `GET /admin/users`. The search is sent trimmed and only when there is one
 * (the server matches it case-insensitively in name or email); page and size always.
 */
export function usersQueryString({ search, plan, page, perPage = USER_DIRECTORY_PAGE_SIZE }: UsersQuery): string {
  const params = new URLSearchParams();
  const trimmed = search.trim();
  if (trimmed) params.set('search', trimmed);
  params.set('plan', plan);
  params.set('page', String(Math.max(USER_DIRECTORY_DEFAULT_PAGE, Math.floor(page))));
  params.set('perPage', String(perPage));
  return params.toString();
}

/** How many pages `total` users make (at least one, so "Page 1 of 1" shows for an empty list). */
export function pageCount(total: number, perPage = USER_DIRECTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The 1-based positions of the first and last user on a page ("Showing 51–100 of 123"). */
export function pageRange(page: number, perPage: number, shown: number): { from: number; to: number } {
  if (shown === 0) return { from: 0, to: 0 };
  const from = (page - 1) * perPage + 1;
  return { from, to: from + shown - 1 };
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export type EmailProblem = 'emailRequired' | 'emailInvalid';

/** The add-admin and add-user email: required, and an email address. */
export function emailProblem(email: string): EmailProblem | null {
  const trimmed = email.trim();
  if (!trimmed) return 'emailRequired';
  return EMAIL.test(trimmed) ? null : 'emailInvalid';
}

/** An http(s) URL without a user name or password in it (what the server accepts as an endpoint). */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A Standard Webhooks secret: `whsec_` and the base64 of 24 to 64 bytes (the contract's rule). */
const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/;

export function isWebhookSecret(value: string): boolean {
  return WEBHOOK_SECRET.test(value.trim());
}

export interface WebhookDraft {
  webhookType: WebhookType;
  endpointUrl: string;
  /** On an edit, empty keeps the current secret (the form never holds it: it is masked). */
  secretKey: string;
  enabled: boolean;
  /** On an edit: take the secret away, so requests go unsigned. */
  removeSecret?: boolean;
}

export type WebhookProblem = 'endpointRequired' | 'endpointInvalid' | 'secretInvalid';
export type WebhookProblems = Partial<Record<'endpointUrl' | 'secretKey', WebhookProblem>>;

/** The webhook modal's checks, in field order: a required valid URL, an optional well-formed secret. */
export function webhookProblems(draft: Pick<WebhookDraft, 'endpointUrl' | 'secretKey'>): WebhookProblems {
  const problems: WebhookProblems = {};
  if (!draft.endpointUrl.trim()) problems.endpointUrl = 'endpointRequired';
  else if (!isWebhookUrl(draft.endpointUrl)) problems.endpointUrl = 'endpointInvalid';
  if (draft.secretKey.trim() && !isWebhookSecret(draft.secretKey)) problems.secretKey = 'secretInvalid';
  return problems;
}

/**
 * The body of an update (by id; the type stays): a secret typed here replaces the current one at
 * once, an empty field keeps it (no secretKey sent), and "remove" sends '' (unsigned from now on).
 */
export function updateWebhookBody(draft: WebhookDraft): UpdateWebhookConfigBody {
  const secretKey = draft.removeSecret ? '' : draft.secretKey.trim();
  return { endpointUrl: draft.endpointUrl.trim(), ...(secretKey || draft.removeSecret ? { secretKey } : {}), enabled: draft.enabled };
}

/** The body of a create (with the type). An empty secret is sent as '' on purpose: unsigned deliveries. */
export function createWebhookBody(draft: WebhookDraft): CreateWebhookConfigBody {
  return { webhookType: draft.webhookType, endpointUrl: draft.endpointUrl.trim(), secretKey: draft.secretKey.trim(), enabled: draft.enabled };
}

/** A fresh signing secret in the format the server asks for: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(fill: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = new Uint8Array(32);
  fill(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `whsec_${btoa(binary)}`;
}

/** The part of a text worth showing in a list line: its first `length` characters, on one line. */
export function excerpt(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}

/** The server's sentences the admin screen knows by heart, by their key in the admin namespace. */
const SERVER_SENTENCES = {
  ...ADMIN_REFUSALS,
  manageWebhooks: WEBHOOKS_REFUSAL,
  changeWebhooks: WEBHOOK_SUPER_ADMIN_REFUSALS.change,
  revealWebhookSecrets: WEBHOOK_SUPER_ADMIN_REFUSALS.reveal,
  viewAuditLog: AUDIT_LOG_REFUSAL,
  viewAuditLogSuper: 'Only super admins can view the audit log',
  userNotFound: 'User not found',
} as const;
export type ServerSentence = keyof typeof SERVER_SENTENCES;

/** Which known server sentence a message is (to show it translated), or null for any other text. */
export function knownServerSentence(message: string): ServerSentence | null {
  const found = (Object.keys(SERVER_SENTENCES) as ServerSentence[]).find((name) => SERVER_SENTENCES[name] === message);
  return found ?? null;
}

export interface NewUserDraft {
  name: string;
  email: string;
  password: string;
}
export type NewUserProblem = EmailProblem | 'nameRequired' | 'passwordTooShort';

/** The add-user modal's checks, in field order (the server checks again). */
export function newUserProblems(draft: NewUserDraft): Partial<Record<keyof NewUserDraft, NewUserProblem>> {
  const problems: Partial<Record<keyof NewUserDraft, NewUserProblem>> = {};
  if (!draft.name.trim()) problems.name = 'nameRequired';
  const email = emailProblem(draft.email);
  if (email) problems.email = email;
  if (draft.password.length < MIN_PASSWORD_LENGTH) problems.password = 'passwordTooShort';
  return problems;
}

/** The audit log's filters as the tab holds them: `from` and `to` are the reader's own days (YYYY-MM-DD, both included), or ''. */
export interface AuditQuery {
  action: 'all' | AuditAction;
  targetType: 'all' | AuditTargetType;
  search: string;
  from: string;
  to: string;
  page: number;
  perPage?: number;
}

/** The instant a day of the reader's (YYYY-MM-DD) starts, `plusDays` later; null for anything else. */
export function startOfLocalDay(day: string, plusDays = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The query string of `GET /admin/audit-log`: the filters that are set, the days turned into the
 * instants they begin and end in the reader's time zone (`to` is the start of the day after the last one).
 */
export function auditQueryString({ action, targetType, search, from, to, page, perPage = AUDIT_LOG_PAGE_SIZE }: AuditQuery): string {
  const params = new URLSearchParams();
  if (action !== 'all') params.set('action', action);
  if (targetType !== 'all') params.set('targetType', targetType);
  const trimmed = search.trim();
  if (trimmed) params.set('search', trimmed);
  const start = startOfLocalDay(from);
  if (start) params.set('from', start.toISOString());
  const end = startOfLocalDay(to, 1);
  if (end) params.set('to', end.toISOString());
  params.set('page', String(Math.max(1, Math.floor(page))));
  params.set('perPage', String(perPage));
  return params.toString();
}

/** The details an audit entry may carry, in the order the log shows them; others are not shown. */
export const AUDIT_DETAIL_KEYS = [
  'role',
  'adminRole',
  'webhookType',
  'enabled',
  'previouslyEnabled',
  'signed',
  'secret',
  'previousEndpointUrl',
  'previousSecretSignsUntil',
  'by',
] as const;
export type AuditDetailKey = (typeof AUDIT_DETAIL_KEYS)[number];
/** What an update did to a webhook's secret (webhook-dispatch's words). */
export const AUDIT_SECRET_CHANGES = ['unchanged', 'added', 'replaced', 'removed'] as const;
export type AuditSecretChange = (typeof AUDIT_SECRET_CHANGES)[number];

/** An entry's details worth a line: the known ones that say something (not null), in the log's order. */
export function auditDetailLines(details: Readonly<Record<string, string | number | boolean | null>>): [AuditDetailKey, string | number | boolean][] {
  return AUDIT_DETAIL_KEYS.flatMap((key) => {
    const value = details[key];
    return value === null || value === undefined ? [] : [[key, value] as [AuditDetailKey, string | number | boolean]];
  });
}
