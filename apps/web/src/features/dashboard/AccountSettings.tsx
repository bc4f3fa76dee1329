import type { Usage, User } from '@vi/contracts';
import { DEFAULT_USER_NAME, MIN_PASSWORD_LENGTH } from '@vi/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { languageName, useT } from '../../i18n/index.js';
import { useFocusOnMount } from '../account/use-focus-on-mount.js';
import { ErrorBox } from '../auth/form-fields.js';
import { useSignOut } from '../auth/use-sign-out.js';
import { FROM_DASHBOARD_STATE } from '../navigation/use-start-conversation.js';
import { openPortal, useGoTo, useOnReturnFromCache } from '../billing/checkout.js';
import { portalErrorMessage } from '../billing/checkout-errors.js';
import { ChangeEmailForm } from './ChangeEmailForm.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { DownloadMyData } from './DownloadMyData.js';
import { ProfileEditForm } from './ProfileEditForm.js';
import { CloseAccountSection } from '../account/CloseAccount.js';

interface AccountSettingsProps {
  user: User | null;
  usage: Usage | null;
  memberSince: string;
}

/** One setting: its title and text, the action beside them, and what opens below (`children`). */
function SettingsItem({ title, text, details, action, children }: { title: string; text: string; details?: string; action?: ReactNode; children?: ReactNode }) {
  return (
    <li className="settings-item">
      <div className="settings-item-row">
        <div>
          <h3>{title}</h3>
          <p className="muted">{text}</p>
          {details && <p className="muted">{details}</p>}
        </div>
        {action}
      </div>
      {children}
    </li>
  );
}

/** A sentence that replaced a form (saved, changed): announced, and focused so keyboard users land on it. */
function Announcement({ text }: { text: string }) {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p ref={ref} tabIndex={-1} className="info-box settings-message" role="status">
      {text}
    </p>
  );
}

/** Router state asking the chat page to open the conversation history (built with the chat issue). */
export const OPEN_HISTORY_STATE = { ...FROM_DASHBOARD_STATE, openHistory: true } as const;

export function AccountSettings({ user, usage, memberSince }: AccountSettingsProps) {
  const { t } = useT('app');
  const { signOut, busy, error } = useSignOut();
  const everywhere = useSignOut({ everywhere: true });
  const [editing, setEditing] = useState(false);
  const [profileSaved, setProfileSaved] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState(false);
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
          details={t('dashboard.settings.profileDetails', {
            language: user?.language ? languageName(user.language) : t('dashboard.settings.browserDefault'),
            timeZone: user?.timeZone ? user.timeZone.replaceAll('_', ' ') : t('dashboard.settings.browserDefault'),
          })}
          action={
            !editing &&
            user && (
              <button
                type="button"
                className="button button-outline button-small"
                onClick={() => {
                  setProfileSaved(false);
                  setEditing(true);
                }}
              >
                {t('dashboard.settings.editProfile')}
              </button>
            )
          }
        >
          {editing && user && (
            <ProfileEditForm
              user={user}
              onDone={(saved) => {
                setEditing(false);
                setProfileSaved(saved);
              }}
            />
          )}
          {profileSaved && <Announcement text={t('dashboard.settings.profileSaved')} />}
        </SettingsItem>
        <SettingsItem
          title={t('dashboard.security.email')}
          text={t('dashboard.security.emailText', { email: user?.email ?? '–' })}
          action={
            !changingEmail && (
              <button type="button" className="button button-outline button-small" onClick={() => setChangingEmail(true)}>
                {t('dashboard.security.changeEmail')}
              </button>
            )
          }
        >
          {changingEmail && <ChangeEmailForm onCancel={() => setChangingEmail(false)} />}
        </SettingsItem>
        <SettingsItem
          title={t('dashboard.security.password')}
          text={t('dashboard.security.passwordText', { min: MIN_PASSWORD_LENGTH })}
          action={
            !changingPassword && (
              <button
                type="button"
                className="button button-outline button-small"
                onClick={() => {
                  setPasswordChanged(false);
                  setChangingPassword(true);
                }}
              >
                {t('dashboard.security.changePassword')}
              </button>
            )
          }
        >
          {changingPassword && (
            <ChangePasswordForm
              onCancel={() => setChangingPassword(false)}
              onChanged={() => {
                setChangingPassword(false);
                setPasswordChanged(true);
              }}
            />
          )}
          {passwordChanged && <Announcement text={t('dashboard.security.passwordChanged')} />}
        </SettingsItem>
        <SettingsItem
          title={t('dashboard.security.everywhere')}
          text={t('dashboard.security.everywhereText')}
          action={
            <button type="button" className="button button-outline button-small" onClick={everywhere.signOut} disabled={everywhere.busy}>
              {everywhere.busy ? t('dashboard.security.signingOut') : t('dashboard.security.everywhere')}
            </button>
          }
        >
          <ErrorBox message={everywhere.error} />
        </SettingsItem>
        <DownloadMyData />
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
      <CloseAccountSection user={user} />
    </section>
  );
}
