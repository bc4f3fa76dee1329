import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.js';
import { GOOGLE_START_URL, googleApi } from './google-api.js';

/**
 * "Continue with Google": to Google when the server has it set up; otherwise (or while the server
 * has not said) the seed's sentence that it is coming soon.
 */
export function GoogleButton({ onNotice, onlyWhenOffered = false }: { onNotice?: () => void; onlyWhenOffered?: boolean }) {
  const { t } = useT('auth');
  const [offered, setOffered] = useState(false);
  const [notice, setNotice] = useState(false);

  useEffect(() => {
    let current = true;
    googleApi.providers().then(
      (providers) => current && setOffered(providers.google),
      () => current && setOffered(false),
    );
    return () => {
      current = false;
    };
  }, []);

  // The sign-in page of the seed has no Google button: it shows one only where Google works.
  if (onlyWhenOffered && !offered) return null;
  return (
    <>
      <button
        type="button"
        className="button button-outline button-block"
        onClick={() => {
          onNotice?.();
          if (offered) window.location.assign(GOOGLE_START_URL);
          else setNotice(true);
        }}
      >
        {t('auth.google')}
      </button>
      {notice && (
        <p className="info-box" role="status">
          {t('auth.error.googleComingSoon')}
        </p>
      )}
    </>
  );
}
