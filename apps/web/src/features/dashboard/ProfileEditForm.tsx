import { INTERFACE_LANGUAGES, MAX_NAME_LENGTH, type InterfaceLanguage, type User } from '@vi/contracts';
import { useId, useMemo } from 'react';
import { followBrowserLanguage, languageName, setLanguage, useT } from '../../i18n/index.js';
import { useForm } from '../../lib/use-form.js';
import { accountApi } from '../account/account-api.js';
import { accountFailure } from '../account/account-errors.js';
import { browserTimeZone, timeZoneChoices } from '../account/time-zones.js';
import { useFocusOnMount } from '../account/use-focus-on-mount.js';
import { useAuth } from '../auth/auth-context.js';
import { ErrorBox } from '../auth/form-fields.js';
import { SECURITY_ERROR_KEYS } from './security-errors.js';

interface ProfileValues {
  name: string;
  /** '' is "Browser default" (saved as null). */
  language: '' | InterfaceLanguage;
  timeZone: string;
}

/** The profile form: name, interface language and time zone, saved with PATCH /me. */
export function ProfileEditForm({ user, onDone }: { user: User; onDone(saved: boolean): void }) {
  const { t } = useT('app');
  const { replaceUser } = useAuth();
  const id = useId();
  const formRef = useFocusOnMount<HTMLFormElement>();
  const zones = useMemo(() => timeZoneChoices(user.timeZone), [user.timeZone]);
  const form = useForm<ProfileValues>({
    initial: { name: user.name, language: user.language ?? '', timeZone: user.timeZone ?? '' },
    submit: async (values) => {
      const language = values.language || null;
      const saved = await accountApi.updateProfile({ name: values.name.trim(), language, timeZone: values.timeZone || null });
      // The interface follows the choice at once: the chosen language, or the browser's again.
      if (saved.language) await setLanguage(saved.language);
      else if (user.language) await followBrowserLanguage();
      replaceUser(saved);
      onDone(true);
    },
    errorMessage: (error) => t(SECURITY_ERROR_KEYS[accountFailure(error)]),
  });
  const { values, setter, busy } = form;

  return (
    <form ref={formRef} className="form profile-form" onSubmit={form.onSubmit}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('dashboard.settings.name')}</label>
        <input
          id={`${id}-name`}
          name="name"
          value={values.name}
          onChange={(e) => setter('name')(e.target.value)}
          autoComplete="name"
          maxLength={MAX_NAME_LENGTH}
          required
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-language`}>{t('dashboard.settings.language')}</label>
        <select id={`${id}-language`} name="language" value={values.language} onChange={(e) => setter('language')(e.target.value as ProfileValues['language'])}>
          <option value="">{t('dashboard.settings.browserDefault')}</option>
          {INTERFACE_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-zone`}>{t('dashboard.settings.timeZone')}</label>
        <select
          id={`${id}-zone`}
          name="timeZone"
          value={values.timeZone}
          onChange={(e) => setter('timeZone')(e.target.value)}
          aria-describedby={`${id}-zone-hint`}
        >
          <option value="">{t('dashboard.settings.timeZoneBrowser', { zone: browserTimeZone() })}</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        <p id={`${id}-zone-hint`} className="field-hint">
          {t('dashboard.settings.timeZoneHint')}
        </p>
      </div>
      <ErrorBox message={form.error} />
      <div className="form-actions">
        <button type="submit" className="button button-primary button-small" disabled={busy || !values.name.trim()}>
          {busy ? t('dashboard.settings.saving') : t('dashboard.settings.save')}
        </button>
        <button type="button" className="button button-outline button-small" onClick={() => onDone(false)}>
          {t('dashboard.settings.cancel')}
        </button>
      </div>
    </form>
  );
}
