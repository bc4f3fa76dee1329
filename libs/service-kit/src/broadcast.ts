import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Namespace } from './namespace.js';
import { type DeclaredNatsUse, mayListen, UndeclaredNatsUse } from './nats-use.js';

/**
 * Fire-and-forget hints on core NATS, e.g. "this member's usage changed": every listening
 * replica gets them (no queue group). Only for what may be lost, such as cache invalidation.
 */
export class Broadcaster {
  constructor(
    private readonly nc: NatsConnection,
    private readonly namespace: Namespace,
    /** What the service declared (nats-use.ts): a broadcast it did not declare is refused. */
    private readonly declared?: DeclaredNatsUse,
  ) {}

  publish(subject: string, data: Record<string, unknown>): void {
    try {
      this.nc.publish(this.namespace.subject(subject), JSON.stringify(data));
    } catch {
      // A hint that cannot be sent is dropped; whatever it was for expires on its own.
    }
  }

  subscribe<T>(subject: string, listener: (data: T) => void): Subscription {
    if (this.declared && !mayListen(this.declared, subject)) throw new UndeclaredNatsUse(this.declared, 'listens', subject);
    return this.nc.subscribe(this.namespace.subject(subject), {
      callback: (error, msg) => {
        if (error) return;
        try {
          listener(msg.json<T>());
        } catch {
          /* a malformed hint changes nothing */
        }
      },
    });
  }
}
