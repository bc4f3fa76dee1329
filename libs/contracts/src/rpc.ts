import { z } from 'zod';
import {
  addAdminRequestSchema,
  adminEntrySchema,
  adminListSchema,
  adminOverviewRequestSchema,
  adminOverviewSchema,
  createMemberRequestSchema,
  deleteMemberRequestSchema,
  deleteMemberResponseSchema,
  listAdminsRequestSchema,
  removeAdminRequestSchema,
  removeAdminResponseSchema,
  userDirectoryPageSchema,
  userDirectoryQuerySchema,
} from './admin.js';
import {
  billingMemberRequestSchema,
  billingPlanSchema,
  createCheckoutRequestSchema,
  localCheckoutOutcomeSchema,
  localCheckoutRequestSchema,
  localCheckoutSchema,
  memberSubscriptionSchema,
  redirectUrlSchema,
  webhookRequestSchema,
  webhookResultSchema,
} from './billing.js';
import {
  chatStreamEventSchema,
  conversationListSchema,
  conversationRequestSchema,
  conversationSchema,
  currentConversationRequestSchema,
  deletedSchema,
  entitlementSchema,
  sendChatMessageRequestSchema,
  userRequestSchema,
} from './chat.js';
import {
  accountClosedReplySchema,
  closeAccountRequestSchema,
  restoreAccountRequestSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  emailChangeRequestedSchema,
  emailConfirmedReplySchema,
  endedSessionsSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  resetRequestedSchema,
  signOutEverywhereRequestSchema,
  updateProfileRequestSchema,
} from './account.js';
import { auditLogPageSchema, auditLogRequestSchema } from './audit.js';
import {
  googleCallbackReplySchema,
  googleCallbackRequestSchema,
  googleCompleteRequestSchema,
  googleLinkRequestSchema,
  googleStartSchema,
  signInProvidersSchema,
} from './external-sign-in.js';
import { feedbackListSchema, feedbackSchema, listFeedbackQuerySchema, submitFeedbackRequestSchema } from './feedback.js';
import {
  getUserRequestSchema,
  publicKeysResponseSchema,
  refreshRequestSchema,
  sessionSchema,
  signInRequestSchema,
  signOutRequestSchema,
  signOutResponseSchema,
  signUpRequestSchema,
  userSchema,
} from './identity.js';
import { referralCountsSchema } from './safety.js';
import {
  cancelChatResponseSchema,
  chatSessionRequestSchema,
  chatSessionSchema,
  endChatSessionRequestSchema,
  endVoiceSessionRequestSchema,
  recordChatMessageRequestSchema,
  startSessionRequestSchema,
  startVoiceSessionRequestSchema,
  usageRequestSchema,
  usageSchema,
  voiceSessionSchema,
} from './sessions.js';
import {
  checkCrisisRequestSchema,
  checkCrisisResultSchema,
  completeVoiceFromPlatformRequestSchema,
  completeVoiceFromPlatformResultSchema,
  voiceDisclosureRequestSchema,
  voiceDisclosureResultSchema,
  voiceSessionRequestSchema,
  voiceTranscriptRequestSchema,
  voiceTranscriptResultSchema,
  voiceTurnEventSchema,
  voiceTurnRequestSchema,
} from './voice.js';
import {
  createWebhookConfigRequestSchema,
  deleteWebhookConfigRequestSchema,
  listWebhookLogsRequestSchema,
  redeliverRequestSchema,
  revealedWebhookSecretSchema,
  updateWebhookConfigRequestSchema,
  webhookConfigDeletedSchema,
  webhookConfigListSchema,
  webhookConfigSchema,
  webhookConfigWithSecretSchema,
  webhookIdParamSchema,
  webhookLogListSchema,
  webhookSecretRequestSchema,
  webhookSendResultSchema,
} from './webhooks.js';
import { deadLetterSubjects, rpcSubject, SERVICE, type ServiceName } from './subjects.js';
import { deadLetterDiscardedSchema, deadLetterListSchema, deadLetterReplayedSchema, deadLetterRequestSchema } from './operations.js';

/**
 * A request-reply between services: its subject, what the caller sends (`request`, which the
 * handler parses) and what the handler answers (`response`, which the caller validates). One
 * definition binds both sides: RpcClient.call/stream take it whole, a handler is `@HandleRpc(def)`
 * and parses with `parseRequest(def, data)` (service-kit).
 */
export interface RpcDefinition<
  Subject extends string = string,
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Streams extends boolean = boolean,
> {
  readonly subject: Subject;
  readonly request: Request;
  /** The answer; for a streamed RPC, each value of the stream. */
  readonly response: Response;
  /** True when the handler answers with a stream of `response` values (RpcClient.stream). */
  readonly streams: Streams;
}
/** An RPC answered once (RpcClient.call). */
export type UnaryRpc = RpcDefinition<string, z.ZodType, z.ZodType, false>;
/** An RPC answered with a stream of values (RpcClient.stream). */
export type StreamRpc = RpcDefinition<string, z.ZodType, z.ZodType, true>;
/** What a caller sends. */
export type RpcRequest<D extends RpcDefinition> = z.input<D['request']>;
/** What a handler answers (before the caller's schema applies its defaults and transforms). */
export type RpcReply<D extends RpcDefinition> = z.input<D['response']>;
/** What a caller gets back: the answer as the response schema parses it. */
export type RpcAnswer<D extends RpcDefinition> = z.output<D['response']>;

/** An RPC answered with one value. */
export function defineRpc<Subject extends string, Request extends z.ZodType, Response extends z.ZodType>(
  subject: Subject,
  request: Request,
  response: Response,
): RpcDefinition<Subject, Request, Response, false> {
  return Object.freeze({ subject, request, response, streams: false as const });
}

/** An RPC answered with a stream of `item` values (a chat reply). */
export function defineStreamRpc<Subject extends string, Request extends z.ZodType, Item extends z.ZodType>(
  subject: Subject,
  request: Request,
  item: Item,
): RpcDefinition<Subject, Request, Item, true> {
  return Object.freeze({ subject, request, response: item, streams: true as const });
}

/** The request of an RPC that reads nothing from its payload (callers send `{}`). */
const noPayload = z.object({});

/** Every request-reply between the services, by service. */
export const RPC = {
  identity: {
    signUp: defineRpc(rpcSubject(SERVICE.identity, 'sign-up'), signUpRequestSchema, sessionSchema),
    signIn: defineRpc(rpcSubject(SERVICE.identity, 'sign-in'), signInRequestSchema, sessionSchema),
    refresh: defineRpc(rpcSubject(SERVICE.identity, 'refresh'), refreshRequestSchema, sessionSchema),
    signOut: defineRpc(rpcSubject(SERVICE.identity, 'sign-out'), signOutRequestSchema, signOutResponseSchema),
    getUser: defineRpc(rpcSubject(SERVICE.identity, 'get-user'), getUserRequestSchema, userSchema),
    publicKeys: defineRpc(rpcSubject(SERVICE.identity, 'public-keys'), noPayload, publicKeysResponseSchema),
    /** The member's own account (the gateway sends the member and session from the access token). */
    updateProfile: defineRpc(rpcSubject(SERVICE.identity, 'update-profile'), updateProfileRequestSchema, userSchema),
    changePassword: defineRpc(rpcSubject(SERVICE.identity, 'change-password'), changePasswordRequestSchema, endedSessionsSchema),
    signOutEverywhere: defineRpc(rpcSubject(SERVICE.identity, 'sign-out-everywhere'), signOutEverywhereRequestSchema, endedSessionsSchema),
    changeEmail: defineRpc(rpcSubject(SERVICE.identity, 'change-email'), changeEmailRequestSchema, emailChangeRequestedSchema),
    /** Links from email: whoever holds the link's secret, signed in or not. */
    confirmEmail: defineRpc(rpcSubject(SERVICE.identity, 'confirm-email'), confirmEmailRequestSchema, emailConfirmedReplySchema),
    forgotPassword: defineRpc(rpcSubject(SERVICE.identity, 'forgot-password'), forgotPasswordRequestSchema, resetRequestedSchema),
    resetPassword: defineRpc(rpcSubject(SERVICE.identity, 'reset-password'), resetPasswordRequestSchema, endedSessionsSchema),
    /** The member closes their own account (password required); restorable for ACCOUNT_RECOVERY_DAYS. */
    closeAccount: defineRpc(rpcSubject(SERVICE.identity, 'close-account'), closeAccountRequestSchema, accountClosedReplySchema),
    restoreAccount: defineRpc(rpcSubject(SERVICE.identity, 'restore-account'), restoreAccountRequestSchema, sessionSchema),
    /** The admin area (each carries the acting admin's id; identity applies the super-admin rules). */
    listAdmins: defineRpc(rpcSubject(SERVICE.identity, 'list-admins'), listAdminsRequestSchema, adminListSchema),
    addAdmin: defineRpc(rpcSubject(SERVICE.identity, 'add-admin'), addAdminRequestSchema, adminEntrySchema),
    removeAdmin: defineRpc(rpcSubject(SERVICE.identity, 'remove-admin'), removeAdminRequestSchema, removeAdminResponseSchema),
    createMember: defineRpc(rpcSubject(SERVICE.identity, 'create-member'), createMemberRequestSchema, userSchema),
    /** Deletes the account and publishes `user deleted`; every other service forgets the member from it. */
    deleteMember: defineRpc(rpcSubject(SERVICE.identity, 'delete-member'), deleteMemberRequestSchema, deleteMemberResponseSchema),
    /** The admin audit log, newest first, filtered (super admins only: identity checks). */
    auditLog: defineRpc(rpcSubject(SERVICE.identity, 'audit-log'), auditLogRequestSchema, auditLogPageSchema),
    /** Google sign-in (ADR 0047): which providers are set up, the start, the provider's answer, and the two ways to finish. */
    signInProviders: defineRpc(rpcSubject(SERVICE.identity, 'sign-in-providers'), noPayload, signInProvidersSchema),
    googleStart: defineRpc(rpcSubject(SERVICE.identity, 'google-start'), noPayload, googleStartSchema),
    googleCallback: defineRpc(rpcSubject(SERVICE.identity, 'google-callback'), googleCallbackRequestSchema, googleCallbackReplySchema),
    googleComplete: defineRpc(rpcSubject(SERVICE.identity, 'google-complete'), googleCompleteRequestSchema, sessionSchema),
    googleLink: defineRpc(rpcSubject(SERVICE.identity, 'google-link'), googleLinkRequestSchema, sessionSchema),
  },
  sessions: {
    usage: defineRpc(rpcSubject(SERVICE.sessionsAndLimits, 'usage'), usageRequestSchema, usageSchema),
    startVoice: defineRpc(rpcSubject(SERVICE.sessionsAndLimits, 'start-voice'), startVoiceSessionRequestSchema, voiceSessionSchema),
    endVoice: defineRpc(rpcSubject(SERVICE.sessionsAndLimits, 'end-voice'), endVoiceSessionRequestSchema, voiceSessionSchema),
    startChat: defineRpc(rpcSubject(SERVICE.sessionsAndLimits, 'start-chat'), startSessionRequestSchema, chatSessionSchema),
    endChat: defineRpc(rpcSubject(SERVICE.sessionsAndLimits, 'end-chat'), endChatSessionRequestSchema, chatSessionSchema),
    getChat: defineRpc(rpcSubject(SERVICE.sessionsAndLimits, 'get-chat'), chatSessionRequestSchema, chatSessionSchema),
    recordChatMessage: defineRpc(rpcSubject(SERVICE.sessionsAndLimits, 'record-chat-message'), recordChatMessageRequestSchema, chatSessionSchema),
    /** Withdraws a chat session whose first message failed: it does not use up the allowance. */
    cancelChat: defineRpc(rpcSubject(SERVICE.sessionsAndLimits, 'cancel-chat'), chatSessionRequestSchema, cancelChatResponseSchema),
    entitlement: defineRpc(rpcSubject(SERVICE.sessionsAndLimits, 'entitlement'), userRequestSchema, entitlementSchema),
    /** The voice platform's word on a call's end (end-of-call report or status update). */
    completeVoiceFromPlatform: defineRpc(
      rpcSubject(SERVICE.sessionsAndLimits, 'complete-voice-from-platform'),
      completeVoiceFromPlatformRequestSchema,
      completeVoiceFromPlatformResultSchema,
    ),
    /**
     * A member's own voice call, whatever its status (`{ userId, sessionId }` → VoiceSession; 404 for
     * anyone else's). Chat asks it before answering each member turn of a call (browser turns, platform
     * transcript turns), so a call still going also counts the turn: the evidence that it connected.
     */
    getVoice: defineRpc(rpcSubject(SERVICE.sessionsAndLimits, 'get-voice'), voiceSessionRequestSchema, voiceSessionSchema),
    /** Marks a voice call as having shown crisis risk (browser voice mode; counts only, no text). */
    flagVoiceCrisis: defineRpc(rpcSubject(SERVICE.sessionsAndLimits, 'flag-voice-crisis'), voiceSessionRequestSchema, voiceSessionSchema),
  },
  chat: {
    /** Answers with a stream of ChatStreamEvent. */
    sendMessage: defineStreamRpc(rpcSubject(SERVICE.chat, 'send-message'), sendChatMessageRequestSchema, chatStreamEventSchema),
    currentConversation: defineRpc(rpcSubject(SERVICE.chat, 'current-conversation'), currentConversationRequestSchema, conversationSchema),
    clearConversation: defineRpc(rpcSubject(SERVICE.chat, 'clear-conversation'), currentConversationRequestSchema, conversationSchema),
    listConversations: defineRpc(rpcSubject(SERVICE.chat, 'list-conversations'), userRequestSchema, conversationListSchema),
    getConversation: defineRpc(rpcSubject(SERVICE.chat, 'get-conversation'), conversationRequestSchema, conversationSchema),
    deleteConversation: defineRpc(rpcSubject(SERVICE.chat, 'delete-conversation'), conversationRequestSchema, deletedSchema),
    /** The crisis phrase check on some texts (a voice call's transcript); answers `{ crisis }`, stores nothing. */
    checkCrisis: defineRpc(rpcSubject(SERVICE.chat, 'check-crisis'), checkCrisisRequestSchema, checkCrisisResultSchema),
    /** Browser voice mode: one spoken turn answered by the assistant; a stream of VoiceTurnEvent, nothing stored. */
    voiceTurn: defineStreamRpc(rpcSubject(SERVICE.chat, 'voice-turn'), voiceTurnRequestSchema, voiceTurnEventSchema),
    /** Platform voice: one final member transcript turn, checked as it arrives; answers what the page shows and Vi says. */
    voiceTranscript: defineRpc(rpcSubject(SERVICE.chat, 'voice-transcript'), voiceTranscriptRequestSchema, voiceTranscriptResultSchema),
    /** The AI disclosure a voice call opens with, in the call's language. */
    voiceDisclosure: defineRpc(rpcSubject(SERVICE.chat, 'voice-disclosure'), voiceDisclosureRequestSchema, voiceDisclosureResultSchema),
    /** Anonymous crisis referral counts (month, level, channel, language, count): ReferralCounts; admins only, through the gateway. */
    referralCounts: defineRpc(rpcSubject(SERVICE.chat, 'referral-counts'), noPayload, referralCountsSchema),
  },
  billing: {
    plan: defineRpc(rpcSubject(SERVICE.billing, 'plan'), noPayload, billingPlanSchema),
    subscription: defineRpc(rpcSubject(SERVICE.billing, 'subscription'), billingMemberRequestSchema, memberSubscriptionSchema),
    createCheckout: defineRpc(rpcSubject(SERVICE.billing, 'create-checkout'), createCheckoutRequestSchema, redirectUrlSchema),
    createPortal: defineRpc(rpcSubject(SERVICE.billing, 'create-portal'), billingMemberRequestSchema, redirectUrlSchema),
    /** A Stripe webhook delivery: the raw body and its `stripe-signature` header, verified by billing. */
    handleWebhook: defineRpc(rpcSubject(SERVICE.billing, 'handle-webhook'), webhookRequestSchema, webhookResultSchema),
    /** The checkout of our own used when no Stripe keys are configured. */
    getLocalCheckout: defineRpc(rpcSubject(SERVICE.billing, 'get-local-checkout'), localCheckoutRequestSchema, localCheckoutSchema),
    completeLocalCheckout: defineRpc(rpcSubject(SERVICE.billing, 'complete-local-checkout'), localCheckoutRequestSchema, localCheckoutOutcomeSchema),
    cancelLocalCheckout: defineRpc(rpcSubject(SERVICE.billing, 'cancel-local-checkout'), localCheckoutRequestSchema, localCheckoutOutcomeSchema),
    /** The local stand-in for Stripe's customer portal: cancel at period end, or resume. */
    localPortalCancel: defineRpc(rpcSubject(SERVICE.billing, 'local-portal-cancel'), billingMemberRequestSchema, memberSubscriptionSchema),
    localPortalResume: defineRpc(rpcSubject(SERVICE.billing, 'local-portal-resume'), billingMemberRequestSchema, memberSubscriptionSchema),
  },
  feedback: {
    /** A member's rating of a voice or chat conversation. */
    submit: defineRpc(rpcSubject(SERVICE.feedback, 'submit'), submitFeedbackRequestSchema, feedbackSchema),
    /** Newest first, optionally one session type (admins; the gateway checks the right). */
    list: defineRpc(rpcSubject(SERVICE.feedback, 'list'), listFeedbackQuerySchema, feedbackListSchema),
  },
  webhooks: {
    listConfigs: defineRpc(rpcSubject(SERVICE.webhookDispatch, 'list-configs'), noPayload, webhookConfigListSchema),
    /** Answers the secret in full this once (see webhookConfigWithSecretSchema). */
    createConfig: defineRpc(rpcSubject(SERVICE.webhookDispatch, 'create-config'), createWebhookConfigRequestSchema, webhookConfigWithSecretSchema),
    updateConfig: defineRpc(rpcSubject(SERVICE.webhookDispatch, 'update-config'), updateWebhookConfigRequestSchema, webhookConfigSchema),
    deleteConfig: defineRpc(rpcSubject(SERVICE.webhookDispatch, 'delete-config'), deleteWebhookConfigRequestSchema, webhookConfigDeletedSchema),
    /** A configuration's secret in full, recorded in the audit log before it is answered (super admins: the gateway checks). */
    revealSecret: defineRpc(rpcSubject(SERVICE.webhookDispatch, 'reveal-secret'), webhookSecretRequestSchema, revealedWebhookSecretSchema),
    /** A new secret; the replaced one keeps signing beside it for WEBHOOK_SECRET_OVERLAP_HOURS. Answers the new one this once. */
    rotateSecret: defineRpc(rpcSubject(SERVICE.webhookDispatch, 'rotate-secret'), webhookSecretRequestSchema, webhookConfigWithSecretSchema),
    /** The latest delivery attempts and test sends, newest first. */
    listLogs: defineRpc(rpcSubject(SERVICE.webhookDispatch, 'list-logs'), listWebhookLogsRequestSchema, webhookLogListSchema),
    /** Sends a signed test payload to one configuration now. */
    test: defineRpc(rpcSubject(SERVICE.webhookDispatch, 'test'), webhookIdParamSchema, webhookSendResultSchema),
    /** Sends a logged delivery again now (same webhook-id). */
    redeliver: defineRpc(rpcSubject(SERVICE.webhookDispatch, 'redeliver'), redeliverRequestSchema, webhookSendResultSchema),
  },
  admin: {
    /** The user directory: search, plan filter, a page, the total. */
    listUsers: defineRpc(rpcSubject(SERVICE.admin, 'list-users'), userDirectoryQuerySchema, userDirectoryPageSchema),
    /** Per-day sign-ups, conversations and premium share, and the rating distribution. */
    overview: defineRpc(rpcSubject(SERVICE.admin, 'overview'), adminOverviewRequestSchema, adminOverviewSchema),
  },
} as const;

/** Every RPC definition in RPC, flattened. */
export function allRpcDefinitions(): RpcDefinition[] {
  return Object.values(RPC).flatMap((group) => Object.values(group) as RpcDefinition[]);
}

/** What every service with tables answers about the events its consumers set aside (see operations.ts). */
export function deadLetterRpc(service: ServiceName) {
  const subjects = deadLetterSubjects(service);
  return {
    list: defineRpc(subjects.list, noPayload, deadLetterListSchema),
    replay: defineRpc(subjects.replay, deadLetterRequestSchema, deadLetterReplayedSchema),
    discard: defineRpc(subjects.discard, deadLetterRequestSchema, deadLetterDiscardedSchema),
  };
}
