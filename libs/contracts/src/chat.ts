import { z } from 'zod';
import { INTERFACE_LANGUAGES } from './constants.js';
import { errorEnvelopeSchema } from './errors.js';
import { disclosureSchema, riskSchema } from './safety.js';
import { chatSessionSchema } from './sessions.js';

export const chatMessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.iso.datetime(),
  /** The message showed suicide or self-harm risk; the reply is the crisis message. */
  crisis: z.boolean(),
  /** The reply was cut off (the provider failed mid-stream); what arrived is kept. */
  cutOff: z.boolean(),
  /** What kind of assistant message this is: an ordinary reply (absent), or the check-in that opens a conversation after a crisis. */
  kind: z.enum(['check_in']).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Who answers: a real model through an OpenAI-compatible API, or the built-in offline coach. */
export const assistantModeSchema = z.object({ mode: z.enum(['provider', 'offline']), model: z.string() });
export type AssistantMode = z.infer<typeof assistantModeSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  startedAt: z.iso.datetime(),
  messages: z.array(chatMessageSchema),
  assistant: assistantModeSchema,
  /** The risk this conversation has shown (kept for the rest of it): the page keeps the crisis panel up. */
  risk: riskSchema.nullable().default(null),
  /** The AI disclosure shown at the top of every conversation (the disclosure engine's words). */
  disclosure: disclosureSchema.nullable().default(null),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationSummarySchema = z.object({
  id: z.uuid(),
  startedAt: z.iso.datetime(),
  lastMessageAt: z.iso.datetime().nullable(),
  messageCount: z.number().int(),
  preview: z.string(),
  current: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** The body of `POST /api/v1/chat/messages`. */
export const sendChatMessageBodySchema = z.object({
  content: z.string().max(20_000, 'Message is too long'),
  /** The open chat session, if the page has one; a new one starts otherwise. */
  sessionId: z.uuid().optional(),
  /** The member's interface language (their profile's, or the browser's): Vi replies in it when the message itself does not tell. */
  language: z.enum(INTERFACE_LANGUAGES).optional(),
});
export type SendChatMessageBody = z.input<typeof sendChatMessageBodySchema>;
export const sendChatMessageRequestSchema = sendChatMessageBodySchema.extend({
  userId: z.uuid(),
  timeZone: z.string().max(64).optional(),
});

/**
 * What the reply stream carries, in order: `session` (the chat session the message counts
 * in), `message` (the member's saved message), a `disclosure` when one is due (the 3-hour
 * interval, a return after 7 days, or the member asked whether Vi is a person), `delta`s of the
 * reply, then `done` with the saved reply, or `error` (with what arrived of a cut-off reply).
 * `retract` means the model layer found risk after the reply had started: the page drops what
 * arrived of it, and the crisis response follows as `delta`s and `done`.
 */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session'), session: chatSessionSchema.nullable() }),
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({ type: z.literal('disclosure'), disclosure: disclosureSchema }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('retract') }),
  z.object({
    type: z.literal('done'),
    message: chatMessageSchema,
    crisis: z.boolean(),
    assistant: assistantModeSchema,
    /** The conversation's risk after this message (absent or null: none); the page shows the crisis panel for it. */
    risk: riskSchema.nullable().optional(),
  }),
  z.object({ type: z.literal('error'), error: errorEnvelopeSchema, partial: chatMessageSchema.optional() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

export const userRequestSchema = z.object({ userId: z.uuid() });
/** The open conversation, with the page's language (the disclosure and a check-in are written in it). */
export const currentConversationRequestSchema = userRequestSchema.extend({ language: z.string().max(16).optional() });
export const conversationRequestSchema = z.object({ userId: z.uuid(), conversationId: z.uuid() });
export const conversationListSchema = z.object({ conversations: z.array(conversationSummarySchema) });
export type ConversationList = z.infer<typeof conversationListSchema>;
export const deletedSchema = z.object({ deleted: z.boolean() });
export const entitlementSchema = z.object({ premium: z.boolean(), planName: z.string() });
export type Entitlement = z.infer<typeof entitlementSchema>;
