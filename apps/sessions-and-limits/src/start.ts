import { SERVICE } from '@vi/contracts';
import { defineService, memberExportController } from '@vi/service-kit';
import { sessionsConfigShape } from './config.js';
import { EntitlementsController } from './entitlements/entitlements.controller.js';
import { EntitlementsRepository } from './entitlements/entitlements.repository.js';
import { subscriptionChanged } from './entitlements/subscription-changed.js';
import { SESSIONS_ENTITIES } from './entities.js';
import { SESSIONS_MIGRATIONS } from './migrations/index.js';
import { MemberDataRepository } from './member-deletion/member-data.repository.js';
import { memberDeletion } from './member-deletion/member-deletion.js';
import { InactivitySweeper } from './sessions/inactivity-sweeper.js';
import { SessionsController } from './sessions/sessions.controller.js';
import { SessionsRepository } from './sessions/sessions.repository.js';
import { SessionsService } from './sessions/sessions.service.js';
import { UsageController } from './usage/usage.controller.js';
import { UsageRepository } from './usage/usage.repository.js';
import { UsageService } from './usage/usage.service.js';
import { VoiceCallsController } from './voice-calls/voice-calls.controller.js';
import { VoiceCallsRepository } from './voice-calls/voice-calls.repository.js';
import { VoiceCallsService } from './voice-calls/voice-calls.service.js';
import { MemberZonesRepository } from './time-zones/member-zones.repository.js';
import { memberExport } from './member-export/member-export.js';

export const SERVICE_NAME = SERVICE.sessionsAndLimits;

export const startSessionsAndLimits = defineService({
  serviceName: SERVICE_NAME,
  configShape: sessionsConfigShape,
  database: { entities: SESSIONS_ENTITIES, migrations: SESSIONS_MIGRATIONS, outbox: true },
  controllers: [SessionsController, UsageController, EntitlementsController, VoiceCallsController, memberExportController(SERVICE_NAME)],
  providers: [
    SessionsRepository,
    SessionsService,
    EntitlementsRepository,
    subscriptionChanged,
    InactivitySweeper,
    UsageRepository,
    UsageService,
    VoiceCallsRepository,
    VoiceCallsService,
    MemberZonesRepository,
    MemberDataRepository,
    memberDeletion,
    memberExport,
  ],
});
