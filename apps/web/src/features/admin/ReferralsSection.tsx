import type { ReferralCounts } from '@vi/contracts';
import { useId, useState } from 'react';
import { useT } from '../../i18n/index.js';
import { downloadReferralCsv, fetchReferralCounts } from './admin-api.js';
import { SAFETY_CHANNELS, RISK_LEVELS } from '@vi/contracts/constants';
import { FailureBox, ErrorWithDetail, useServerDetail } from './AdminNotices.js';
import { monthDate, referralSummary } from './referrals.js';
import { useRemote } from './use-remote.js';

/**
 * How many times Vi gave crisis help (California SB 243's annual report): this month's and the
 * last 12 months' totals by level and by channel, and the whole count as a CSV file. The counts
 * carry no member, conversation or text (chat keeps them that way).
 */
export function ReferralsSection() {
  const { t } = useT('admin');
  const { result, reload } = useRemote(fetchReferralCounts, 'the crisis referral counts');
  return (
    <section className="admin-referrals" aria-labelledby="admin-referrals-title" aria-busy={result.status === 'loading'}>
      <div className="admin-referrals-head">
        <div>
          <h2 id="admin-referrals-title" className="admin-section-title">
            {t('admin.referrals.title')}
          </h2>
          <p className="muted admin-referrals-lead">{t('admin.referrals.lead')}</p>
        </div>
        <DownloadCsv />
      </div>
      {result.status === 'loading' && (
        <p className="muted admin-loading" role="status">
          <span className="spinner spinner-small" aria-hidden="true" /> {t('admin.referrals.loading')}
        </p>
      )}
      {result.status === 'failed' && <FailureBox sentence={t('admin.referrals.failed')} error={result.error} onRetry={reload} />}
      {result.status === 'ready' && <Referrals counts={result.data.counts} />}
    </section>
  );
}

function Referrals({ counts }: { counts: ReferralCounts['counts'] }) {
  const { t, language } = useT('admin');
  const captionId = useId();
  if (counts.length === 0) return <p className="admin-empty">{t('admin.referrals.empty')}</p>;
  const number = new Intl.NumberFormat(language);
  const monthName = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const name = (month: string) => monthName.format(monthDate(month));
  const { month, firstMonth, thisMonth, last12Months } = referralSummary(counts);
  return (
    <>
      <ul className="admin-figures admin-referrals-figures">
        <li className="card admin-figure">
          <p className="admin-figure-label">{t('admin.referrals.thisMonth')}</p>
          <p className="admin-figure-value">{number.format(thisMonth.total)}</p>
          <p className="muted admin-figure-note">{t('admin.referrals.thisMonthNote', { month: name(month) })}</p>
        </li>
        <li className="card admin-figure">
          <p className="admin-figure-label">{t('admin.referrals.last12Months')}</p>
          <p className="admin-figure-value">{number.format(last12Months.total)}</p>
          <p className="muted admin-figure-note">{t('admin.referrals.last12MonthsNote', { from: name(firstMonth), to: name(month) })}</p>
        </li>
      </ul>
      <div className="admin-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="admin-table admin-referrals-table">
          <caption id={captionId} className="sr-only">
            {t('admin.referrals.tableCaption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.referrals.counted')}</th>
              <th scope="col" className="admin-number">
                {t('admin.referrals.thisMonth')}
              </th>
              <th scope="col" className="admin-number">
                {t('admin.referrals.last12Months')}
              </th>
            </tr>
          </thead>
          <RowGroup
            heading={t('admin.referrals.byLevel')}
            format={number.format}
            entries={RISK_LEVELS.map((level) => ({
              key: level,
              label: t(`admin.referrals.level.${level}`),
              now: thisMonth.byLevel[level],
              year: last12Months.byLevel[level],
            }))}
          />
          <RowGroup
            heading={t('admin.referrals.byChannel')}
            format={number.format}
            entries={SAFETY_CHANNELS.map((channel) => ({
              key: channel,
              label: t(`admin.referrals.channel.${channel}`),
              now: thisMonth.byChannel[channel],
              year: last12Months.byChannel[channel],
            }))}
          />
        </table>
      </div>
    </>
  );
}

interface RowEntry {
  key: string;
  label: string;
  /** This month's count and the last 12 months'. */
  now: number;
  year: number;
}

/** One group of the table's rows (the levels, or the channels) under a heading row of its own. */
function RowGroup({ heading, entries, format }: { heading: string; entries: readonly RowEntry[]; format: (value: number) => string }) {
  return (
    <tbody>
      <tr className="admin-referrals-group">
        <th scope="rowgroup" colSpan={3}>
          {heading}
        </th>
      </tr>
      {entries.map((entry) => (
        <tr key={entry.key}>
          <th scope="row">{entry.label}</th>
          <td className="admin-number">{format(entry.now)}</td>
          <td className="admin-number">{format(entry.year)}</td>
        </tr>
      ))}
    </tbody>
  );
}

/** The server's CSV of every count, saved as the file it names (vi-referral-counts.csv). */
function DownloadCsv() {
  const { t } = useT('admin');
  const detailOf = useServerDetail();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { blob, filename } = await downloadReferralCsv();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file by the next turn; the object URL can go.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      console.warn('Downloading the referral counts failed', error);
      setFailure({ error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admin-referrals-download">
      <button type="button" className="button button-outline button-small" onClick={() => void download()} disabled={busy}>
        {busy ? t('admin.referrals.downloading') : t('admin.referrals.download')}
      </button>
      {failure && (
        <div className="error-box admin-failure" role="alert">
          <ErrorWithDetail sentence={t('admin.referrals.downloadFailed')} detail={detailOf(failure.error)} />
        </div>
      )}
    </div>
  );
}
