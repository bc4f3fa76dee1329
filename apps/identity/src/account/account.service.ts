import { Inject, Injectable } from '@nestjs/common';
import {
  ACCOUNT_MESSAGES,
  BROADCAST,
  EMAIL_CHANGE_LINK_HOURS,
  type EndedSessions,
  ErrorCode,
  EVENTS,
  type InterfaceLanguage,
  PASSWORD_RESET_LINK_MINUTES,
  type User,
} from '@vi/contracts';
import { AppError, Broadcaster, OutboxWriter, SERVICE_CONFIG } from '@vi/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { RefreshTokensRepository } from '../auth/refresh-tokens.repository.js';
import type { IdentityConfig } from '../config.js';
import { MailQueue } from '../mail/mail-queue.js';
import { EMAIL_TAKEN } from '../users/accounts.js';
import { UserEntity } from '../users/user.entity.js';
import { toUser, UsersRepository, type UserWithRole } from '../users/users.repository.js';
import { AccountLinksRepository } from './account-links.repository.js';

const wrongPassword = () => new AppError(ErrorCode.FORBIDDEN, ACCOUNT_MESSAGES.wrongCurrentPassword, { reason: 'wrong_password' });
const linkNotValid = () => new AppError(ErrorCode.VALIDATION_FAILED, ACCOUNT_MESSAGES.linkNotValid, { reason: 'link_not_valid' });
const gone = () => new AppError(ErrorCode.UNAUTHENTICATED, 'Your session has expired. Please sign in again.');

const languageOf = (row: UserEntity): InterfaceLanguage | null => (row.language === 'en' || row.language === 'es' ? row.language : null);

/**
 * What a member does to their own account: profile, password, email address, sessions. Every change
 * that ends sessions answers them (the gateway refuses their access tokens at once); every message
 * is queued in the same transaction as the change it tells of.
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly links: AccountLinksRepository,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly mail: MailQueue,
    private readonly outbox: OutboxWriter,
    private readonly broadcaster: Broadcaster,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async updateProfile(userId: string, change: { name?: string; language?: InterfaceLanguage | null; timeZone?: string | null }): Promise<User> {
    const user = await this.dataSource.transaction(async (manager) => {
      const before = await this.users.findByIdHeld(manager, userId);
      if (!before) throw gone();
      const set: Partial<Pick<UserEntity, 'name' | 'language' | 'timeZone'>> = {};
      if (change.name !== undefined) set.name = change.name;
      if (change.language !== undefined) set.language = change.language;
      if (change.timeZone !== undefined) set.timeZone = change.timeZone;
      await manager.getRepository(UserEntity).update({ id: userId }, set);
      const after = (await this.users.findById(userId, manager))!;
      if (after.name !== before.name) await this.profileChanged(manager, after);
      return after;
    });
    this.settled(userId);
    return toUser(user);
  }

  /** Needs the current password; every other session ends, the one that asked stays. */
  async changePassword(userId: string, sessionId: string, currentPassword: string, newPassword: string): Promise<EndedSessions> {
    const row = await this.users.findById(userId);
    if (!row) throw gone();
    if (!(await verifyPassword(row.passwordHash, currentPassword))) throw wrongPassword();
    const passwordHash = await hashPassword(newPassword);
    const endedSessions = await this.dataSource.transaction(async (manager) => {
      const held = await this.holdAccount(manager, userId);
      // Changed by another request since it was checked: check against what is stored now.
      if (held.passwordHash !== row.passwordHash) throw wrongPassword();
      return this.setPassword(manager, held, passwordHash, sessionId);
    });
    this.settled(userId);
    return { endedSessions };
  }

  async signOutEverywhere(userId: string): Promise<EndedSessions> {
    const endedSessions = await this.dataSource.transaction(async (manager) => {
      await this.holdAccount(manager, userId);
      return this.refreshTokens.revokeAllOf(manager, userId);
    });
    return { endedSessions };
  }

  /**
   * Needs the password. The new address gets a link to confirm it; the current one is told. Nothing
   * changes until the link is opened (confirmEmail).
   */
  async changeEmail(userId: string, password: string, newEmail: string): Promise<{ pendingEmail: string }> {
    const row = await this.users.findById(userId);
    if (!row) throw gone();
    if (!(await verifyPassword(row.passwordHash, password))) throw wrongPassword();
    if (newEmail === row.email) throw new AppError(ErrorCode.VALIDATION_FAILED, ACCOUNT_MESSAGES.sameEmail, { reason: 'same_email' });
    await this.dataSource.transaction(async (manager) => {
      const held = await this.holdAccount(manager, userId);
      if (await this.users.findByEmail(newEmail)) throw new AppError(ErrorCode.CONFLICT, EMAIL_TAKEN);
      const token = await this.links.issue(manager, { userId, purpose: 'email_change', validSeconds: EMAIL_CHANGE_LINK_HOURS * 3600, newEmail });
      const language = languageOf(held);
      await this.mail.enqueue(
        manager,
        { userId, address: newEmail, language },
        { kind: 'email-change-confirm', name: held.name, newEmail, link: this.link('confirm-email', token) },
      );
      await this.mail.enqueue(manager, { userId, address: held.email, language }, { kind: 'email-change-requested', name: held.name, newEmail });
    });
    this.mail.committed();
    return { pendingEmail: newEmail };
  }

  /** The link from the new address's inbox: the account takes that address, and the old one is told. */
  async confirmEmail(token: string): Promise<{ email: string; userId: string }> {
    const result = await this.dataSource
      .transaction(async (manager) => {
        const link = await this.links.use(manager, token, 'email_change');
        if (!link?.newEmail) throw linkNotValid();
        const held = await this.holdAccount(manager, link.userId);
        const oldEmail = held.email;
        await manager.getRepository(UserEntity).update({ id: held.id }, { email: link.newEmail });
        const after = (await this.users.findById(held.id, manager))!;
        await this.profileChanged(manager, after);
        await this.mail.enqueue(
          manager,
          { userId: held.id, address: oldEmail, language: languageOf(held) },
          { kind: 'email-changed', name: held.name, newEmail: link.newEmail, contact: this.link('contact-us') },
        );
        return { email: link.newEmail, userId: held.id };
      })
      .catch((error: unknown) => {
        // Taken by another account since the link was sent: the link stays unused (rolled back).
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.CONFLICT, EMAIL_TAKEN);
        throw error;
      });
    this.settled(result.userId);
    return result;
  }

  /**
   * The same answer whether or not an account uses the address, and about the same time: the
   * link is made and queued only for an account, and the mail goes out from the queue afterwards.
   */
  async forgotPassword(email: string, language: InterfaceLanguage | undefined): Promise<{ message: string }> {
    const row = await this.users.findByEmail(email);
    if (row) {
      await this.dataSource.transaction(async (manager) => {
        const token = await this.links.issue(manager, { userId: row.id, purpose: 'password_reset', validSeconds: PASSWORD_RESET_LINK_MINUTES * 60 });
        await this.mail.enqueue(
          manager,
          { userId: row.id, address: row.email, language: languageOf(row) ?? language ?? null },
          { kind: 'password-reset', name: row.name, link: this.link('reset-password', token) },
        );
      });
      this.mail.committed();
    }
    return { message: ACCOUNT_MESSAGES.resetRequested };
  }

  /** The link from the reset email: a new password, and every session of the member ends. */
  async resetPassword(token: string, newPassword: string): Promise<EndedSessions> {
    const passwordHash = await hashPassword(newPassword);
    const result = await this.dataSource.transaction(async (manager) => {
      const link = await this.links.use(manager, token, 'password_reset');
      if (!link) throw linkNotValid();
      const row = await this.holdAccount(manager, link.userId);
      return { userId: row.id, endedSessions: await this.setPassword(manager, row, passwordHash, null) };
    });
    this.settled(result.userId);
    return { endedSessions: result.endedSessions };
  }

  /** Stores the hash, retires reset links, ends every session but `keep`, tells the member. */
  private async setPassword(manager: EntityManager, row: UserWithRole, passwordHash: string, keep: string | null): Promise<string[]> {
    await manager.getRepository(UserEntity).update({ id: row.id }, { passwordHash });
    await this.links.retireAll(manager, row.id, 'password_reset');
    const ended = await this.refreshTokens.revokeAllOf(manager, row.id, keep);
    await this.mail.enqueue(manager, { userId: row.id, address: row.email, language: languageOf(row) }, { kind: 'password-changed', name: row.name });
    return ended;
  }

  /**
   * The account, locked to the commit (FOR UPDATE): a refresh waiting to issue a token in a session
   * being ended sees it ended after this commits (AuthService.issue), and a deletion waits.
   */
  private async holdAccount(manager: EntityManager, userId: string): Promise<UserWithRole> {
    if (!(await this.users.lockForDeletion(manager, userId))) throw gone();
    return (await this.users.findById(userId, manager))!;
  }

  private async profileChanged(manager: EntityManager, row: UserEntity): Promise<void> {
    await this.outbox.append(manager, EVENTS.identity.userProfileChanged, {
      userId: row.id,
      email: row.email,
      name: row.name,
      changedAt: new Date().toISOString(),
    });
  }

  /** After a commit: events and mail go out, and every gateway drops its copy of the profile. */
  private settled(userId: string): void {
    this.outbox.committed();
    this.mail.committed();
    this.broadcaster.publish(BROADCAST.identity.userChanged, { userId });
  }

  private link(path: string, token?: string): string {
    const base = this.config.PUBLIC_URL.replace(/\/+$/, '');
    return token ? `${base}/${path}#token=${token}` : `${base}/${path}`;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const cause = error as { code?: string; driverError?: { code?: string } };
  return cause?.code === '23505' || cause?.driverError?.code === '23505';
}
