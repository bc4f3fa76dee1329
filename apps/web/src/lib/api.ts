import type { ErrorCode, HttpErrorBody } from '@vi/contracts';

/** Every API call goes through here: same origin, JSON, cookies included. */
export const API_BASE = '/api/v1';

/** An HTTP error from the gateway, built from its `{ error: { code, message, details } }` body. */
export class ApiError extends Error {
  readonly status: number;
  /** A code from `@vi/contracts` when the server sent one; `NETWORK` when the request never got an answer. */
  readonly code: ErrorCode | 'NETWORK' | 'UNKNOWN';
  readonly details?: Record<string, unknown>;
  readonly requestId?: string;

  constructor(init: { status: number; code: ApiError['code']; message: string; details?: Record<string, unknown>; requestId?: string }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Supplies the bearer token and renews it; registered by the auth feature. */
export interface AccessTokenProvider {
  getAccessToken(): string | null;
  /** Renews the access token; resolves to the new one, or null when the session is gone. */
  refreshAccessToken(): Promise<string | null>;
}

let tokenProvider: AccessTokenProvider | null = null;
/** The zone the signed-in member chose in their profile; null follows the browser. */
let memberTimeZone: string | null = null;

/** Set by the auth feature whenever the signed-in member (or their profile) changes. */
export function setMemberTimeZone(zone: string | null): void {
  memberTimeZone = zone;
}

export function setAccessTokenProvider(provider: AccessTokenProvider | null): void {
  tokenProvider = provider;
}

/** The current bearer token, for requests that cannot go through `apiRequest` (an unload beacon). */
export function currentAccessToken(): string | null {
  return tokenProvider?.getAccessToken() ?? null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the bearer token, and on a 401 renew it once and retry once. */
  auth?: boolean;
  /** An explicit bearer token (used by calls that must not trigger a renewal). */
  accessToken?: string | null;
  signal?: AbortSignal;
}

async function send(path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
  // The member's time zone: the one chosen in their profile, else the browser's. The server still
  // keeps the allowance's zone its own way (sessions-and-limits, member-zone.ts): this header is only
  // a report, and a new zone takes over the allowance month only once the kept zone's month has
  // ended, so changing it can never open a new month early.
  const zone = memberTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Time-Zone': zone };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // The page's chosen language (not only the browser's): the server writes the disclosure and a check-in in it.
  const pageLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (pageLanguage) headers['Accept-Language'] = pageLanguage;
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK', message: 'Could not reach the server. Please check your connection.' });
  }
}

function isErrorBody(value: unknown): value is HttpErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}

export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON (a proxy page, an empty body): fall through to the status line
  }
  if (isErrorBody(body)) {
    return new ApiError({
      status: response.status,
      code: body.error.code ?? 'UNKNOWN',
      message: body.error.message,
      details: body.error.details,
      requestId: body.error.requestId,
    });
  }
  return new ApiError({ status: response.status, code: 'UNKNOWN', message: response.statusText || `HTTP ${response.status}` });
}

async function parse<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Calls the API and returns the parsed JSON body; throws an `ApiError` for any non-2xx answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const useProvider = options.auth === true && tokenProvider !== null;
  const token = options.accessToken ?? (useProvider ? tokenProvider!.getAccessToken() : null);
  let response = await send(path, options, token);

  if (response.status === 401 && useProvider) {
    const renewed = await tokenProvider!.refreshAccessToken();
    if (renewed) response = await send(path, options, renewed);
  }
  if (!response.ok) throw await toApiError(response);
  return parse<T>(response);
}
