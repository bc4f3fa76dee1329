import { MIN_PASSWORD_LENGTH } from '@vi/contracts';
import { useT } from '../../i18n/index.js';
import { useForm } from '../../lib/use-form.js';
import { accountApi } from '../account/account-api.js';
import { accountFailure } from '../account/account-errors.js';
import { checkNewPassword } from '../account/account-forms.js';
import { useFocusOnMount } from '../account/use-focus-on-mount.js';
import { ErrorBox, PasswordField } from '../auth/form-fields.js';
import { SECURITY_ERROR_KEYS } from './security-errors.js';

/** Current, new and confirmed password; every other session of the member ends on success (`onChanged`). */
export function ChangePasswordForm({ onCancel, onChanged }: { onCancel(): void; onChanged(): void }) {
  const { t } = useT('app');
  const formRef = useFocusOnMount<HTMLFormElement>();
  const form = useForm({
    initial: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: ({ newPassword, confirmPassword }) => {
      const problem = checkNewPassword(newPassword, confirmPassword);
      if (problem === 'mismatch') return t('dashboard.security.error.passwordsDiffer');
      if (problem === 'too_short') return t('dashboard.security.error.passwordTooShort', { min: MIN_PASSWORD_LENGTH });
      return null;
    },
    submit: async ({ currentPassword, newPassword }) => {
      await accountApi.changePassword({ currentPassword, newPassword });
      onChanged();
    },
    errorMessage: (error) => t(SECURITY_ERROR_KEYS[accountFailure(error)], { min: MIN_PASSWORD_LENGTH }),
  });
  const { values, setter, busy } = form;

  return (
    <form ref={formRef} className="form profile-form" onSubmit={form.onSubmit}>
      <PasswordField
        label={t('dashboard.security.currentPassword')}
        value={values.currentPassword}
        onChange={setter('currentPassword')}
        autoComplete="current-password"
        name="currentPassword"
      />
      <PasswordField
        label={t('dashboard.security.newPassword')}
        value={values.newPassword}
        onChange={setter('newPassword')}
        autoComplete="new-password"
        name="newPassword"
      />
      <PasswordField
        label={t('dashboard.security.confirmPassword')}
        value={values.confirmPassword}
        onChange={setter('confirmPassword')}
        autoComplete="new-password"
        name="confirmPassword"
      />
      <ErrorBox message={form.error} />
      <div className="form-actions">
        <button type="submit" className="button button-primary button-small" disabled={busy}>
          {busy ? t('dashboard.settings.saving') : t('dashboard.security.savePassword')}
        </button>
        <button type="button" className="button button-outline button-small" onClick={onCancel}>
          {t('dashboard.settings.cancel')}
        </button>
      </div>
    </form>
  );
}
