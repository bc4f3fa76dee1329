import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ACCOUNT_MESSAGES,
  type AuthSession,
  BROADCAST,
  ErrorCode,
  EVENTS,
  REFRESH_TOKEN_TTL_DAYS,
  type signInRequestSchema,
  type signUpRequestSchema,
  type User,
} from '@vi/contracts';
import { AppError, Broadcaster, OutboxWriter, SERVICE_CONFIG } from '@vi/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { CLOCK, type Clock } from '../audit/clock.js';
import { SigningKeysService } from '../keys/signing-keys.service.js';
import { UserEntity } from '../users/user.entity.js';
import { Accounts } from '../users/accounts.js';
import { toUser, UsersRepository } from '../users/users.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { isRefreshable, isTheft } from './refresh-rules.js';
import { RefreshTokensRepository } from './refresh-tokens.repository.js';

type SignUp = z.output<typeof signUpRequestSchema>;
type SignIn = z.output<typeof signInRequestSchema>;

const INVALID_CREDENTIALS = 'Invalid email or password.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

const closedRefusal = (purgeAfter: Date | null) =>
  new AppError(ErrorCode.FORBIDDEN, ACCOUNT_MESSAGES.accountClosed, { reason: 'account_closed', purgeAfter: purgeAfter?.toISOString() ?? null });

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly accounts: Accounts,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly keys: SigningKeysService,
    private readonly outbox: OutboxWriter,
    private readonly broadcaster: Broadcaster,
    @Inject(SERVICE_CONFIG) private readonly config: { REFRESH_REUSE_LEEWAY_SECONDS: number },
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async signUp(input: SignUp): Promise<AuthSession> {
    const passwordHash = await hashPassword(input.password);
    const userId = randomUUID();
    const session = await this.dataSource.transaction(async (manager) => {
      await this.accounts.create(manager, { id: userId, email: input.email, name: input.name, passwordHash });
      // Signing up signs the member in: their first sign-in is now (an account an admin creates has none yet).
      const signedInAt = (await this.users.recordSignIn(manager, userId))!;
      await this.outbox.append(manager, EVENTS.identity.userSignedIn, { userId, signedInAt: signedInAt.toISOString() });
      return this.startSession(manager, userId);
    });
    this.outbox.committed();
    return session;
  }

  async signIn(input: SignIn): Promise<AuthSession> {
    const row = await this.users.findByEmail(input.email);
    const ok = await verifyPassword(row?.passwordHash ?? null, input.password);
    if (!row || !ok) throw new AppError(ErrorCode.UNAUTHENTICATED, INVALID_CREDENTIALS);
    // Closed by its member: only the password's owner learns it, and may restore it (restore).
    if (row.closedAt) throw closedRefusal(row.purgeAfter);
    const session = await this.dataSource.transaction(async (manager) => {
      const signedInAt = await this.users.recordSignIn(manager, row.id);
      // Deleted by an admin between the password check and now.
      if (!signedInAt) throw new AppError(ErrorCode.UNAUTHENTICATED, INVALID_CREDENTIALS);
      await this.outbox.append(manager, EVENTS.identity.userSignedIn, { userId: row.id, signedInAt: signedInAt.toISOString() });
      return this.startSession(manager, row.id);
    });
    this.outbox.committed();
    this.broadcaster.publish(BROADCAST.identity.userChanged, { userId: row.id });
    return session;
  }

  /**
   * Reopens an account its member closed, within the recovery window, and signs them in. The same
   * password check as sign-in; an open account is told to sign in as usual.
   */
  async restore(email: string, password: string): Promise<AuthSession> {
    const row = await this.users.findByEmail(email);
    const ok = await verifyPassword(row?.passwordHash ?? null, password);
    if (!row || !ok) throw new AppError(ErrorCode.UNAUTHENTICATED, INVALID_CREDENTIALS);
    if (!row.closedAt) throw new AppError(ErrorCode.CONFLICT, ACCOUNT_MESSAGES.notClosed, { reason: 'not_closed' });
    const now = this.clock.now();
    const session = await this.dataSource.transaction(async (manager) => {
      const reopened = await manager
        .getRepository(UserEntity)
        .createQueryBuilder()
        .update()
        .set({ closedAt: null, purgeAfter: null })
        .where('id = :id AND closed_at IS NOT NULL AND purge_after > :now', { id: row.id, now })
        .execute();
      // Past the window (the sweep has not come yet): as good as gone.
      if (reopened.affected !== 1) throw new AppError(ErrorCode.UNAUTHENTICATED, INVALID_CREDENTIALS);
      await this.outbox.append(manager, EVENTS.identity.userRestored, { userId: row.id, restoredAt: now.toISOString() });
      const signedInAt = (await this.users.recordSignIn(manager, row.id))!;
      await this.outbox.append(manager, EVENTS.identity.userSignedIn, { userId: row.id, signedInAt: signedInAt.toISOString() });
      return this.startSession(manager, row.id);
    });
    this.outbox.committed();
    this.broadcaster.publish(BROADCAST.identity.userChanged, { userId: row.id });
    return session;
  }

  /**
   * Rotates a refresh token. A token presented after it was rotated means it leaked (or
   * two tabs raced): outside a short leeway the whole family is revoked.
   */
  async refresh(token: string): Promise<AuthSession> {
    const result = await this.dataSource.transaction(async (manager) => {
      const row = await this.refreshTokens.findByToken(token, manager);
      if (!isRefreshable(row, Date.now())) return { kind: 'expired' } as const;
      const fresh = await this.refreshTokens.markUsed(manager, row.id);
      if (!fresh) {
        // Another request rotated this token after we read it (two tabs at the same instant): our
        // read still says unused, so ask again for when it was used before judging.
        const usedAt = row.usedAt ?? (await this.refreshTokens.findByToken(token, manager))?.usedAt ?? null;
        if (isTheft(usedAt, Date.now(), this.config.REFRESH_REUSE_LEEWAY_SECONDS)) return { kind: 'reused', familyId: row.familyId } as const;
      }
      return { kind: 'rotated', session: await this.issue(manager, row.userId, row.familyId) } as const;
    });
    if (result.kind === 'reused') {
      await this.refreshTokens.revokeFamily(result.familyId);
      throw new AppError(ErrorCode.UNAUTHENTICATED, SESSION_EXPIRED, { reason: 'refresh_token_reused', sessionId: result.familyId });
    }
    if (result.kind === 'expired') throw new AppError(ErrorCode.UNAUTHENTICATED, SESSION_EXPIRED);
    return result.session;
  }

  /**
   * Ends the session the token belongs to and names it (the gateway then refuses its access tokens);
   * unknown tokens are fine (already signed out).
   */
  async signOut(token: string): Promise<{ signedOut: boolean; sessionId: string | null }> {
    const row = await this.refreshTokens.findByToken(token);
    if (!row) return { signedOut: false, sessionId: null };
    await this.refreshTokens.revokeFamily(row.familyId);
    return { signedOut: true, sessionId: row.familyId };
  }

  async getUser(userId: string): Promise<User> {
    const row = await this.users.findById(userId);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'User not found');
    return toUser(row);
  }

  /**
   * Signs the member in within the caller's transaction, after a proof other than this account's
   * password (Google's, ADR 0047): the sign-in is recorded and announced as a password sign-in's is.
   * The caller commits, then calls `outbox.committed()` and publishes `userChanged`.
   */
  async signInWithin(manager: EntityManager, userId: string): Promise<AuthSession> {
    // A closed account is told so, as at a password sign-in (restoring needs the password: a member
    // who only ever used Google sets one first with "Forgot password?").
    const row = await this.users.findById(userId, manager);
    if (row?.closedAt) throw closedRefusal(row.purgeAfter);
    const signedInAt = await this.users.recordSignIn(manager, userId);
    if (!signedInAt) throw new AppError(ErrorCode.UNAUTHENTICATED, SESSION_EXPIRED);
    await this.outbox.append(manager, EVENTS.identity.userSignedIn, { userId, signedInAt: signedInAt.toISOString() });
    return this.startSession(manager, userId);
  }

  private startSession(manager: EntityManager, userId: string): Promise<AuthSession> {
    return this.issue(manager, userId, randomUUID());
  }

  private async issue(manager: EntityManager, userId: string, familyId: string): Promise<AuthSession> {
    // Held until the token is stored: a deletion of the member either waits for it (and deletes it)
    // or has happened (and nothing is issued).
    const row = await this.users.findByIdHeld(manager, userId);
    if (!row || row.closedAt) throw new AppError(ErrorCode.UNAUTHENTICATED, SESSION_EXPIRED);
    // A password change, a reset or "sign out everywhere" holds the account while it revokes every
    // session; a refresh that waited for it finds its session ended and issues nothing.
    if (await this.refreshTokens.isFamilyRevoked(manager, familyId)) throw new AppError(ErrorCode.UNAUTHENTICATED, SESSION_EXPIRED);
    const refreshExpiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000);
    const refreshToken = await this.refreshTokens.issue(manager, userId, familyId, refreshExpiresAt);
    const access = await this.keys.signAccessToken({ userId, email: row.email, sessionId: familyId });
    return {
      accessToken: access.token,
      accessTokenExpiresAt: access.expiresAt.toISOString(),
      refreshToken,
      refreshTokenExpiresAt: refreshExpiresAt.toISOString(),
      user: toUser(row),
    };
  }
}
