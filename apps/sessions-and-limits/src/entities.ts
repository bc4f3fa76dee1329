import { EntitlementEntity } from './entitlements/entitlement.entity.js';
import { ChatSessionEntity } from './sessions/chat-session.entity.js';
import { VoiceSessionEntity } from './sessions/voice-session.entity.js';
import { MemberTimeZoneEntity } from './time-zones/member-time-zone.entity.js';

export const SESSIONS_ENTITIES = [VoiceSessionEntity, ChatSessionEntity, EntitlementEntity, MemberTimeZoneEntity];
