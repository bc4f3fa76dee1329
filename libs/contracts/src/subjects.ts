/**
 * Every NATS subject in one place (request-reply ones with their schemas in rpc.ts). Request-reply: `rpc.<service>.<action>`;
 * domain events: `events.<service>.<entity>.<past-tense>.v<N>`.
 * A deployment may run under a namespace, which service-kit prepends at the wire.
 */
export const SERVICE = {
  identity: 'identity',
  gateway: 'gateway',
  sessionsAndLimits: 'sessions-and-limits',
  chat: 'chat',
  billing: 'billing',
  feedback: 'feedback',
  webhookDispatch: 'webhook-dispatch',
  admin: 'admin',
} as const;
export type ServiceName = (typeof SERVICE)[keyof typeof SERVICE];

/** `rpc.<service>.<action>`: the subject of a request-reply (RPC in rpc.ts holds every one, with its schemas). */
export const rpcSubject = <S extends ServiceName, A extends string>(service: S, action: A) => `rpc.${service}.${action}` as const;
const event = <S extends ServiceName, E extends string>(service: S, name: E) => `events.${service}.${name}` as const;
const broadcast = <S extends ServiceName, B extends string>(service: S, name: B) => `broadcast.${service}.${name}` as const;

/** The service a subject belongs to (`rpc.<service>.<action>`), for messages about it. */
export function serviceOfSubject(subject: string): string {
  return subject.split('.')[1] ?? 'unknown';
}

/** What every service with tables answers about the events its consumers set aside (see operations.ts). */
export function deadLetterSubjects(service: ServiceName) {
  return {
    list: rpcSubject(service, 'dead-letters.list'),
    replay: rpcSubject(service, 'dead-letters.replay'),
    discard: rpcSubject(service, 'dead-letters.discard'),
  };
}

export const EVENTS = {
  identity: {
    userSignedUp: event(SERVICE.identity, 'user.signed-up.v1'),
    userSignedIn: event(SERVICE.identity, 'user.signed-in.v1'),
    /** The member changed their name or confirmed a new email address. */
    userProfileChanged: event(SERVICE.identity, 'user.profile-changed.v1'),
    /** The member closed their account: signed out everywhere, subscription to end with its period, purged after the recovery window. */
    userClosed: event(SERVICE.identity, 'user.closed.v1'),
    /** A closed account restored by its member within the window. */
    userRestored: event(SERVICE.identity, 'user.restored.v1'),
    /** An admin deleted the account: every service deletes or anonymises what it holds of the member. */
    userDeleted: event(SERVICE.identity, 'user.deleted.v1'),
  },
  sessions: {
    voiceSessionEnded: event(SERVICE.sessionsAndLimits, 'voice-session.ended.v1'),
    chatSessionEnded: event(SERVICE.sessionsAndLimits, 'chat-session.ended.v1'),
  },
  billing: {
    subscriptionChanged: event(SERVICE.billing, 'subscription.changed.v1'),
    /** A member's first successful payment. */
    purchaseCompleted: event(SERVICE.billing, 'purchase.completed.v1'),
  },
  feedback: {
    feedbackSubmitted: event(SERVICE.feedback, 'feedback.submitted.v1'),
  },
  webhooks: {
    /** A super admin changed a webhook or revealed its secret: identity records it in the admin audit log. */
    adminActionRecorded: event(SERVICE.webhookDispatch, 'admin-action.recorded.v1'),
  },
} as const;

/**
 * Fire-and-forget hints on core NATS (every replica of a listener gets them; losing one
 * only means a cache entry lives to its short expiry).
 */
export const BROADCAST = {
  identity: {
    userChanged: broadcast(SERVICE.identity, 'user.changed'),
  },
  sessions: {
    usageChanged: broadcast(SERVICE.sessionsAndLimits, 'usage.changed'),
    /** A chat session ended, was abandoned or withdrawn: `{ userId, sessionId }`. */
    chatSessionClosed: broadcast(SERVICE.sessionsAndLimits, 'chat-session.closed'),
  },
} as const;

/** The JetStream stream that carries every domain event. */
export const EVENT_STREAM = 'EVENTS';
export const EVENT_SUBJECTS_WILDCARD = 'events.>';
