import type { AccountClosed, CloseAccountBody } from '@vi/contracts';
import type {
  ChangeEmailBody,
  ChangePasswordBody,
  EmailChangeRequested,
  EmailConfirmed,
  ForgotPasswordBody,
  ResetPasswordBody,
  ResetRequested,
  UpdateProfileBody,
  User,
} from '@vi/contracts';
import { apiRequest } from '../../lib/api.js';

/** The member's account routes (libs/contracts/src/account.ts). The signed-in ones send the bearer token. */
export const accountApi = {
  updateProfile: (body: UpdateProfileBody) => apiRequest<User>('/me', { method: 'PATCH', body, auth: true }),
  changePassword: (body: ChangePasswordBody) => apiRequest<void>('/me/password', { method: 'POST', body, auth: true }),
  changeEmail: (body: ChangeEmailBody) => apiRequest<EmailChangeRequested>('/me/email', { method: 'POST', body, auth: true }),
  forgotPassword: (body: ForgotPasswordBody) => apiRequest<ResetRequested>('/auth/password/forgot', { method: 'POST', body }),
  resetPassword: (body: ResetPasswordBody) => apiRequest<void>('/auth/password/reset', { method: 'POST', body }),
  confirmEmail: (token: string) => apiRequest<EmailConfirmed>('/auth/email/confirm', { method: 'POST', body: { token } }),
  /** Closes the account (every session ends); restorable by signing in until `purgeAfter`. */
  closeAccount: (body: CloseAccountBody) => apiRequest<AccountClosed>('/me', { method: 'DELETE', body, auth: true }),
};
