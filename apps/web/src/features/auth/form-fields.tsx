import { FREE_VOICE_CONVERSATIONS_PER_MONTH } from '@vi/contracts';
import { useId, useState } from 'react';

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
  const id = useId();
  const [visible, setVisible] = useState(false);
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
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          >
            {visible ? 'Hide' : 'Show'}
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

export function AgeCheckbox({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  return (
    <div className="checkbox-field">
      <input id={id} name="ageConfirmed" type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>I confirm that I am 18 years of age or older</label>
    </div>
  );
}

export function ErrorBox({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="error-box" role="alert">
      {message}
    </div>
  );
}

export function FreeSessionsNote() {
  return (
    <p className="note">
      {FREE_VOICE_CONVERSATIONS_PER_MONTH} free voice sessions are included with your account.
    </p>
  );
}
