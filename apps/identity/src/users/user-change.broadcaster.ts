import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { BROADCAST } from '@vi/contracts';
import { NATS_CONNECTION, Namespace } from '@vi/service-kit';

/** Tells every gateway to drop its cached copy of a member's profile after a change. */
@Injectable()
export class UserChangeBroadcaster {
  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly namespace: Namespace,
  ) {}

  userChanged(userId: string) {
    try {
      this.nc.publish(this.namespace.subject(BROADCAST.identity.userChanged), JSON.stringify({ userId }));
    } catch {
      // Only a cache hint: the cached copy expires on its own within seconds.
    }
  }
}
