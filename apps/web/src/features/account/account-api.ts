import type { ChangeEmailBody, ChangePasswordBody, ForgotPasswordBody, ResetPasswordBody, UpdateProfileBody, User } from '@vi/contracts';
import { apiRequest } from '../../lib/api.js';

/** The member's account routes (libs/contracts/src/account.ts). The signed-in ones send the bearer token. */
export const accountApi = {
  updateProfile: (body: UpdateProfileBody) => apiRequest<User>('/me', { method: 'PATCH', body, auth: true }),
  changePassword: (body: ChangePasswordBody) => apiRequest<void>('/me/password', { method: 'POST', body, auth: true }),
  changeEmail: (body: ChangeEmailBody) => apiRequest<{ pendingEmail: string }>('/me/email', { method: 'POST', body, auth: true }),
  forgotPassword: (body: ForgotPasswordBody) => apiRequest<{ message: string }>('/auth/password/forgot', { method: 'POST', body }),
  resetPassword: (body: ResetPasswordBody) => apiRequest<void>('/auth/password/reset', { method: 'POST', body }),
  confirmEmail: (token: string) => apiRequest<{ email: string }>('/auth/email/confirm', { method: 'POST', body: { token } }),
};
