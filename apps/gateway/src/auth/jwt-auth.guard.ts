import { createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ErrorCode } from '@vi/contracts';
import { AppError } from '@vi/service-kit';
import type { AuthenticatedUser } from './jwt.strategy.js';

@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T>(error: unknown, user: T, info: unknown): T {
    if (error instanceof AppError) throw error;
    if (error || !user) {
      const noToken = info instanceof Error && /no auth token/i.test(info.message);
      throw new AppError(ErrorCode.UNAUTHENTICATED, noToken ? 'Authentication required' : 'Your session has expired. Please sign in again.');
    }
    return user;
  }
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user,
);
