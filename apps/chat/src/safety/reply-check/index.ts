export { checkModelReply, replyText, safeReplacement, type ReplyCheck, type UnsafeReason } from './reply-check.js';
