import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type AuthSession,
  BROADCAST,
  displayNameSchema,
  emailSchema,
  ErrorCode,
  EXTERNAL_SIGN_IN_MESSAGES,
  EXTERNAL_SIGN_IN_MINUTES,
  type ExternalSignInReason,
  type GoogleCallbackReply,
} from '@vi/contracts';
import { AppError, Broadcaster, OutboxWriter, SERVICE_CONFIG } from '@vi/service-kit';
import { DataSource } from 'typeorm';
import { AuthService } from '../auth/auth.service.js';
import { verifyPassword } from '../auth/passwords.js';
import type { IdentityConfig } from '../config.js';
import { Accounts } from '../users/accounts.js';
import { UsersRepository } from '../users/users.repository.js';
import { ExternalSignInRepository } from './external-sign-in.repository.js';
import { GoogleClient, ProviderAnswerError } from './google-client.js';

const GOOGLE = 'google';
const VALID_SECONDS = EXTERNAL_SIGN_IN_MINUTES * 60;
/** Wrong passwords a pending link survives; then the member starts again from Google (and the gateway's throttle). */
const MAX_WRONG_PASSWORDS = 5;

const refused = (code: ErrorCode, message: string, reason: ExternalSignInReason) => new AppError(code, message, { reason });

/**
 * Google sign-in (ADR 0047). A start keeps its state, nonce and PKCE verifier here; the answer is
 * verified once; then a member whose Google account is linked is signed in, and anyone else gets a
 * pending step: the age confirmation that makes a new account, or the password of the account that
 * already uses the address (which links it). Nothing about an account changes before that step.
 */
@Injectable()
export class ExternalSignInService {
  private readonly logger = new Logger(ExternalSignInService.name);
  private readonly google: GoogleClient | null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: ExternalSignInRepository,
    private readonly users: UsersRepository,
    private readonly accounts: Accounts,
    private readonly auth: AuthService,
    private readonly outbox: OutboxWriter,
    private readonly broadcaster: Broadcaster,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
  ) {
    const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: issuer } = config;
    const redirectUri = new URL('/api/v1/auth/google/callback', config.PUBLIC_URL).href;
    this.google = clientId && clientSecret ? new GoogleClient({ clientId, clientSecret, issuer, redirectUri }) : null;
  }

  providers(): { google: boolean } {
    return { google: this.google !== null };
  }

  async start(): Promise<{ authorizationUrl: string; state: string }> {
    const google = this.configured();
    const { url, checks } = await this.reach(() => google.authorizationRequest());
    await this.repository.saveAuthorization(checks, VALID_SECONDS);
    return { authorizationUrl: url, state: checks.state };
  }

  async callback(query: string): Promise<GoogleCallbackReply> {
    const google = this.configured();
    const state = new URLSearchParams(query).get('state');
    const checks = state ? await this.repository.useAuthorization(state) : null;
    if (!checks) throw refused(ErrorCode.VALIDATION_FAILED, EXTERNAL_SIGN_IN_MESSAGES.attemptNotValid, 'attempt_not_valid');
    let person;
    try {
      person = await this.reach(() => google.verifyAnswer(query, checks));
    } catch (error) {
      if (!(error instanceof ProviderAnswerError)) throw error;
      this.logger.warn(`a Google sign-in answer was refused: ${String((error.cause as Error | undefined)?.message ?? error.message)}`);
      if (error.refused) throw refused(ErrorCode.VALIDATION_FAILED, EXTERNAL_SIGN_IN_MESSAGES.answerNotValid, 'provider_refused');
      throw refused(ErrorCode.VALIDATION_FAILED, EXTERNAL_SIGN_IN_MESSAGES.answerNotValid, 'answer_not_valid');
    }

    const linked = await this.repository.linkedMember(GOOGLE, person.subject);
    if (linked) return { outcome: 'signed-in', session: await this.signIn(linked) };

    // Only an address Google vouches for may name (or make) an account here.
    const email = emailSchema.safeParse(person.email);
    if (!person.emailVerified || !email.success) throw refused(ErrorCode.FORBIDDEN, EXTERNAL_SIGN_IN_MESSAGES.emailNotVerified, 'email_not_verified');
    const name = displayNameSchema.safeParse(person.name);
    const pending = { provider: GOOGLE, subject: person.subject, email: email.data, name: name.success ? name.data : displayNameSchema.parse(null) };
    const existing = await this.users.findByEmail(email.data);
    if (existing) {
      const pendingToken = await this.repository.savePending({ ...pending, purpose: 'link', userId: existing.id }, VALID_SECONDS);
      return { outcome: 'link', pendingToken, email: email.data };
    }
    const pendingToken = await this.repository.savePending({ ...pending, purpose: 'sign-up', userId: null }, VALID_SECONDS);
    return { outcome: 'sign-up', pendingToken, email: email.data, name: pending.name };
  }

  /** A new member confirmed their age: the account is made (the same `user signed up` event as a sign-up), linked and signed in. */
  async complete(pendingToken: string): Promise<AuthSession> {
    const userId = randomUUID();
    const session = await this.dataSource.transaction(async (manager) => {
      const pending = await this.repository.usePending(manager, pendingToken, 'sign-up', MAX_WRONG_PASSWORDS);
      if (!pending) throw refused(ErrorCode.VALIDATION_FAILED, EXTERNAL_SIGN_IN_MESSAGES.pendingNotValid, 'pending_not_valid');
      // An account took the address meanwhile: CONFLICT, and the pending step stays (the transaction rolls back).
      await this.accounts.create(manager, { id: userId, email: pending.email, name: pending.name, passwordHash: null });
      if (!(await this.repository.link(manager, { userId, provider: pending.provider, subject: pending.subject, email: pending.email }))) {
        throw new AppError(ErrorCode.CONFLICT, EXTERNAL_SIGN_IN_MESSAGES.alreadyLinked);
      }
      return this.auth.signInWithin(manager, userId);
    });
    this.outbox.committed();
    return session;
  }

  /** An existing member proved the account with its password: Google is linked to it and they are signed in. */
  async link(pendingToken: string, password: string): Promise<AuthSession> {
    const pending = await this.repository.findPending(pendingToken, 'link', MAX_WRONG_PASSWORDS);
    if (!pending?.userId) throw refused(ErrorCode.VALIDATION_FAILED, EXTERNAL_SIGN_IN_MESSAGES.pendingNotValid, 'pending_not_valid');
    const member = await this.users.findById(pending.userId);
    // Hashing holds no locks: checked before the transaction, compared again inside it.
    if (!member || !(await verifyPassword(member.passwordHash, password))) {
      await this.repository.countWrongPassword(pending.id);
      throw new AppError(ErrorCode.UNAUTHENTICATED, EXTERNAL_SIGN_IN_MESSAGES.wrongPassword, { reason: 'wrong_password' });
    }
    const session = await this.dataSource.transaction(async (manager) => {
      const used = await this.repository.usePending(manager, pendingToken, 'link', MAX_WRONG_PASSWORDS);
      if (!used?.userId) throw refused(ErrorCode.VALIDATION_FAILED, EXTERNAL_SIGN_IN_MESSAGES.pendingNotValid, 'pending_not_valid');
      const held = await this.users.findByIdHeld(manager, used.userId);
      // Its password changed since we checked it: the proof no longer holds.
      if (!held || held.passwordHash !== member.passwordHash) {
        throw new AppError(ErrorCode.UNAUTHENTICATED, EXTERNAL_SIGN_IN_MESSAGES.wrongPassword, { reason: 'wrong_password' });
      }
      if (!(await this.repository.link(manager, { userId: used.userId, provider: used.provider, subject: used.subject, email: used.email }))) {
        throw new AppError(ErrorCode.CONFLICT, EXTERNAL_SIGN_IN_MESSAGES.alreadyLinked);
      }
      return this.auth.signInWithin(manager, used.userId);
    });
    this.outbox.committed();
    this.broadcaster.publish(BROADCAST.identity.userChanged, { userId: pending.userId });
    return session;
  }

  private async signIn(userId: string): Promise<AuthSession> {
    const session = await this.dataSource.transaction((manager) => this.auth.signInWithin(manager, userId));
    this.outbox.committed();
    this.broadcaster.publish(BROADCAST.identity.userChanged, { userId });
    return session;
  }

  private configured(): GoogleClient {
    if (!this.google) throw refused(ErrorCode.NOT_FOUND, EXTERNAL_SIGN_IN_MESSAGES.notConfigured, 'not_configured');
    return this.google;
  }

  /** The provider unreachable (its metadata, keys or token endpoint): 503, nothing kept. */
  private async reach<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ProviderAnswerError || error instanceof AppError) throw error;
      this.logger.error(`Google cannot be reached: ${error instanceof Error ? error.message : String(error)}`);
      throw new AppError(ErrorCode.UPSTREAM_UNAVAILABLE, 'Google cannot be reached right now. Please try again in a moment.');
    }
  }
}
