import type {
  AddAdminBody,
  AdminEntry,
  AdminList,
  AdminOverview,
  AuditLogPage,
  CreateMemberBody,
  CreateWebhookConfigBody,
  DeleteMemberResponse,
  ReferralCounts,
  RemoveAdminResponse,
  RevealedWebhookSecret,
  UpdateWebhookConfigBody,
  User,
  UserDirectoryPage,
  WebhookConfig,
  WebhookConfigList,
  WebhookConfigWithSecret,
  WebhookLogList,
  WebhookSendResult,
} from '@vi/contracts';
import { API_BASE, apiRequest, currentAccessToken, isApiError, toApiError } from '../../lib/api.js';
import { auditQueryString, type AuditQuery, usersQueryString, type UsersQuery } from './admin-format.js';

/**
 * The admin area's routes (all under /api/v1, with the member's bearer token). The shapes are the
 * contracts' types: nothing of zod reaches the bundle. Every route but `/me` answers a member 403
 * with the refusal sentence, which the callers show.
 */
const auth = { auth: true } as const;
const id = (value: string) => encodeURIComponent(value);

/** The admin status check: the signed-in user as the server sees them now (isAdmin, adminRole). */
export function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  return apiRequest<User>('/me', { ...auth, signal });
}

export function fetchOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return apiRequest<AdminOverview>('/admin/overview', { ...auth, signal });
}

/** The anonymous crisis referral counts: every month, level, channel and language, newest month first. */
export function fetchReferralCounts(signal?: AbortSignal): Promise<ReferralCounts> {
  return apiRequest<ReferralCounts>('/admin/referrals', { ...auth, signal });
}

/** The file name the server gives the referral counts' CSV (and the one used if it gives none). */
export const REFERRALS_CSV_FILENAME = 'vi-referral-counts.csv';

/**
 * The referral counts as the server's CSV file, to save. Not JSON, so not through apiRequest: the
 * bearer token is sent the same way, and a 401 (an access token that just expired) is answered by
 * renewing it through an ordinary authenticated request, then asking once more.
 */
export async function downloadReferralCsv(): Promise<{ blob: Blob; filename: string }> {
  const get = () =>
    fetch(`${API_BASE}/admin/referrals.csv`, {
      headers: { Accept: 'text/csv', ...(currentAccessToken() ? { Authorization: `Bearer ${currentAccessToken()}` } : {}) },
      credentials: 'include',
    });
  let response = await get();
  if (response.status === 401) {
    await fetchCurrentUser();
    response = await get();
  }
  if (!response.ok) throw await toApiError(response);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), filename: named ?? REFERRALS_CSV_FILENAME };
}

export function fetchUsers(query: UsersQuery, signal?: AbortSignal): Promise<UserDirectoryPage> {
  return apiRequest<UserDirectoryPage>(`/admin/users?${usersQueryString(query)}`, { ...auth, signal });
}

export function createUser(body: CreateMemberBody): Promise<User> {
  return apiRequest<User>('/admin/users', { ...auth, method: 'POST', body });
}

export function deleteUser(userId: string): Promise<DeleteMemberResponse> {
  return apiRequest<DeleteMemberResponse>(`/admin/users/${id(userId)}`, { ...auth, method: 'DELETE' });
}

export function fetchAdmins(signal?: AbortSignal): Promise<AdminList> {
  return apiRequest<AdminList>('/admin/admins', { ...auth, signal });
}

export function addAdmin(body: AddAdminBody): Promise<AdminEntry> {
  return apiRequest<AdminEntry>('/admin/admins', { ...auth, method: 'POST', body });
}

export function removeAdmin(userId: string): Promise<RemoveAdminResponse> {
  return apiRequest<RemoveAdminResponse>(`/admin/admins/${id(userId)}`, { ...auth, method: 'DELETE' });
}

export function fetchWebhooks(signal?: AbortSignal): Promise<WebhookConfigList> {
  return apiRequest<WebhookConfigList>('/admin/webhooks', { ...auth, signal });
}

/** Super admins. Answers the secret in full this once. */
export function createWebhook(body: CreateWebhookConfigBody): Promise<WebhookConfigWithSecret> {
  return apiRequest<WebhookConfigWithSecret>('/admin/webhooks', { ...auth, method: 'POST', body });
}

export function updateWebhook(configId: string, body: UpdateWebhookConfigBody): Promise<WebhookConfig> {
  return apiRequest<WebhookConfig>(`/admin/webhooks/${id(configId)}`, { ...auth, method: 'PUT', body });
}

/** 204, no body. */
export function deleteWebhook(configId: string): Promise<void> {
  return apiRequest<void>(`/admin/webhooks/${id(configId)}`, { ...auth, method: 'DELETE' });
}

/** Super admins: the secret in full; the server records the reveal in the audit log first. */
export function revealWebhookSecret(configId: string): Promise<RevealedWebhookSecret> {
  return apiRequest<RevealedWebhookSecret>(`/admin/webhooks/${id(configId)}/reveal-secret`, { ...auth, method: 'POST' });
}

/** Super admins: a new secret (answered this once); the old one keeps signing beside it for 24 hours. */
export function rotateWebhookSecret(configId: string): Promise<WebhookConfigWithSecret> {
  return apiRequest<WebhookConfigWithSecret>(`/admin/webhooks/${id(configId)}/rotate-secret`, { ...auth, method: 'POST' });
}

/** Sends the test payload now; resolves with how the receiver took it (success is its HTTP ok). */
export function testWebhook(configId: string): Promise<WebhookSendResult> {
  return apiRequest<WebhookSendResult>(`/admin/webhooks/${id(configId)}/test`, { ...auth, method: 'POST' });
}

/** The 50 newest attempts and test sends, newest first. */
export function fetchWebhookLogs(signal?: AbortSignal): Promise<WebhookLogList> {
  return apiRequest<WebhookLogList>('/admin/webhooks/logs', { ...auth, signal });
}

export function redeliverWebhook(logId: string): Promise<WebhookSendResult> {
  return apiRequest<WebhookSendResult>(`/admin/webhooks/logs/${id(logId)}/redeliver`, { ...auth, method: 'POST' });
}

/** Super admins: the admin audit log, newest first, filtered. */
export function fetchAuditLog(query: AuditQuery, signal?: AbortSignal): Promise<AuditLogPage> {
  return apiRequest<AuditLogPage>(`/admin/audit-log?${auditQueryString(query)}`, { ...auth, signal });
}

/** The server's own sentence for a failure ("User not found", a refusal), or null for none worth showing. */
export function serverMessage(error: unknown): string | null {
  return isApiError(error) && error.message ? error.message : null;
}

/** A request this screen cancelled itself (a newer search, a closed tab): not a failure to show. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
