import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from '@nats-io/transport-node';
import { BROADCAST, type ChatSession } from '@vi/contracts';
import { Broadcaster, LRUCache } from '@vi/service-kit';

const TTL_MS = 60_000;

/**
 * Chat sessions this process recently saw open, so a conversation's next message need not ask
 * sessions-and-limits again. Any change to the member's sessions (ended, abandoned, started
 * elsewhere) is broadcast by that service and forgets the member's entries at once.
 */
@Injectable()
export class OpenSessions implements OnModuleInit, OnModuleDestroy {
  private readonly sessions = new LRUCache<string, { userId: string; session: ChatSession }>({ max: 50_000, ttl: TTL_MS });
  private subscription?: Subscription;

  constructor(private readonly broadcaster: Broadcaster) {}

  onModuleInit() {
    this.subscription = this.broadcaster.subscribe<{ sessionId?: unknown }>(BROADCAST.sessions.chatSessionClosed, ({ sessionId }) => {
      if (typeof sessionId === 'string') this.sessions.delete(sessionId);
    });
  }

  onModuleDestroy() {
    this.subscription?.unsubscribe();
  }

  get(userId: string, sessionId: string): ChatSession | undefined {
    const entry = this.sessions.get(sessionId);
    return entry && entry.userId === userId ? entry.session : undefined;
  }

  remember(userId: string, session: ChatSession) {
    if (session.status !== 'active') return;
    this.sessions.set(session.id, { userId, session });
  }

  forget(sessionId: string) {
    this.sessions.delete(sessionId);
  }
}
