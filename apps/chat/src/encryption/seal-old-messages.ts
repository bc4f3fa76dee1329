import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { LOGGER } from '@vi/service-kit';
import type { Logger } from 'pino';
import { ConversationsRepository } from '../conversations/conversations.repository.js';

/** At start, seals every message written before conversations were encrypted, in batches, in the background. */
@Injectable()
export class SealOldMessages implements OnApplicationBootstrap {
  constructor(
    private readonly conversations: ConversationsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    void this.run().catch((error: unknown) =>
      this.logger.error({ err: error }, 'could not seal the messages written before encryption; the next start tries again'),
    );
  }

  async run(): Promise<number> {
    let total = 0;
    for (let sealed = await this.conversations.sealOldMessages(); sealed > 0; sealed = await this.conversations.sealOldMessages()) total += sealed;
    if (total > 0) this.logger.info({ sealed: total }, 'messages written before encryption are now sealed');
    return total;
  }
}
