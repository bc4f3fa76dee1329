import { Inject, Injectable } from '@nestjs/common';
import { type ChatMessage, type Disclosure, type Risk, RISK_LEVELS, type SafetyChannel } from '@vi/contracts';
import { LOGGER } from '@vi/service-kit';
import type { Logger } from 'pino';
import type { Language } from '../coach/language.js';
import type { ConversationEntity } from '../conversations/conversation.entity.js';
import { ConversationsRepository, type OpenedConversation } from '../conversations/conversations.repository.js';
import { CLOCK, type Clock } from './clock.js';
import { DisclosureEngine, disclosureText } from './disclosure/index.js';
import { ReferralsRepository } from './referrals/referrals.repository.js';
import { checkInMessage } from './responses/index.js';
import { assessConversation, type RiskAssessment } from './risk/index.js';

/** How many of the member's latest turns the offline layer reads together. */
export const TURNS_READ_TOGETHER = 6;

const rank = (risk: Risk | null | undefined) => (risk ? RISK_LEVELS.indexOf(risk.level) : -1);

/** The stronger of two risks (the higher level; categories of both). */
export function strongest(a: Risk | null | undefined, b: Risk | null | undefined): Risk | null {
  if (!a) return b ?? null;
  if (!b) return a;
  const level = rank(b) > rank(a) ? b.level : a.level;
  return { level, categories: [...new Set([...a.categories, ...b.categories])] };
}

/**
 * Whether risk found now calls for the crisis response, given what the conversation already
 * showed: risk where there was none, a higher level, or a category not seen before. Otherwise
 * the member gets a supportive reply and the crisis panel stays up.
 */
export function isNewRisk(found: Risk | null, known: Risk | null): boolean {
  if (!found) return false;
  if (!known) return true;
  return rank(found) > rank(known) || found.categories.some((c) => !known.categories.includes(c));
}

export const asRisk = (assessment: Pick<RiskAssessment, 'level' | 'categories'>): Risk | null =>
  assessment.level ? { level: assessment.level, categories: assessment.categories } : null;

/**
 * What text chat and both kinds of voice share of the safety net beyond the detector itself:
 * the conversation's standing risk, the check-in after a crisis, the disclosure clock and the
 * anonymous referral counts.
 */
@Injectable()
export class SafetyNet {
  readonly disclosures: DisclosureEngine;

  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly referrals: ReferralsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.disclosures = new DisclosureEngine(clock);
  }

  now(): Date {
    return this.clock.now();
  }

  /** The offline layer over the member's latest turns (newest last), knowing what the conversation already showed. */
  assess(memberTurns: string[], known: Risk | null): RiskAssessment {
    return assessConversation(memberTurns.slice(-TURNS_READ_TOGETHER), { prior: known });
  }

  /**
   * The member's open conversation with its newest messages; one opened now within 7 days of a
   * crisis starts with Vi's check-in.
   */
  async open(userId: string, language: Language, limit?: number, before?: Date): Promise<OpenedConversation & { messages: ChatMessage[] }> {
    const opened = await this.conversations.currentWithMessages(userId, limit, this.clock.now());
    if (!opened.carried) return opened;
    const checkIn = await this.conversations.addMessage({
      userId,
      conversationId: opened.conversation.id,
      chatSessionId: null,
      role: 'assistant',
      content: checkInMessage(language),
      kind: 'check_in',
      // Before the member's message that opened the conversation, if one did: Vi asks first.
      ...(before ? { createdAt: new Date(before.getTime() - 1) } : {}),
    });
    return { ...opened, messages: [...opened.messages, checkIn] };
  }

  /** Keeps the conversation's risk (raised, never lowered) for the rest of it and the next 7 days. */
  async keepRisk(userId: string, conversationId: string, risk: Risk): Promise<Risk> {
    return this.conversations.raiseRisk(userId, conversationId, risk, this.clock.now());
  }

  /** The disclosure for the top of a conversation; recorded as given the first time. */
  async disclosureAtStart(userId: string, conversation: Pick<ConversationEntity, 'id' | 'lastDisclosedAt'>, language: Language): Promise<Disclosure> {
    if (!conversation.lastDisclosedAt) await this.conversations.markDisclosed(userId, conversation.id, this.clock.now());
    return { text: disclosureText(language), reason: 'start' };
  }

  /** A disclosure due with this message (3 hours on, back after 7 days, or asked), recorded as given; null when none is. */
  async disclosureDue(
    userId: string,
    conversation: Pick<ConversationEntity, 'id' | 'lastDisclosedAt'>,
    lastMemberMessageAt: Date | null,
    text: string,
    language: Language,
  ): Promise<Disclosure | null> {
    const reason = this.disclosures.due({ lastDisclosedAt: conversation.lastDisclosedAt, lastMemberMessageAt }, text);
    if (!reason) return null;
    await this.conversations.markDisclosed(userId, conversation.id, this.clock.now());
    return { text: disclosureText(language), reason };
  }

  /** Counts a crisis response given (month, level, channel, language; nothing about the member). Never fails the caller. */
  referred(risk: Risk, channel: SafetyChannel, language: string): void {
    this.referrals.record({ level: risk.level, channel, language }, this.clock.now()).catch((error: unknown) => {
      this.logger.warn({ err: error, channel, level: risk.level }, 'could not count a crisis referral');
    });
  }
}
