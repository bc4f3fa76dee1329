import type { AccountFailure } from '../account/account-errors.js';
import type { MessageKey } from '../../i18n/index.js';

/** The account settings' sentence for each kind of failure (`app` namespace). */
export const SECURITY_ERROR_KEYS: Record<AccountFailure, MessageKey<'app'>> = {
  wrong_password: 'dashboard.security.error.wrongPassword',
  email_taken: 'dashboard.security.error.emailTaken',
  same_email: 'dashboard.security.error.sameEmail',
  link_not_valid: 'dashboard.security.error.failed',
  invalid: 'dashboard.security.error.invalid',
  rate_limited: 'dashboard.security.error.rateLimited',
  signed_out: 'dashboard.security.error.signedOut',
  failed: 'dashboard.security.error.failed',
};
