import type { AdminEntry, AdminRole } from '@vi/contracts';
import { useT } from '../../i18n/index.js';
import { Modal } from '../../lib/ui/Modal.js';
import { useForm } from '../../lib/use-form.js';
import { addAdmin } from './admin-api.js';
import { ADMIN_ROLES, DEFAULT_ADMIN_ROLE } from '@vi/contracts/constants';
import { emailProblem, type EmailProblem } from './admin-format.js';
import { AdminField } from './AdminField.js';
import { useServerDetail } from './AdminNotices.js';

interface AddAdminDraft {
  email: string;
  role: AdminRole;
}

/**
 * "Add Admin User": an existing account by email, with a role. What the server answers when it
 * refuses ("User not found", already an admin, the super-admin rules) shows in the modal.
 */
export function AddAdminModal({ onClose, onAdded }: { onClose(): void; onAdded(admin: AdminEntry): void }) {
  const { t } = useT('admin');
  const detailOf = useServerDetail();
  const form = useForm<AddAdminDraft>({
    initial: { email: '', role: DEFAULT_ADMIN_ROLE },
    validate: (draft) => {
      const problem = emailProblem(draft.email);
      return problem ? { email: problem } : null;
    },
    submit: async (draft) => {
      const added = await addAdmin({ email: draft.email.trim(), role: draft.role });
      onAdded(added);
    },
    errorMessage: (error) => {
      console.warn('Adding the admin failed', error);
      return detailOf(error) ?? t('admin.addAdmin.failed');
    },
  });
  const { values, setter, busy } = form;
  const emailError = form.fieldErrors.email as EmailProblem | undefined;

  return (
    <Modal title={t('admin.addAdmin.title')} closeLabel={t('admin.close')} onClose={onClose} className="admin-modal">
      <form className="form" onSubmit={form.onSubmit} noValidate aria-busy={busy}>
        <AdminField
          label={t('admin.addAdmin.email')}
          marker="required"
          hint={t('admin.addAdmin.emailHint')}
          error={emailError ? t(`admin.error.${emailError}`) : null}
        >
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              value={values.email}
              onChange={(e) => setter('email')(e.target.value)}
              autoComplete="off"
              placeholder="name@example.com"
              required
              disabled={busy}
            />
          )}
        </AdminField>
        <AdminField label={t('admin.addAdmin.role')}>
          {(control) => (
            <select {...control} name="role" value={values.role} onChange={(e) => setter('role')(e.target.value as AdminRole)} disabled={busy}>
              {ADMIN_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`admin.addAdmin.role.${role}`)}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        {/* The inline error area: the server's refusal as it wrote it ("User not found"). */}
        <div className="admin-inline-error">
          {form.error && (
            <p className="error-box" role="alert">
              {form.error}
            </p>
          )}
        </div>
        <div className="dialog-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t('admin.addAdmin.busy') : t('admin.addAdmin.submit')}
          </button>
          <button type="button" className="button button-outline" onClick={onClose} disabled={busy}>
            {t('admin.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
