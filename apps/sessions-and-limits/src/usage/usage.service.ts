import { Injectable } from '@nestjs/common';
import { FREE_PLAN_NAME, type Usage } from '@vi/contracts';
import { DataSource } from 'typeorm';
import { EntitlementsRepository } from '../entitlements/entitlements.repository.js';
import { CHAT, VOICE } from '../sessions/session-kinds.js';
import { UsageRepository } from './usage.repository.js';

@Injectable()
export class UsageService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly usage: UsageRepository,
    private readonly entitlements: EntitlementsRepository,
  ) {}

  async forMember(userId: string, timeZone = 'UTC'): Promise<Usage> {
    const [row, entitlement] = await Promise.all([this.usage.forMonth(userId, timeZone), this.entitlements.forUser(this.dataSource.manager, userId)]);
    const premium = entitlement.premium;
    // Remaining follows what the server enforces (a call in progress holds its slot).
    const remaining = (limit: number, counted: number) => (premium ? null : Math.max(0, limit - counted));
    return {
      premium,
      planName: entitlement.planName ?? FREE_PLAN_NAME,
      month: { start: row.month_start.toISOString(), end: row.month_end.toISOString(), timeZone },
      voice: { used: row.voice_used, limit: premium ? null : VOICE.freeLimit, remaining: remaining(VOICE.freeLimit, row.voice_counted) },
      chat: {
        used: row.chat_sessions,
        limit: premium ? null : CHAT.freeLimit,
        remaining: remaining(CHAT.freeLimit, row.chat_sessions),
        totalMessages: row.chat_messages,
        // Average over the conversations that have ended (an open one has no duration yet).
        averageDurationSeconds: row.chat_ended > 0 ? Math.floor(row.chat_duration / row.chat_ended) : 0,
      },
      daily: row.daily ?? [],
    };
  }
}
