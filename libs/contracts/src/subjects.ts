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
} as const;
export type ServiceName = (typeof SERVICE)[keyof typeof SERVICE];

export const RPC = {
  identity: {
    signUp: 'rpc.identity.sign-up',
    signIn: 'rpc.identity.sign-in',
    refresh: 'rpc.identity.refresh',
    signOut: 'rpc.identity.sign-out',
    getUser: 'rpc.identity.get-user',
    publicKeys: 'rpc.identity.public-keys',
  },
  sessions: {
    usage: 'rpc.sessions-and-limits.usage',
    startVoice: 'rpc.sessions-and-limits.start-voice',
    endVoice: 'rpc.sessions-and-limits.end-voice',
    startChat: 'rpc.sessions-and-limits.start-chat',
    endChat: 'rpc.sessions-and-limits.end-chat',
    getChat: 'rpc.sessions-and-limits.get-chat',
    recordChatMessage: 'rpc.sessions-and-limits.record-chat-message',
    /** Withdraws a chat session whose first message failed: it does not use up the allowance. */
    cancelChat: 'rpc.sessions-and-limits.cancel-chat',
    entitlement: 'rpc.sessions-and-limits.entitlement',
  },
  chat: {
    /** Answers with a stream of ChatStreamEvent. */
    sendMessage: 'rpc.chat.send-message',
    currentConversation: 'rpc.chat.current-conversation',
    clearConversation: 'rpc.chat.clear-conversation',
    listConversations: 'rpc.chat.list-conversations',
    getConversation: 'rpc.chat.get-conversation',
    deleteConversation: 'rpc.chat.delete-conversation',
  },
} as const;

export const EVENTS = {
  identity: {
    userSignedUp: 'events.identity.user.signed-up.v1',
    userSignedIn: 'events.identity.user.signed-in.v1',
  },
  sessions: {
    voiceSessionEnded: 'events.sessions-and-limits.voice-session.ended.v1',
    chatSessionEnded: 'events.sessions-and-limits.chat-session.ended.v1',
  },
  billing: {
    subscriptionChanged: 'events.billing.subscription.changed.v1',
  },
} as const;

/**
 * Fire-and-forget hints on core NATS (every replica of a listener gets them; losing one
 * only means a cache entry lives to its short expiry).
 */
export const BROADCAST = {
  identity: {
    userChanged: 'broadcast.identity.user.changed',
  },
  sessions: {
    usageChanged: 'broadcast.sessions-and-limits.usage.changed',
    /** A chat session ended, was abandoned or withdrawn: `{ userId, sessionId }`. */
    chatSessionClosed: 'broadcast.sessions-and-limits.chat-session.closed',
  },
} as const;

/** The JetStream stream that carries every domain event. */
export const EVENT_STREAM = 'EVENTS';
export const EVENT_SUBJECTS_WILDCARD = 'events.>';
