import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { InterfaceLanguage } from '@vi/contracts';
import type { EntityManager } from 'typeorm';
import { composeMail, type MailKind } from './messages.js';
import { OutgoingMailEntity } from './outgoing-mail.entity.js';

/** Whoever is woken when mail was committed (MailSender), so it goes out now rather than at the next poll. */
export type MailWaker = () => void;

/**
 * Queues a message in the caller's transaction: it is sent only if what it tells was committed, and
 * it is not lost if identity stops before the SMTP server took it (MailSender sends and retries).
 */
@Injectable()
export class MailQueue {
  private waker: MailWaker = () => {};

  onCommitted(waker: MailWaker): void {
    this.waker = waker;
  }

  async enqueue(manager: EntityManager, to: { userId: string; address: string; language: InterfaceLanguage | null }, mail: MailKind): Promise<void> {
    const { subject, body } = composeMail(mail, to.language);
    await manager.getRepository(OutgoingMailEntity).insert({ id: randomUUID(), userId: to.userId, toAddress: to.address, subject, body });
  }

  /** Call after the transaction that queued mail committed. */
  committed(): void {
    this.waker();
  }
}
