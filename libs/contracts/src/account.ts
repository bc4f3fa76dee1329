import { z } from 'zod';
import { INTERFACE_LANGUAGES } from './constants.js';
import { displayNameSchema, emailSchema, passwordSchema } from './identity.js';
import { MAX_PASSWORD_LENGTH } from './limits.js';
import { timeZoneSchema } from './sessions.js';

export { ACCOUNT_RECOVERY_DAYS, EMAIL_CHANGE_LINK_HOURS, INTERFACE_LANGUAGES, type InterfaceLanguage, PASSWORD_RESET_LINK_MINUTES } from './constants.js';

export const interfaceLanguageSchema = z.enum(INTERFACE_LANGUAGES);

/** The server's sentences for the account routes (the SPA shows its own, translated, by status and `reason`). */
export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: 'Your current password is not correct.',
  linkNotValid: 'This link has expired or has already been used. Please ask for a new one.',
  sameEmail: 'That is already the email address of your account.',
  resetRequested: 'If an account uses that address, a link to choose a new password is on its way. It works once, for 30 minutes.',
  nothingToChange: 'Send at least one of name, language and timeZone.',
  accountClosed: 'This account is closed. It can be restored until it is deleted for good.',
  notClosed: 'This account is not closed: sign in as usual.',
} as const;

/** `PATCH /api/v1/me`: any of the three; a null language or zone goes back to following the browser. */
export const updateProfileBodySchema = z
  .object({
    name: displayNameSchema.optional(),
    language: interfaceLanguageSchema.nullable().optional(),
    timeZone: timeZoneSchema.nullable().optional(),
  })
  .strict()
  .refine((b) => b.name !== undefined || b.language !== undefined || b.timeZone !== undefined, ACCOUNT_MESSAGES.nothingToChange);
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** The current password is only compared, so any length is accepted for it. */
const currentPasswordSchema = z.string({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH);

export const changePasswordBodySchema = z.object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema }).strict();
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const changeEmailBodySchema = z.object({ newEmail: emailSchema, password: currentPasswordSchema }).strict();
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;

/** A link's secret: 32 random bytes in base64url. */
export const linkTokenSchema = z
  .string({ error: 'The link is incomplete' })
  .min(32, 'The link is incomplete')
  .max(128, 'The link is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'The link is not valid');

export const confirmEmailBodySchema = z.object({ token: linkTokenSchema }).strict();
export const forgotPasswordBodySchema = z.object({ email: emailSchema, language: interfaceLanguageSchema.optional() }).strict();
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;
export const resetPasswordBodySchema = z.object({ token: linkTokenSchema, newPassword: passwordSchema }).strict();
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** `DELETE /api/v1/me`: closing needs the password. */
export const closeAccountBodySchema = z.object({ password: currentPasswordSchema }).strict();
export type CloseAccountBody = z.input<typeof closeAccountBodySchema>;
/** When it closed, and the instant after which it is deleted for good (no restore). */
export const accountClosedSchema = z.object({ closedAt: z.iso.datetime(), purgeAfter: z.iso.datetime() });
export type AccountClosed = z.infer<typeof accountClosedSchema>;
/** `POST /api/v1/auth/restore`: the closed account's email and password; answers as sign-in does. */
export const restoreAccountBodySchema = z.object({ email: emailSchema, password: currentPasswordSchema }).strict();
export type RestoreAccountBody = z.input<typeof restoreAccountBodySchema>;

/** The answers the browser gets. */
export const emailChangeRequestedSchema = z.object({ pendingEmail: z.string() });
export const emailConfirmedSchema = z.object({ email: z.string() });
export const resetRequestedSchema = z.object({ message: z.string() });
export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;
export type ResetRequested = z.infer<typeof resetRequestedSchema>;

// Between the gateway and identity: the member comes from the access token.
const memberSchema = z.object({ userId: z.uuid() });
export const updateProfileRequestSchema = memberSchema.extend({
  name: z.string().optional(),
  language: interfaceLanguageSchema.nullable().optional(),
  timeZone: z.string().nullable().optional(),
});
export const changePasswordRequestSchema = memberSchema.extend({ sessionId: z.uuid(), currentPassword: z.string(), newPassword: z.string() });
export const signOutEverywhereRequestSchema = memberSchema;
export const changeEmailRequestSchema = memberSchema.extend({ newEmail: z.string(), password: z.string() });
export const confirmEmailRequestSchema = z.object({ token: z.string() });
export const forgotPasswordRequestSchema = z.object({ email: z.string(), language: interfaceLanguageSchema.optional() });
export const resetPasswordRequestSchema = z.object({ token: z.string(), newPassword: z.string() });

export const closeAccountRequestSchema = memberSchema.extend({ password: z.string() });
export const restoreAccountRequestSchema = z.object({ email: z.string(), password: z.string() });
export const accountClosedReplySchema = accountClosedSchema.extend({ endedSessions: z.array(z.uuid()) });

/** Sessions that ended (the gateway stops their access tokens at once, then drops the list). */
export const endedSessionsSchema = z.object({ endedSessions: z.array(z.uuid()) });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
export const emailConfirmedReplySchema = emailConfirmedSchema.extend({ userId: z.uuid() });
