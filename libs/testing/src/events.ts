import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { Namespace } from '@vi/service-kit';

/** An event as a service's outbox relay publishes it. */
export interface PublishedEvent<T = unknown> {
  id: string;
  subject: string;
  occurredAt: string;
  data: T;
}

export interface PublishEventOptions {
  /** The event's id (default a new one); give an earlier event's id with another `msgId` to deliver it again. */
  id?: string;
  /** The JetStream message id (default the event id, as the outbox relay does). */
  msgId?: string;
  /** Default now. */
  occurredAt?: string;
}

/**
 * Publishes a domain event to namespace `namespace`'s JetStream stream the way an outbox relay does
 * (the event id is the message id, so the stream drops a second publish of it).
 */
export async function publishEvent<T>(
  nc: NatsConnection,
  namespace: string,
  subject: string,
  data: T,
  options: PublishEventOptions = {},
): Promise<PublishedEvent<T>> {
  const event = { id: options.id ?? randomUUID(), subject, occurredAt: options.occurredAt ?? new Date().toISOString(), data };
  await jetstream(nc).publish(new Namespace(namespace).subject(subject), JSON.stringify(event), { msgID: options.msgId ?? event.id, timeout: 5000 });
  return event;
}
