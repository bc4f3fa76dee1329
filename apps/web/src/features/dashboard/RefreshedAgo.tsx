import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.js';
import { refreshedAge } from './format.js';

/** "Refreshed 12 seconds ago", ticking each second; its own component so only this text re-renders. */
export function RefreshedAgo({ at }: { at: number | null }) {
  const { t } = useT('app');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (at === null) return <span className="refreshed-ago muted">{t('dashboard.refreshed.never')}</span>;
  const age = refreshedAge(at, now);
  return <span className="refreshed-ago muted">{t(`dashboard.refreshed.${age.unit}`, { count: age.count })}</span>;
}
