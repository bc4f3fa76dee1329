import type { AdminOverview } from '@vi/contracts';
import { useId } from 'react';
import { useT } from '../../i18n/index.js';
import { fetchOverview } from './admin-api.js';
import { FailureBox } from './AdminNotices.js';
import { DailyChart } from './DailyChart.js';
import { overviewFigures, percent, ratingRows } from './overview.js';
import { ReferralsSection } from './ReferralsSection.js';
import { useRemote } from './use-remote.js';

/** The last 30 days at a glance: four figures, three daily charts and the ratings; then the crisis referral counts (ReferralsSection). */
export function OverviewSection() {
  const { t } = useT('admin');
  const { result, reload } = useRemote(fetchOverview, 'the admin overview');
  return (
    <>
      <section className="admin-overview" aria-labelledby="admin-overview-title" aria-busy={result.status === 'loading'}>
        <h2 id="admin-overview-title" className="admin-section-title">
          {t('admin.overview.title')}
        </h2>
        {result.status === 'loading' && (
          <p className="muted admin-loading" role="status">
            <span className="spinner spinner-small" aria-hidden="true" /> {t('admin.overview.loading')}
          </p>
        )}
        {result.status === 'failed' && <FailureBox sentence={t('admin.overview.failed')} error={result.error} onRetry={reload} />}
        {result.status === 'ready' && <Overview overview={result.data} />}
      </section>
      <ReferralsSection />
    </>
  );
}

function Overview({ overview }: { overview: AdminOverview }) {
  const { t, language } = useT('admin');
  const number = new Intl.NumberFormat(language);
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const figures = overviewFigures(overview);
  const { days, totals } = overview;
  const dates = days.map((d) => d.date);
  const today = days[days.length - 1];

  return (
    <>
      <ul className="admin-figures">
        <Figure
          label={t('admin.overview.members')}
          value={number.format(totals.members)}
          note={t('admin.overview.membersNote', { count: number.format(figures.signUps) })}
        />
        <Figure
          label={t('admin.overview.premium')}
          value={number.format(totals.premiumMembers)}
          note={t('admin.overview.premiumNote', { share: figures.premiumShare })}
        />
        <Figure
          label={t('admin.overview.conversations')}
          value={number.format(figures.voice + figures.chat)}
          note={t('admin.overview.conversationsNote', { voice: number.format(figures.voice), chat: number.format(figures.chat) })}
        />
        <Figure
          label={t('admin.overview.ratings')}
          value={figures.averageRating === null ? '–' : decimal.format(figures.averageRating)}
          note={figures.averageRating === null ? t('admin.overview.noRatings') : t('admin.overview.ratingsNote', { count: number.format(figures.ratings) })}
        />
      </ul>

      <div className="admin-charts">
        <DailyChart
          title={t('admin.chart.conversations.title')}
          summary={t('admin.chart.conversations.summary', { voice: number.format(figures.voice), chat: number.format(figures.chat) })}
          dates={dates}
          series={[
            { label: t('admin.chart.voice'), tone: 'voice', values: days.map((d) => d.voiceSessions) },
            { label: t('admin.chart.chat'), tone: 'chat', values: days.map((d) => d.chatSessions) },
          ]}
        />
        <DailyChart
          title={t('admin.chart.signUps.title')}
          summary={t('admin.chart.signUps.summary', { count: number.format(figures.signUps) })}
          dates={dates}
          series={[{ label: t('admin.chart.signUps'), tone: 'signups', values: days.map((d) => d.signUps) }]}
        />
        <DailyChart
          title={t('admin.chart.members.title')}
          summary={t('admin.chart.members.summary', {
            premium: number.format(today?.premiumMembers ?? totals.premiumMembers),
            members: number.format(today?.members ?? totals.members),
            share: percent(today?.premiumMembers ?? totals.premiumMembers, today?.members ?? totals.members),
          })}
          dates={dates}
          series={[
            { label: t('admin.chart.premium'), tone: 'premium', values: days.map((d) => d.premiumMembers) },
            { label: t('admin.chart.free'), tone: 'free', values: days.map((d) => Math.max(0, d.members - d.premiumMembers)) },
          ]}
        />
        <RatingsCard overview={overview} />
      </div>
    </>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <li className="card admin-figure">
      <p className="admin-figure-label">{label}</p>
      <p className="admin-figure-value">{value}</p>
      <p className="muted admin-figure-note">{note}</p>
    </li>
  );
}

/** Ratings 5 to 1 as horizontal bars: a real table, so it needs no text alternative of its own. */
function RatingsCard({ overview }: { overview: AdminOverview }) {
  const { t, language } = useT('admin');
  const titleId = useId();
  const number = new Intl.NumberFormat(language);
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const rows = ratingRows(overview);
  const figures = overviewFigures(overview);
  const most = Math.max(1, ...rows.map((r) => r.count));
  return (
    <section className="card chart-card admin-chart" aria-labelledby={titleId}>
      <div className="chart-head">
        <div>
          <h3 id={titleId}>{t('admin.ratings.title')}</h3>
          <p className="muted chart-summary">
            {figures.averageRating === null
              ? t('admin.ratings.empty')
              : t('admin.ratings.summary', { count: number.format(figures.ratings), average: decimal.format(figures.averageRating) })}
          </p>
        </div>
      </div>
      <table className="admin-ratings">
        <caption className="sr-only">{t('admin.chart.tableCaption', { title: t('admin.ratings.title') })}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('admin.ratings.rating')}</th>
            <th scope="col">{t('admin.ratings.count')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ rating, count }) => (
            <tr key={rating}>
              <th scope="row">{rating === 1 ? t('admin.ratings.star') : t('admin.ratings.stars', { rating })}</th>
              <td>
                <span className="admin-rating-bar" aria-hidden="true">
                  <span className="admin-rating-fill" style={{ width: `${(count / most) * 100}%` }} />
                </span>
                <span className="admin-rating-count">{number.format(count)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
