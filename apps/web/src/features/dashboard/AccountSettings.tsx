import type { Usage, User } from '@vi/contracts';
import { DEFAULT_USER_NAME } from '@vi/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.js';
import { ErrorBox } from '../auth/form-fields.js';
import { useSignOut } from '../auth/use-sign-out.js';
import { FROM_DASHBOARD_STATE } from '../navigation/use-start-conversation.js';
import { openPortal, useGoTo, useOnReturnFromCache } from '../billing/checkout.js';
import { portalErrorMessage } from '../billing/checkout-errors.js';
import { ProfileEditForm } from './ProfileEditForm.js';

interface AccountSettingsProps {
  user: User | null;
  usage: Usage | null;
  memberSince: string;
}

/** One setting: its title and text, the action beside them, and what opens below (`children`). */
function SettingsItem({ title, text, action, children }: { title: string; text: string; action?: ReactNode; children?: ReactNode }) {
  return (
    <li className="settings-item">
      <div className="settings-item-row">
        <div>
          <h3>{title}</h3>
          <p className="muted">{text}</p>
        </div>
        {action}
      </div>
      {children}
    </li>
  );
}

/** Router state asking the chat page to open the conversation history (built with the chat issue). */
export const OPEN_HISTORY_STATE = { ...FROM_DASHBOARD_STATE, openHistory: true } as const;

export function AccountSettings({ user, usage, memberSince }: AccountSettingsProps) {
  const { t } = useT('app');
  const { signOut, busy, error } = useSignOut();
  const [editing, setEditing] = useState(false);
  const [billingMessage, setBillingMessage] = useState<string | null>(null);
  const [openingBilling, setOpeningBilling] = useState(false);
  const goTo = useGoTo();
  useOnReturnFromCache(() => setOpeningBilling(false));
  const name = user?.name || DEFAULT_USER_NAME;

  const countOf = (allowance: Usage['voice'] | undefined) => {
    if (!allowance) return '–';
    return allowance.limit === null
      ? t('dashboard.settings.countUnlimited', { used: allowance.used })
      : t('dashboard.settings.countOf', { used: allowance.used, limit: allowance.limit });
  };

  // The billing portal: Stripe's (a full page load), or the local stand-in when no Stripe account is configured.
  const onBilling = async () => {
    setBillingMessage(null);
    setOpeningBilling(true);
    try {
      const destination = await openPortal();
      goTo(destination);
      if ('inApp' in destination) setOpeningBilling(false);
    } catch (err) {
      console.warn('Opening the billing portal failed', err);
      setBillingMessage(t(portalErrorMessage(err)));
      setOpeningBilling(false);
    }
  };

  return (
    <section className="card account-settings" aria-labelledby="account-settings-title">
      <h2 id="account-settings-title">{t('dashboard.settings.title')}</h2>
      <ul className="settings-list">
        {user?.isAdmin && (
          <SettingsItem
            title={t('dashboard.settings.webhooks')}
            text={t('dashboard.settings.webhooksText')}
            action={
              <Link to="/webhooks" className="button button-outline button-small">
                {t('dashboard.settings.openWebhooks')}
              </Link>
            }
          />
        )}
        <SettingsItem
          title={t('dashboard.settings.profile')}
          text={t('dashboard.settings.profileText', { name })}
          action={
            !editing && (
              <button type="button" className="button button-outline button-small" onClick={() => setEditing(true)}>
                {t('dashboard.settings.editProfile')}
              </button>
            )
          }
        >
          {editing && <ProfileEditForm initialName={user?.name ?? ''} onDone={() => setEditing(false)} />}
        </SettingsItem>
        {usage?.premium && (
          <SettingsItem
            title={t('dashboard.settings.billing')}
            text={t('dashboard.settings.billingText')}
            action={
              <button type="button" className="button button-outline button-small" onClick={onBilling} disabled={openingBilling}>
                {openingBilling ? t('dashboard.settings.openingBilling') : t('dashboard.settings.manageBilling')}
              </button>
            }
          >
            {billingMessage && (
              <p className="error-box settings-message" role="alert">
                {billingMessage}
              </p>
            )}
          </SettingsItem>
        )}
        <SettingsItem
          title={t('dashboard.settings.history')}
          text={t('dashboard.settings.historyText')}
          action={
            <Link to="/chat" state={OPEN_HISTORY_STATE} className="button button-outline button-small">
              {t('dashboard.settings.viewHistory')}
            </Link>
          }
        />
        <li className="settings-item">
          <h3>{t('dashboard.settings.info')}</h3>
          <dl className="account-info">
            <div>
              <dt>{t('dashboard.settings.email')}</dt>
              <dd>{user?.email ?? '–'}</dd>
            </div>
            <div>
              <dt>{t('dashboard.settings.plan')}</dt>
              <dd>{usage?.planName ?? '–'}</dd>
            </div>
            <div>
              <dt>{t('dashboard.settings.memberSince')}</dt>
              <dd>{memberSince}</dd>
            </div>
            <div>
              <dt>{t('dashboard.settings.voiceCount')}</dt>
              <dd>{countOf(usage?.voice)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.settings.chatCount')}</dt>
              <dd>{countOf(usage?.chat)}</dd>
            </div>
          </dl>
        </li>
      </ul>
      <ErrorBox message={error} />
      <button type="button" className="button button-outline sign-out-button" onClick={signOut} disabled={busy}>
        {t('dashboard.settings.signOut')}
      </button>
    </section>
  );
}
