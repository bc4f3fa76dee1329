import { z } from 'zod';

/** Codes that cross process boundaries (NATS replies and HTTP error bodies). */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  LIMIT_REACHED: 'LIMIT_REACHED',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** Nobody answers on the subject, or the connection to NATS failed. */
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  /** Another service took the request but did not answer in time. */
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  /** Another service answered something its contract does not allow: a bug on our side. */
  UPSTREAM_BAD_REPLY: 'UPSTREAM_BAD_REPLY',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorCodeSchema = z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]);

/** The one error envelope, on NATS and in HTTP bodies (`{ error: ErrorEnvelope }`). */
export const errorEnvelopeSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const httpErrorBodySchema = z.object({
  error: errorEnvelopeSchema.extend({ requestId: z.string().optional() }),
});
export type HttpErrorBody = z.infer<typeof httpErrorBodySchema>;

export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  LIMIT_REACHED: 402,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 503,
  UPSTREAM_TIMEOUT: 504,
  UPSTREAM_BAD_REPLY: 502,
  INTERNAL: 500,
};

/** Which field of a request a validation problem is about, for forms. */
export interface FieldIssue {
  path: string;
  message: string;
}
