import { useId } from 'react';
import { useLanguage, useT } from './index.js';
import './language-switcher.css';

/** A labelled select of the interface languages; the choice is remembered in localStorage. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useT();
  const { language, languages, setLanguage } = useLanguage();
  const id = useId();
  return (
    <div className={`language-switcher ${className}`}>
      <label htmlFor={id} className="language-label">
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
        </svg>
        <span className="sr-only">{t('common.language')}</span>
      </label>
      <select id={id} value={language} onChange={(event) => void setLanguage(event.target.value)}>
        {languages.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
