import { type DynamicModule, Module } from '@nestjs/common';
import { type BaseConfig, ServiceKitModule } from '@vi/service-kit';
import type { Logger } from 'pino';
import { AssistantService } from './assistant/assistant.service.js';
import { ConversationsController } from './conversations/conversations.controller.js';
import { ConversationsRepository } from './conversations/conversations.repository.js';
import { ConversationsService } from './conversations/conversations.service.js';
import { CHAT_ENTITIES } from './entities.js';
import { MessagesController } from './messages/messages.controller.js';
import { OpenSessions } from './messages/open-sessions.js';
import { SendMessageService } from './messages/send-message.service.js';
import { CHAT_MIGRATIONS } from './migrations/index.js';

export const SERVICE_NAME = 'chat';

@Module({})
export class ChatModule {
  static register(config: BaseConfig, logger: Logger): DynamicModule {
    return {
      module: ChatModule,
      imports: [
        ServiceKitModule.forRoot({
          serviceName: SERVICE_NAME,
          config,
          logger,
          rpc: true,
          database: { entities: CHAT_ENTITIES, migrations: CHAT_MIGRATIONS },
        }),
      ],
      controllers: [MessagesController, ConversationsController],
      providers: [AssistantService, ConversationsRepository, ConversationsService, SendMessageService, OpenSessions],
    };
  }
}
