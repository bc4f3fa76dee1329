import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.js';
import { ShareIcon } from '../../lib/icons.js';
import { copySiteLink, shareSite, siteLink } from './share.js';
import { StatCard } from './StatCards.js';

/** How long "Link copied to clipboard!" stays. */
const NOTICE_MS = 3000;

export function ShareCard() {
  const { t } = useT('app');
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const copied = t('dashboard.share.copied');
  const failed = t('dashboard.share.copyFailed', { url: siteLink() });
  const onShare = async () => {
    const outcome = await shareSite({ title: t('dashboard.share.sheetTitle'), text: t('dashboard.share.sheetText') });
    if (outcome === 'copied') setNotice(copied);
    else if (outcome === 'failed') setNotice(failed);
  };
  const onCopy = async () => setNotice((await copySiteLink()) ? copied : failed);

  return (
    <StatCard id="share-title" className="share-card" icon={<ShareIcon />} title={t('dashboard.share.title')}>
      <p className="share-card-text">{t('dashboard.share.text')}</p>
      <div className="share-card-actions">
        <button type="button" className="button button-primary button-small" onClick={onShare}>
          {t('dashboard.share.share')}
        </button>
        <button type="button" className="button button-outline button-small" onClick={onCopy}>
          {t('dashboard.share.copy')}
        </button>
      </div>
      <p className="share-card-notice" role="status">
        {notice}
      </p>
    </StatCard>
  );
}
