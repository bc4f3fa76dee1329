import type { MessageKey } from '../../i18n/index.js';

/** An account action the back end cannot do yet; `messageKey` says so. */
export class NotAvailableYetError extends Error {
  constructor(readonly messageKey: MessageKey<'app'>) {
    super(messageKey);
    this.name = 'NotAvailableYetError';
  }
}

/**
 * Account actions whose back end does not exist yet, each the one place to replace when it
 * arrives: the profile route (identity).
 */
export async function saveProfileName(_name: string): Promise<void> {
  throw new NotAvailableYetError('dashboard.settings.profileComingSoon');
}
