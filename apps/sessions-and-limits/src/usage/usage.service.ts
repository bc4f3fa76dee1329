import { Injectable } from '@nestjs/common';
import { FREE_PLAN_NAME, monthOf, type Usage } from '@vi/contracts';
import { DataSource } from 'typeorm';
import { EntitlementsRepository } from '../entitlements/entitlements.repository.js';
import { CHAT, VOICE } from '../sessions/session-kinds.js';
import { MemberZonesRepository } from '../time-zones/member-zones.repository.js';
import { UsageRepository } from './usage.repository.js';

@Injectable()
export class UsageService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly usage: UsageRepository,
    private readonly entitlements: EntitlementsRepository,
    private readonly zones: MemberZonesRepository,
  ) {}

  /** The month counted in the member's zone as the server keeps it (`requestedZone` is the browser's report). */
  async forMember(userId: string, requestedZone?: string, now = new Date()): Promise<Usage> {
    const timeZone = await this.zones.resolve(userId, requestedZone, now);
    const month = monthOf(now, timeZone);
    const [row, entitlement] = await Promise.all([this.usage.forMonth(userId, month), this.entitlements.forUser(this.dataSource.manager, userId)]);
    const premium = entitlement.premium;
    // Remaining follows what the server enforces (a call in progress holds its slot).
    const remaining = (limit: number, counted: number) => (premium ? null : Math.max(0, limit - counted));
    return {
      premium,
      planName: entitlement.planName ?? FREE_PLAN_NAME,
      month: { start: month.start.toISOString(), end: month.end.toISOString(), timeZone },
      voice: { used: row.voiceUsed, limit: premium ? null : VOICE.freeLimit, remaining: remaining(VOICE.freeLimit, row.voiceCounted) },
      chat: {
        used: row.chatSessions,
        limit: premium ? null : CHAT.freeLimit,
        remaining: remaining(CHAT.freeLimit, row.chatSessions),
        totalMessages: row.chatMessages,
        // Average over the conversations that have ended (an open one has no duration yet).
        averageDurationSeconds: row.chatEnded > 0 ? Math.floor(row.chatDuration / row.chatEnded) : 0,
      },
      daily: row.daily ?? [],
    };
  }
}
