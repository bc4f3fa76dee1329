import { MAX_NAME_LENGTH } from '@vi/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/index.js';
import { NotAvailableYetError, saveProfileName } from './account-actions.js';

/** The name edit form; saving goes through `saveProfileName` (not available yet: it says so). */
export function ProfileEditForm({ initialName, onDone }: { initialName: string; onDone(): void }) {
  const { t } = useT('app');
  const id = useId();
  const [name, setName] = useState(initialName);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await saveProfileName(name.trim());
      onDone();
    } catch (err) {
      setMessage(err instanceof NotAvailableYetError ? t(err.messageKey) : t('dashboard.unexpectedError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form profile-form" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={id}>{t('dashboard.settings.name')}</label>
        <input id={id} name="name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={MAX_NAME_LENGTH} required />
      </div>
      {message && (
        <p className="info-box" role="status">
          {message}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary button-small" disabled={busy || !name.trim()}>
          {busy ? t('dashboard.settings.saving') : t('dashboard.settings.save')}
        </button>
        <button type="button" className="button button-outline button-small" onClick={onDone}>
          {t('dashboard.settings.cancel')}
        </button>
      </div>
    </form>
  );
}
