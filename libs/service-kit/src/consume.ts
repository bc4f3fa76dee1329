import type { BeforeApplicationShutdown, InjectionToken, OnApplicationBootstrap, Provider } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { EventConsumer, type EventHandler } from './events.js';
import { Namespace } from './namespace.js';
import { CONSUMER_TOKEN_PREFIX } from './nats-use.js';
import { LOGGER, NATS_CONNECTION } from './tokens.js';

/** A durable consumer as a service declares it. */
export interface ConsumerDeclaration<Deps extends unknown[]> {
  /** The durable name. Replicas share it; it survives restarts. The NATS permissions are generated from it (nats-use.ts). */
  durable: string;
  subjects: string[];
  /** What `handle` needs, as Nest injection tokens, in order. */
  inject?: { [K in keyof Deps]: InjectionToken };
  /** Builds the handler from the injected dependencies. Each event is handled in a transaction that records it. */
  handle: (...deps: Deps) => EventHandler;
  /** Failed deliveries of one event before it becomes a dead letter (default: EventConsumer.defaults). */
  maxDeliveries?: number;
}

/** One durable consumer, started when the application has booted and stopped before it shuts down. */
export class RunningConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(readonly consumer: EventConsumer) {}

  async onApplicationBootstrap() {
    await this.consumer.start();
  }

  async beforeApplicationShutdown() {
    await this.consumer.stop();
  }
}

/** The injection token of the consumer with this durable name (tests and other providers can get it). */
export const consumerToken = (durable: string) => `${CONSUMER_TOKEN_PREFIX}${durable}`;

/**
 * A durable JetStream consumer as a Nest provider: `providers: [consume({ durable, subjects, inject, handle })]`.
 * The lifecycle (start on bootstrap, stop before shutdown), the connection, the namespace, the
 * transaction and the dead letters are service-kit's; the service writes only what an event does.
 */
export function consume<Deps extends unknown[]>(declaration: ConsumerDeclaration<Deps>): Provider {
  return {
    provide: consumerToken(declaration.durable),
    inject: [NATS_CONNECTION, Namespace, DataSource, LOGGER, ...((declaration.inject ?? []) as InjectionToken[])],
    useFactory: (nc: NatsConnection, namespace: Namespace, dataSource: DataSource, logger: Logger, ...deps: unknown[]) =>
      new RunningConsumer(
        new EventConsumer({
          nc,
          namespace,
          dataSource,
          logger,
          durable: declaration.durable,
          subjects: declaration.subjects,
          handle: declaration.handle(...(deps as Deps)),
          ...(declaration.maxDeliveries === undefined ? {} : { maxDeliveries: declaration.maxDeliveries }),
        }),
      ),
  };
}
