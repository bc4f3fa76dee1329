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

/** What a caller may see of any thrown value: product errors as they are, anything else as INTERNAL. */
export function toEnvelope(error: unknown): ErrorEnvelope {
  if (error instanceof AppError) return error.toEnvelope();
  return { code: ErrorCode.INTERNAL, message: 'Something went wrong' };
}
