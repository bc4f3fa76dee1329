import { FREE_VOICE_CONVERSATIONS_PER_MONTH, MIN_PASSWORD_LENGTH } from '@vi/contracts';
import { Suspense, useId, useState } from 'react';
import { useT } from '../../i18n/index.js';
import { authMessageName } from './auth-errors.js';
import './form-fields.css';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  placeholder?: string;
  name?: string;
  /** Adds a Show/Hide button that reveals what was typed. */
  toggle?: boolean;
}

export function PasswordField({ label, value, onChange, autoComplete, placeholder, name, toggle = true }: PasswordFieldProps) {
  const { t } = useT('auth');
  const id = useId();
  const [visible, setVisible] = useState(false);
  const field = label.toLowerCase();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="input-with-action">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          placeholder={placeholder}
          required
        />
        {toggle && (
          <button
            type="button"
            className="input-action"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-label={visible ? t('auth.field.hideLabel', { field }) : t('auth.field.showLabel', { field })}
          >
            {visible ? t('auth.field.hide') : t('auth.field.show')}
          </button>
        )}
      </div>
    </div>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email';
  autoComplete?: string;
  placeholder?: string;
  name?: string;
  required?: boolean;
}

export function TextField({ label, value, onChange, type = 'text', autoComplete, placeholder, name, required = true }: TextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        placeholder={placeholder}
        required={required}
      />
    </div>
  );
}

/** The email field every sign-in and sign-up form has. */
export function EmailField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useT('auth');
  return (
    <TextField
      label={t('auth.field.email')}
      type="email"
      value={value}
      onChange={onChange}
      autoComplete="email"
      name="email"
      placeholder={t('auth.field.emailPlaceholder')}
    />
  );
}

export function AgeCheckbox({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const { t } = useT('auth');
  const id = useId();
  return (
    <div className="checkbox-field">
      <input id={id} name="ageConfirmed" type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{t('auth.age')}</label>
    </div>
  );
}

/**
 * An error sentence from `auth-errors.ts` (English) in the current language; any other text (a
 * server's own wording) as it is. Used outside the auth pages too (account settings, the nav bar),
 * so it waits for the auth text on its own rather than suspending the page around it.
 */
export function ErrorBox({ message }: { message: string | null }) {
  if (!message) return null;
  const english = (
    <div className="error-box" role="alert">
      {message}
    </div>
  );
  return (
    <Suspense fallback={english}>
      <TranslatedError message={message} />
    </Suspense>
  );
}

function TranslatedError({ message }: { message: string }) {
  const { t } = useT('auth');
  const name = authMessageName(message);
  return (
    <div className="error-box" role="alert">
      {name ? t(`auth.error.${name}`, { min: MIN_PASSWORD_LENGTH }) : message}
    </div>
  );
}

export function FreeSessionsNote() {
  const { t } = useT('auth');
  return <p className="note">{t('auth.freeSessions', { count: FREE_VOICE_CONVERSATIONS_PER_MONTH })}</p>;
}
