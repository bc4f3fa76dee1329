import { MIN_PASSWORD_LENGTH } from '@vi/contracts';

export type NewPasswordProblem = 'mismatch' | 'too_short';

/** A new password and its confirmation, checked in the sign-up form's order (match, then length). The server checks again. */
export function checkNewPassword(newPassword: string, confirmPassword: string): NewPasswordProblem | null {
  if (newPassword !== confirmPassword) return 'mismatch';
  if (newPassword.length < MIN_PASSWORD_LENGTH) return 'too_short';
  return null;
}

/** A plausible address for the change-email form (the server decides for real). */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
