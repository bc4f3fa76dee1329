import { useId, useState } from 'react';
import { useT } from '../../i18n/index.js';
import { useForm } from '../../lib/use-form.js';
import { accountApi } from '../account/account-api.js';
import { accountFailure } from '../account/account-errors.js';
import { looksLikeEmail } from '../account/account-forms.js';
import { useFocusOnMount } from '../account/use-focus-on-mount.js';
import { ErrorBox, PasswordField } from '../auth/form-fields.js';
import { SECURITY_ERROR_KEYS } from './security-errors.js';

/** New address + current password; the link goes to the new address, and the form then says so. */
export function ChangeEmailForm({ onCancel }: { onCancel(): void }) {
  const { t } = useT('app');
  const id = useId();
  const formRef = useFocusOnMount<HTMLFormElement>();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useForm({
    initial: { newEmail: '', password: '' },
    validate: ({ newEmail }) => (looksLikeEmail(newEmail) ? null : t('dashboard.security.error.emailInvalid')),
    submit: async ({ newEmail, password }) => {
      const { pendingEmail } = await accountApi.changeEmail({ newEmail: newEmail.trim(), password });
      setPendingEmail(pendingEmail);
    },
    errorMessage: (error) => t(SECURITY_ERROR_KEYS[accountFailure(error)]),
  });
  const { values, setter, busy } = form;

  if (pendingEmail) return <PendingEmail email={pendingEmail} />;

  return (
    <form ref={formRef} className="form profile-form" onSubmit={form.onSubmit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('dashboard.security.newEmail')}</label>
        <input
          id={`${id}-email`}
          name="newEmail"
          type="email"
          value={values.newEmail}
          onChange={(e) => setter('newEmail')(e.target.value)}
          autoComplete="email"
          required
        />
      </div>
      <PasswordField
        label={t('dashboard.security.currentPassword')}
        value={values.password}
        onChange={setter('password')}
        autoComplete="current-password"
        name="password"
      />
      <ErrorBox message={form.error} />
      <div className="form-actions">
        <button type="submit" className="button button-primary button-small" disabled={busy}>
          {busy ? t('dashboard.security.sending') : t('dashboard.security.sendLink')}
        </button>
        <button type="button" className="button button-outline button-small" onClick={onCancel}>
          {t('dashboard.settings.cancel')}
        </button>
      </div>
    </form>
  );
}

function PendingEmail({ email }: { email: string }) {
  const { t } = useT('app');
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p ref={ref} tabIndex={-1} className="info-box settings-message" role="status">
      {t('dashboard.security.emailPending', { email })}
    </p>
  );
}
