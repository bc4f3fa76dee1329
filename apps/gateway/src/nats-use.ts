import { BROADCAST, memberExportRpcs, RPC, SERVICE } from '@vi/contracts';
import { declareNatsUse } from '@vi/service-kit';

/**
 * What the gateway uses on NATS, by area of the API: every RPC its routes call, the broadcasts its
 * caches listen to, and every service's dead letters (the admin page of failed events). Its
 * RpcClient refuses any other call, and the deployment's NATS permissions are generated from this
 * (scripts/nats-auth.mjs). A new route that calls a service adds the RPC here.
 */
export const GATEWAY_NATS_USE = declareNatsUse(SERVICE.gateway, {
  calls: [
    // sign-up, sign-in, tokens, the member's profile and the admin directory's account actions
    RPC.identity.signUp,
    RPC.identity.signIn,
    RPC.identity.refresh,
    RPC.identity.signOut,
    RPC.identity.publicKeys,
    RPC.identity.getUser,
    RPC.identity.updateProfile,
    RPC.identity.changePassword,
    RPC.identity.signOutEverywhere,
    RPC.identity.changeEmail,
    RPC.identity.confirmEmail,
    RPC.identity.forgotPassword,
    RPC.identity.resetPassword,
    RPC.identity.closeAccount,
    RPC.identity.restoreAccount,
    RPC.identity.createMember,
    RPC.identity.deleteMember,
    RPC.identity.listAdmins,
    RPC.identity.addAdmin,
    RPC.identity.removeAdmin,
    RPC.identity.auditLog,
    RPC.identity.signInProviders,
    RPC.identity.googleStart,
    RPC.identity.googleCallback,
    RPC.identity.googleComplete,
    RPC.identity.googleLink,
    // allowance and sessions
    RPC.sessions.usage,
    RPC.sessions.startVoice,
    RPC.sessions.endVoice,
    RPC.sessions.completeVoiceFromPlatform,
    RPC.sessions.startChat,
    RPC.sessions.getChat,
    RPC.sessions.endChat,
    // chat, voice turns and the safety net
    RPC.chat.sendMessage,
    RPC.chat.currentConversation,
    RPC.chat.clearConversation,
    RPC.chat.listConversations,
    RPC.chat.getConversation,
    RPC.chat.deleteConversation,
    RPC.chat.checkCrisis,
    RPC.chat.voiceTurn,
    RPC.chat.voiceTranscript,
    RPC.chat.voiceDisclosure,
    RPC.chat.referralCounts,
    // billing
    RPC.billing.plan,
    RPC.billing.subscription,
    RPC.billing.createCheckout,
    RPC.billing.createPortal,
    RPC.billing.getLocalCheckout,
    RPC.billing.completeLocalCheckout,
    RPC.billing.cancelLocalCheckout,
    RPC.billing.localPortalCancel,
    RPC.billing.localPortalResume,
    RPC.billing.handleWebhook,
    // feedback
    RPC.feedback.submit,
    RPC.feedback.list,
    // the admin area: webhooks, users, overview
    RPC.webhooks.listConfigs,
    RPC.webhooks.createConfig,
    RPC.webhooks.updateConfig,
    RPC.webhooks.deleteConfig,
    RPC.webhooks.test,
    RPC.webhooks.listLogs,
    RPC.webhooks.redeliver,
    RPC.webhooks.revealSecret,
    RPC.webhooks.rotateSecret,
    RPC.admin.listUsers,
    RPC.admin.overview,
    // "Download my data": every service's pages of the member's rows
    ...memberExportRpcs(),
  ],
  listens: [BROADCAST.identity.userChanged, BROADCAST.sessions.usageChanged],
  deadLetters: true,
});
