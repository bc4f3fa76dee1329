import { ErrorCode } from '@vi/contracts';
import { AppError } from '@vi/service-kit';

/** What members see when the provider fails (spec: chat assistant banner). */
export const PROVIDER_MESSAGES = {
  authentication: 'Authentication failed. Please check your API key.',
  rateLimited: 'Rate limit exceeded. Please try again in a moment.',
  unavailable: 'The provider service is temporarily unavailable.',
  generic: 'Failed to get response from AI assistant.',
} as const;

/**
 * Maps a provider failure to the error a member sees. A bad API key is the operator's
 * problem: members get the generic sentence and the log keeps the detail. Our own errors
 * (already meant for members) pass through.
 */
export function providerError(error: unknown): { error: AppError; logDetail: string } {
  if (error instanceof AppError) return { error, logDetail: error.message };
  const status = (error as { status?: unknown })?.status;
  if (status === 401 || status === 403) {
    return {
      error: new AppError(ErrorCode.UPSTREAM_UNAVAILABLE, PROVIDER_MESSAGES.generic, { provider: 'authentication' }),
      logDetail: PROVIDER_MESSAGES.authentication,
    };
  }
  if (status === 429) {
    return { error: new AppError(ErrorCode.RATE_LIMITED, PROVIDER_MESSAGES.rateLimited, { provider: 'rate-limited' }), logDetail: 'provider rate limit' };
  }
  if (typeof status === 'number' && status >= 500) {
    return {
      error: new AppError(ErrorCode.UPSTREAM_UNAVAILABLE, PROVIDER_MESSAGES.unavailable, { provider: 'unavailable' }),
      logDetail: `provider status ${status}`,
    };
  }
  return {
    error: new AppError(ErrorCode.UPSTREAM_UNAVAILABLE, PROVIDER_MESSAGES.generic, { provider: 'failed' }),
    logDetail: (error as Error)?.message ?? String(error),
  };
}
