import { translate, useLanguage } from '../i18n/index.js';
import './loading.css';

/**
 * Shown while a page's code or text loads, often as the fallback of the Suspense around every route,
 * so it must not suspend itself: it reads the core text only if it is already here, English otherwise.
 */
export function LoadingScreen() {
  const { language } = useLanguage();
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{translate(language, 'core', 'common.loading')}</p>
    </div>
  );
}
