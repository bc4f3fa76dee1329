import { ErrorCode, type ErrorEnvelope, errorEnvelopeSchema } from '@vi/contracts';
import type { ZodError } from 'zod';

/** A failure with a product error code; crosses NATS and HTTP as `{ code, message, details }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toEnvelope(): ErrorEnvelope {
    return this.details ? { code: this.code, message: this.message, details: this.details } : { code: this.code, message: this.message };
  }

  static fromEnvelope(value: unknown): AppError {
    const parsed = errorEnvelopeSchema.safeParse(value);
    if (parsed.success) return new AppError(parsed.data.code, parsed.data.message, parsed.data.details);
    return new AppError(ErrorCode.INTERNAL, 'Unexpected error from a service');
  }

  static validation(error: ZodError): AppError {
    const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return new AppError(ErrorCode.VALIDATION_FAILED, issues[0]?.message ?? 'Invalid request', { issues });
  }
}

export const notFound = (what: string) => new AppError(ErrorCode.NOT_FOUND, `${what} not found`);
export const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);
export const unauthenticated = (message = 'Authentication required') => new AppError(ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message = 'Not allowed') => new AppError(ErrorCode.FORBIDDEN, message);

/** PostgreSQL's SQLSTATEs for a server that is unreachable, starting or going away (classes 08 and 57P). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|53300)$/;
/** Socket errors of a dependency that is not there (PostgreSQL, or a third party over HTTP). */
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres' own errors for a connection that ended or could not be made in time. */
const UNAVAILABLE_PG_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether `error` says a dependency is unavailable rather than that our code is wrong: the caller may
 * try again. Looks through TypeORM's wrapper (`driverError`) and `cause`.
 */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, driverError, cause } = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_PG_MESSAGE.test(message)) return true;
  return isDependencyUnavailable(driverError, depth + 1) || isDependencyUnavailable(cause, depth + 1);
}

/**
 * What a caller may see of any thrown value: product errors as they are, a dependency that is down
 * as UPSTREAM_UNAVAILABLE (503: try again), anything else as INTERNAL.
 */
export function toEnvelope(error: unknown): ErrorEnvelope {
  if (error instanceof AppError) return error.toEnvelope();
  if (isDependencyUnavailable(error)) return { code: ErrorCode.UPSTREAM_UNAVAILABLE, message: 'The service is briefly unavailable. Please try again.' };
  return { code: ErrorCode.INTERNAL, message: 'Something went wrong' };
}
