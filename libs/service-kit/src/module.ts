import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { ServiceName } from '@vi/contracts';
import type { Logger } from 'pino';
import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import { Broadcaster } from './broadcast.js';
import type { BaseConfig } from './config.js';
import { createDataSource, migrate } from './database.js';
import { DeadLetters, deadLettersController, EventDeadLetters1764700000000, EventHousekeeping } from './dead-letters.js';
import { ensureEventStream, EventConsumer, eventStreamSettings } from './events.js';
import { HealthController, Readiness } from './health.js';
import { connectNats, natsCredentials, RpcClient, RpcErrorFilter, RpcRequestIdInterceptor } from './nats.js';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { Namespace } from './namespace.js';
import type { DeclaredNatsUse } from './nats-use.js';
import { ForgottenMemberEntity, ForgottenMembers, ForgottenMembers1765000000000 } from './member-deletion.js';
import { OutboxRelay, OutboxWriter } from './outbox.js';
import { forgetDataSource, watchDataSource, watchNatsConnection } from './metrics.js';
import { JETSTREAM, LOGGER, NATS_CONNECTION, SERVICE_CONFIG } from './tokens.js';

export interface ServiceKitOptions {
  serviceName: ServiceName;
  config: BaseConfig;
  logger: Logger;
  /** Answers NATS request-reply: installs the RPC error filter and request-id interceptor. */
  rpc?: boolean;
  /** What it uses on NATS beyond what it owns (nats-use.ts); the RpcClient and Broadcaster hold it to that. */
  nats?: DeclaredNatsUse;
  /** Services with their own tables; the gateway has none. */
  database?: {
    entities: MixedList<Function | string | EntitySchema>;
    migrations: MixedList<Function | string>;
    /** Publishes this schema's outbox to JetStream. */
    outbox?: boolean;
  };
}

/** Closes connections after everything else has stopped using them. */
@Injectable()
class ConnectionsLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly moduleRef: { relay?: OutboxRelay; dataSource?: DataSource; housekeeping?: EventHousekeeping },
  ) {}

  onApplicationBootstrap() {
    this.moduleRef.relay?.start();
    this.moduleRef.housekeeping?.start();
  }

  async beforeApplicationShutdown() {
    await this.moduleRef.relay?.stop();
    await this.moduleRef.housekeeping?.stop();
  }

  async onApplicationShutdown() {
    await this.nc.drain().catch(() => undefined);
    if (this.moduleRef.dataSource) forgetDataSource(this.moduleRef.dataSource);
    if (this.moduleRef.dataSource?.isInitialized) await this.moduleRef.dataSource.destroy();
    this.logger.info('connections closed');
  }
}

@Global()
@Module({})
export class ServiceKitModule {
  static forRoot(options: ServiceKitOptions): DynamicModule {
    const { config, logger, serviceName } = options;
    const namespace = new Namespace(config.NAMESPACE);
    const held: { relay?: OutboxRelay; dataSource?: DataSource; housekeeping?: EventHousekeeping } = {};
    EventConsumer.defaults.maxDeliveries = config.EVENT_MAX_DELIVERIES;
    eventStreamSettings.replicas = config.EVENT_STREAM_REPLICAS;
    const controllers: NonNullable<DynamicModule['controllers']> = [HealthController];

    const providers: Provider[] = [
      { provide: SERVICE_CONFIG, useValue: config },
      { provide: LOGGER, useValue: logger },
      { provide: Namespace, useValue: namespace },
      Readiness,
      {
        provide: NATS_CONNECTION,
        inject: [Readiness],
        useFactory: async (readiness: Readiness) => {
          const nc = await connectNats(config.NATS_URL, serviceName, natsCredentials(config, serviceName));
          watchNatsConnection(nc, 'client');
          readiness.register('nats', async () => {
            if (nc.isClosed()) throw new Error('closed');
            await nc.flush();
          });
          return nc;
        },
      },
      {
        provide: JETSTREAM,
        inject: [NATS_CONNECTION],
        useFactory: async (nc: NatsConnection) => {
          await ensureEventStream(await jetstreamManager(nc), namespace);
          return jetstream(nc);
        },
      },
      {
        provide: Broadcaster,
        inject: [NATS_CONNECTION],
        useFactory: (nc: NatsConnection) => new Broadcaster(nc, namespace, options.nats),
      },
      {
        provide: RpcClient,
        inject: [NATS_CONNECTION],
        useFactory: (nc: NatsConnection) => new RpcClient(nc, namespace, config.RPC_TIMEOUT_MS, logger, options.nats),
      },
      {
        provide: ConnectionsLifecycle,
        inject: [NATS_CONNECTION, LOGGER],
        useFactory: (nc: NatsConnection, log: Logger) => new ConnectionsLifecycle(nc, log, held),
      },
    ];
    if (options.rpc) {
      providers.push({ provide: APP_FILTER, useFactory: () => new RpcErrorFilter(logger) }, { provide: APP_INTERCEPTOR, useClass: RpcRequestIdInterceptor });
    }
    const exported: (string | symbol | Function)[] = [SERVICE_CONFIG, LOGGER, Namespace, Readiness, NATS_CONNECTION, JETSTREAM, RpcClient, Broadcaster];

    if (options.database) {
      const database = options.database;
      const schema = namespace.schema(serviceName);
      providers.push(
        {
          provide: DataSource,
          inject: [Readiness],
          useFactory: async (readiness: Readiness) => {
            // Every service with tables also gets service-kit's own: the consumers' dead letters and the forgotten members.
            const own = Array.isArray(database.migrations) ? database.migrations : Object.values(database.migrations);
            const migrations = [...own, EventDeadLetters1764700000000, ForgottenMembers1765000000000];
            const ownEntities = Array.isArray(database.entities) ? database.entities : Object.values(database.entities);
            const entities = [...ownEntities, ForgottenMemberEntity];
            const dataSource = createDataSource({
              url: config.DATABASE_URL,
              schema,
              poolSize: config.DATABASE_POOL_SIZE,
              ...database,
              entities,
              migrations,
            });
            const applied = await migrate(dataSource, config.DATABASE_URL, schema);
            if (applied.length > 0) logger.info({ schema, applied }, 'migrations applied');
            readiness.register('postgres', async () => {
              await dataSource.query('SELECT 1');
            });
            held.dataSource = dataSource;
            watchDataSource(dataSource, serviceName);
            return dataSource;
          },
        },
        OutboxWriter,
        { provide: ForgottenMembers, useValue: new ForgottenMembers(serviceName) },
        {
          provide: DeadLetters,
          inject: [DataSource],
          useFactory: (dataSource: DataSource) => new DeadLetters(dataSource, namespace, serviceName, logger),
        },
        {
          provide: EventHousekeeping,
          inject: [DataSource],
          useFactory: (dataSource: DataSource) => {
            const housekeeping = new EventHousekeeping(
              dataSource,
              {
                outboxRetentionHours: config.OUTBOX_RETENTION_HOURS,
                processedRetentionDays: config.PROCESSED_EVENTS_RETENTION_DAYS,
                intervalMs: config.EVENT_HOUSEKEEPING_INTERVAL_MS,
              },
              logger,
            );
            held.housekeeping = housekeeping;
            return housekeeping;
          },
        },
      );
      exported.push(DataSource, OutboxWriter, DeadLetters, EventHousekeeping, ForgottenMembers);
      if (options.rpc) controllers.push(deadLettersController(serviceName));
      if (database.outbox) {
        providers.push({
          provide: OutboxRelay,
          inject: [DataSource, JETSTREAM, OutboxWriter],
          useFactory: (dataSource: DataSource, js: JetStreamClient, writer: OutboxWriter) => {
            const relay = new OutboxRelay(dataSource, js, namespace, logger);
            writer.notifyOnAppend(() => relay.kick());
            relay.metricsName = serviceName;
            held.relay = relay;
            return relay;
          },
        });
        exported.push(OutboxRelay);
      }
    }

    return {
      module: ServiceKitModule,
      controllers,
      providers,
      exports: exported,
    };
  }
}
