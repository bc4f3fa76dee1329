/**
 * Every NATS subject in one place. Request-reply: `rpc.<service>.<action>`;
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

const rpc = <S extends ServiceName, A extends string>(service: S, action: A) => `rpc.${service}.${action}` as const;
const event = <S extends ServiceName, E extends string>(service: S, name: E) => `events.${service}.${name}` as const;
const broadcast = <S extends ServiceName, B extends string>(service: S, name: B) => `broadcast.${service}.${name}` as const;

/** The service a subject belongs to (`rpc.<service>.<action>`), for messages about it. */
export function serviceOfSubject(subject: string): string {
  return subject.split('.')[1] ?? 'unknown';
}

export const RPC = {
  identity: {
    signUp: rpc(SERVICE.identity, 'sign-up'),
    signIn: rpc(SERVICE.identity, 'sign-in'),
    refresh: rpc(SERVICE.identity, 'refresh'),
    signOut: rpc(SERVICE.identity, 'sign-out'),
    getUser: rpc(SERVICE.identity, 'get-user'),
    publicKeys: rpc(SERVICE.identity, 'public-keys'),
    /** The admin area (each carries the acting admin's id; identity applies the super-admin rules). */
    listAdmins: rpc(SERVICE.identity, 'list-admins'),
    addAdmin: rpc(SERVICE.identity, 'add-admin'),
    removeAdmin: rpc(SERVICE.identity, 'remove-admin'),
    createMember: rpc(SERVICE.identity, 'create-member'),
    /** Deletes the account and publishes `user deleted`; every other service forgets the member from it. */
    deleteMember: rpc(SERVICE.identity, 'delete-member'),
  },
  sessions: {
    usage: rpc(SERVICE.sessionsAndLimits, 'usage'),
    startVoice: rpc(SERVICE.sessionsAndLimits, 'start-voice'),
    endVoice: rpc(SERVICE.sessionsAndLimits, 'end-voice'),
    startChat: rpc(SERVICE.sessionsAndLimits, 'start-chat'),
    endChat: rpc(SERVICE.sessionsAndLimits, 'end-chat'),
    getChat: rpc(SERVICE.sessionsAndLimits, 'get-chat'),
    recordChatMessage: rpc(SERVICE.sessionsAndLimits, 'record-chat-message'),
    /** Withdraws a chat session whose first message failed: it does not use up the allowance. */
    cancelChat: rpc(SERVICE.sessionsAndLimits, 'cancel-chat'),
    entitlement: rpc(SERVICE.sessionsAndLimits, 'entitlement'),
    /** The voice platform's word on a call's end (end-of-call report or status update). */
    completeVoiceFromPlatform: rpc(SERVICE.sessionsAndLimits, 'complete-voice-from-platform'),
    /** A member's own voice call, if it is still going (`{ userId, sessionId }` → VoiceSession; 404 for anyone else's). */
    getVoice: rpc(SERVICE.sessionsAndLimits, 'get-voice'),
    /** Marks a voice call as having shown crisis risk (browser voice mode; counts only, no text). */
    flagVoiceCrisis: rpc(SERVICE.sessionsAndLimits, 'flag-voice-crisis'),
  },
  chat: {
    /** Answers with a stream of ChatStreamEvent. */
    sendMessage: rpc(SERVICE.chat, 'send-message'),
    currentConversation: rpc(SERVICE.chat, 'current-conversation'),
    clearConversation: rpc(SERVICE.chat, 'clear-conversation'),
    listConversations: rpc(SERVICE.chat, 'list-conversations'),
    getConversation: rpc(SERVICE.chat, 'get-conversation'),
    deleteConversation: rpc(SERVICE.chat, 'delete-conversation'),
    /** The crisis phrase check on some texts (a voice call's transcript); answers `{ crisis }`, stores nothing. */
    checkCrisis: rpc(SERVICE.chat, 'check-crisis'),
    /** Browser voice mode: one spoken turn answered by the assistant; a stream of VoiceTurnEvent, nothing stored. */
    voiceTurn: rpc(SERVICE.chat, 'voice-turn'),
    /** Platform voice: one final member transcript turn, checked as it arrives; answers what the page shows and Vi says. */
    voiceTranscript: rpc(SERVICE.chat, 'voice-transcript'),
    /** The AI disclosure a voice call opens with, in the call's language. */
    voiceDisclosure: rpc(SERVICE.chat, 'voice-disclosure'),
    /** Anonymous crisis referral counts (month, level, channel, language, count): ReferralCounts; admins only, through the gateway. */
    referralCounts: rpc(SERVICE.chat, 'referral-counts'),
  },
  billing: {
    plan: rpc(SERVICE.billing, 'plan'),
    subscription: rpc(SERVICE.billing, 'subscription'),
    createCheckout: rpc(SERVICE.billing, 'create-checkout'),
    createPortal: rpc(SERVICE.billing, 'create-portal'),
    /** A Stripe webhook delivery: the raw body and its `stripe-signature` header, verified by billing. */
    handleWebhook: rpc(SERVICE.billing, 'handle-webhook'),
    /** The checkout of our own used when no Stripe keys are configured. */
    getLocalCheckout: rpc(SERVICE.billing, 'get-local-checkout'),
    completeLocalCheckout: rpc(SERVICE.billing, 'complete-local-checkout'),
    cancelLocalCheckout: rpc(SERVICE.billing, 'cancel-local-checkout'),
    /** The local stand-in for Stripe's customer portal: cancel at period end, or resume. */
    localPortalCancel: rpc(SERVICE.billing, 'local-portal-cancel'),
    localPortalResume: rpc(SERVICE.billing, 'local-portal-resume'),
  },
  feedback: {
    /** A member's rating of a voice or chat conversation. */
    submit: rpc(SERVICE.feedback, 'submit'),
    /** Newest first, optionally one session type (admins; the gateway checks the right). */
    list: rpc(SERVICE.feedback, 'list'),
  },
  webhooks: {
    listConfigs: rpc(SERVICE.webhookDispatch, 'list-configs'),
    createConfig: rpc(SERVICE.webhookDispatch, 'create-config'),
    updateConfig: rpc(SERVICE.webhookDispatch, 'update-config'),
    deleteConfig: rpc(SERVICE.webhookDispatch, 'delete-config'),
    /** The latest delivery attempts and test sends, newest first. */
    listLogs: rpc(SERVICE.webhookDispatch, 'list-logs'),
    /** Sends a signed test payload to one configuration now. */
    test: rpc(SERVICE.webhookDispatch, 'test'),
    /** Sends a logged delivery again now (same webhook-id). */
    redeliver: rpc(SERVICE.webhookDispatch, 'redeliver'),
  },
  admin: {
    /** The user directory: search, plan filter, a page, the total. */
    listUsers: rpc(SERVICE.admin, 'list-users'),
    /** Per-day sign-ups, conversations and premium share, and the rating distribution. */
    overview: rpc(SERVICE.admin, 'overview'),
  },
} as const;

/** What every service with tables answers about the events its consumers set aside (see operations.ts). */
export function deadLetterSubjects(service: ServiceName) {
  return {
    list: rpc(service, 'dead-letters.list'),
    replay: rpc(service, 'dead-letters.replay'),
    discard: rpc(service, 'dead-letters.discard'),
  };
}

export const EVENTS = {
  identity: {
    userSignedUp: event(SERVICE.identity, 'user.signed-up.v1'),
    userSignedIn: event(SERVICE.identity, 'user.signed-in.v1'),
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
