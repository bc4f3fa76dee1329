import type { User } from '@vi/contracts';
import { ACCOUNT_RECOVERY_DAYS } from '@vi/contracts/constants';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../i18n/index.js';
import { Modal } from '../../lib/ui/Modal.js';
import { useForm } from '../../lib/use-form.js';
import { ErrorBox, PasswordField } from '../auth/form-fields.js';
import { accountApi } from './account-api.js';
import { ACCOUNT_CLOSED_PATH, closeFailure, type AccountClosedState, type CloseFailure } from './close-account.js';
import './close-account.css';

/** The last part of account settings: "Delete my account", which opens the dialog that says what happens. */
export function CloseAccountSection({ user }: { user: User | null }) {
  const { t } = useT('app');
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <div className="danger-zone">
      <div className="settings-item-row">
        <div>
          <h3>{t('dashboard.close.title')}</h3>
          <p className="muted">{t('dashboard.close.text', { days: ACCOUNT_RECOVERY_DAYS })}</p>
        </div>
        <button type="button" className="button button-danger-outline button-small" onClick={() => setOpen(true)}>
          {t('dashboard.close.open')}
        </button>
      </div>
      {open && <CloseAccountDialog user={user} onCancel={() => setOpen(false)} />}
    </div>
  );
}

const CLOSE_ERROR_KEYS = {
  wrong_password: 'dashboard.security.error.wrongPassword',
  last_super_admin: 'dashboard.close.lastSuperAdmin',
  invalid: 'dashboard.security.error.invalid',
  rate_limited: 'dashboard.security.error.rateLimited',
  signed_out: 'dashboard.security.error.signedOut',
  failed: 'dashboard.security.error.failed',
} as const satisfies Record<CloseFailure, string>;

/**
 * What happens, plainly, then the password and a destructive confirm. On success the server has
 * already ended every session: the member is taken to the closed-account page, which signs them out here.
 */
function CloseAccountDialog({ user, onCancel }: { user: User; onCancel(): void }) {
  const { t } = useT('app');
  const navigate = useNavigate();
  const form = useForm({
    initial: { password: '' },
    submit: async ({ password }) => {
      const { purgeAfter } = await accountApi.closeAccount({ password });
      const state: AccountClosedState = { purgeAfter, timeZone: user.timeZone };
      // That page signs the member out here (the server already ended every session) once it shows.
      navigate(ACCOUNT_CLOSED_PATH, { replace: true, state });
    },
    errorMessage: (error) => t(CLOSE_ERROR_KEYS[closeFailure(error)]),
  });
  const { busy } = form;
  const days = ACCOUNT_RECOVERY_DAYS;

  return (
    <Modal
      title={t('dashboard.close.dialogTitle')}
      description={t('dashboard.close.dialogLead')}
      closeLabel={t('modal.close')}
      onClose={busy ? () => {} : onCancel}
      dismissible={!busy}
      className="close-account-dialog"
      initialFocus="input[name=password]"
    >
      <ul className="close-account-facts">
        <li>{t('dashboard.close.signedOut')}</li>
        <li>{t('dashboard.close.closedAtOnce')}</li>
        <li>{t('dashboard.close.restore', { days })}</li>
        <li>
          <strong>{t('dashboard.close.purge', { days })}</strong>
        </li>
        <li>{t('dashboard.close.subscription')}</li>
        <li>
          {t('dashboard.close.crisis')} <Link to="/crisis-resources">{t('dashboard.close.crisisLink')}</Link>
        </li>
      </ul>
      <p className="muted close-account-export">{t('dashboard.close.export')}</p>
      <form className="form" onSubmit={form.onSubmit}>
        <PasswordField
          label={t('dashboard.close.password')}
          value={form.values.password}
          onChange={form.setter('password')}
          autoComplete="current-password"
          name="password"
        />
        <ErrorBox message={form.error} />
        <div className="dialog-actions">
          <button type="submit" className="button button-danger" disabled={busy}>
            {busy ? t('dashboard.close.deleting') : t('dashboard.close.confirm')}
          </button>
          <button type="button" className="button button-outline" onClick={onCancel} disabled={busy}>
            {t('dashboard.close.keep')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
