import { MIN_AGE, MIN_PASSWORD_LENGTH } from '@vi/contracts';
import { useId, useState } from 'react';
import { useT } from '../../i18n/index.js';
import { Modal } from '../../lib/ui/Modal.js';
import { useForm } from '../../lib/use-form.js';
import { createUser } from './admin-api.js';
import { newUserProblems, type NewUserDraft, type NewUserProblem } from './admin-format.js';
import { AdminField } from './AdminField.js';
import { ErrorWithDetail, useServerDetail } from './AdminNotices.js';
import '../auth/form-fields.css';

/** "Add User": an account made by an admin, signed in with the password given here. */
export function AddUserModal({ onClose, onCreated }: { onClose(): void; onCreated(email: string): void }) {
  const { t } = useT('admin');
  const detailOf = useServerDetail();
  const [failure, setFailure] = useState<unknown>(null);
  const [showPassword, setShowPassword] = useState(false);
  // The member is asked no age question: the admin vouches for them (as sign-up asks the member, Create stays off until ticked).
  const [ageVouched, setAgeVouched] = useState(false);
  const ageVouchedId = useId();
  const form = useForm<NewUserDraft>({
    initial: { name: '', email: '', password: '' },
    validate: (draft) => newUserProblems(draft),
    submit: async (draft) => {
      setFailure(null);
      if (!ageVouched) return;
      const user = await createUser({ name: draft.name.trim(), email: draft.email.trim(), password: draft.password, ageVouched });
      onCreated(user.email);
    },
    errorMessage: (error) => {
      console.warn('Creating the user failed', error);
      setFailure(error);
      return t('admin.addUser.failed');
    },
  });
  const { values, setter, fieldErrors, busy } = form;
  const problem = (name: keyof NewUserDraft) => {
    const found = fieldErrors[name] as NewUserProblem | undefined;
    if (!found) return null;
    if (found === 'emailRequired' || found === 'emailInvalid') return t(`admin.error.${found}`);
    return t(`admin.addUser.${found}`, { min: MIN_PASSWORD_LENGTH });
  };

  return (
    <Modal
      title={t('admin.addUser.title')}
      description={t('admin.addUser.description')}
      closeLabel={t('admin.close')}
      onClose={onClose}
      className="admin-modal"
    >
      <form className="form" onSubmit={form.onSubmit} noValidate aria-busy={busy}>
        <AdminField label={t('admin.addUser.name')} marker="required" error={problem('name')}>
          {(control) => (
            <input
              {...control}
              name="name"
              type="text"
              value={values.name}
              onChange={(e) => setter('name')(e.target.value)}
              autoComplete="off"
              required
              disabled={busy}
            />
          )}
        </AdminField>
        <AdminField label={t('admin.addUser.email')} marker="required" error={problem('email')}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              value={values.email}
              onChange={(e) => setter('email')(e.target.value)}
              autoComplete="off"
              required
              disabled={busy}
            />
          )}
        </AdminField>
        <AdminField
          label={t('admin.addUser.password')}
          marker="required"
          hint={t('admin.addUser.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          error={problem('password')}
        >
          {(control) => (
            <div className="input-with-action">
              <input
                {...control}
                name="password"
                type={showPassword ? 'text' : 'password'}
                value={values.password}
                onChange={(e) => setter('password')(e.target.value)}
                autoComplete="new-password"
                minLength={MIN_PASSWORD_LENGTH}
                required
                disabled={busy}
              />
              <button type="button" className="input-action" aria-pressed={showPassword} onClick={() => setShowPassword((shown) => !shown)}>
                {showPassword ? t('admin.webhooks.hide') : t('admin.webhooks.show')}
              </button>
            </div>
          )}
        </AdminField>
        <div className="checkbox-field">
          <input
            id={ageVouchedId}
            name="ageVouched"
            type="checkbox"
            checked={ageVouched}
            onChange={(e) => setAgeVouched(e.target.checked)}
            required
            disabled={busy}
          />
          <label htmlFor={ageVouchedId}>{t('admin.addUser.ageVouched', { min: MIN_AGE })}</label>
        </div>
        {form.error && (
          <div className="error-box" role="alert">
            <ErrorWithDetail sentence={form.error} detail={failure ? detailOf(failure) : null} />
          </div>
        )}
        <div className="dialog-actions">
          <button type="submit" className="button button-primary" disabled={busy || !ageVouched}>
            {busy ? t('admin.addUser.busy') : t('admin.addUser.submit')}
          </button>
          <button type="button" className="button button-outline" onClick={onClose} disabled={busy}>
            {t('admin.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
