import { BROADCAST, RPC, SERVICE } from '@vi/contracts';
import { ConfigError, defineService, memberExportController } from '@vi/service-kit';
import { AssistantService } from './assistant/assistant.service.js';
import { chatConfigShape } from './config.js';
import { ConversationsController } from './conversations/conversations.controller.js';
import { ConversationsRepository } from './conversations/conversations.repository.js';
import { ConversationsService } from './conversations/conversations.service.js';
import { CHAT_ENTITIES } from './entities.js';
import { keyConfigProblems, type KeyConfig } from './encryption/key-config.js';
import { MemberKeys } from './encryption/member-keys.js';
import { SealOldMessages } from './encryption/seal-old-messages.js';
import { memberDeletion } from './member-deletion/member-deletion.js';
import { MessagesController } from './messages/messages.controller.js';
import { ConversationContexts } from './messages/conversation-contexts.js';
import { OpenSessions } from './messages/open-sessions.js';
import { SendMessageService } from './messages/send-message.service.js';
import { CHAT_MIGRATIONS } from './migrations/index.js';
import { CLOCK, systemClock } from './safety/clock.js';
import { CrisisCheckController } from './safety/crisis-check.controller.js';
import { ModelRiskLayer } from './safety/model-layer/model-risk-layer.js';
import { SafetyNet } from './safety/safety-net.service.js';
import { VoiceSafetyController } from './safety/voice-safety.controller.js';
import { ReferralsController } from './safety/referrals/referrals.controller.js';
import { ReferralsRepository } from './safety/referrals/referrals.repository.js';
import { VoiceTurnsController } from './voice-turns/voice-turns.controller.js';
import { VoiceTurnsService } from './voice-turns/voice-turns.service.js';
import { memberExport } from './member-export/member-export.js';

export const SERVICE_NAME = SERVICE.chat;

export const startChat = defineService({
  serviceName: SERVICE_NAME,
  configShape: chatConfigShape,
  database: { entities: CHAT_ENTITIES, migrations: CHAT_MIGRATIONS },
  nats: {
    // The chat session a message belongs to, its allowance and its record; a voice call's session and crisis flag.
    calls: [
      RPC.sessions.getChat,
      RPC.sessions.startChat,
      RPC.sessions.cancelChat,
      RPC.sessions.recordChatMessage,
      RPC.sessions.entitlement,
      RPC.sessions.getVoice,
      RPC.sessions.flagVoiceCrisis,
    ],
    listens: [BROADCAST.sessions.chatSessionClosed],
  },
  controllers: [
    MessagesController,
    ConversationsController,
    CrisisCheckController,
    VoiceTurnsController,
    ReferralsController,
    VoiceSafetyController,
    memberExportController(SERVICE_NAME),
  ],
  providers: [
    AssistantService,
    MemberKeys,
    SealOldMessages,
    ConversationsRepository,
    ConversationsService,
    SendMessageService,
    OpenSessions,
    ConversationContexts,
    VoiceTurnsService,
    memberDeletion,
    memberExport,
    ReferralsRepository,
    ModelRiskLayer,
    SafetyNet,
    { provide: CLOCK, useValue: systemClock },
  ],
  beforeStart: (config, logger) => {
    const problems = keyConfigProblems(config as unknown as KeyConfig);
    if (problems.length > 0) throw new ConfigError(problems);
    if (!config.OPENAI_API_KEY) logger.info('no OPENAI_API_KEY: the built-in offline coach answers');
  },
});
