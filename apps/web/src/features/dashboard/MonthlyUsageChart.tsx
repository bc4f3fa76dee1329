import type { Usage } from '@vi/contracts';
import { useMemo } from 'react';
import { useT } from '../../i18n/index.js';
import { axisTop, monthDays, type DayUsage } from './month-days.js';
import { useElementWidth } from './use-element-width.js';
import '../../lib/ui/chart.css';

const HEIGHT = 190;
const MARGIN = { top: 10, right: 6, bottom: 26, left: 28 };

function todayIn(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  } catch {
    return new Intl.DateTimeFormat('en-CA').format(new Date());
  }
}

// Dates are calendar days (YYYY-MM-DD): formatted at noon UTC, so the day is the same one in every zone.
function dayLabel(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

function monthLabel(days: DayUsage[], locale: string): string {
  const first = days[0]?.date ?? '1970-01-01';
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${first}T12:00:00Z`));
}

/** Sessions per day this month, voice and chat stacked, with a table for screen readers. */
export function MonthlyUsageChart({ usage }: { usage: Usage | null }) {
  const { t, language } = useT('app');
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const sessions = (count: number) => (count === 1 ? t('dashboard.chart.sessionOne') : t('dashboard.chart.sessions', { count }));
  const day = (date: string) => dayLabel(date, language);
  const days = useMemo(() => (usage ? monthDays(usage) : []), [usage]);
  const today = usage ? todayIn(usage.month.timeZone) : '';

  const totals = days.reduce((t, d) => ({ voice: t.voice + d.voice, chat: t.chat + d.chat }), { voice: 0, chat: 0 });
  const busiest = days.reduce<DayUsage | null>((best, d) => (d.voice + d.chat > (best ? best.voice + best.chat : 0) ? d : best), null);
  const active = days.filter((d) => d.voice + d.chat > 0);
  const month = days.length ? monthLabel(days, language) : '';

  const top = axisTop(Math.max(0, ...days.map((d) => d.voice + d.chat)));
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = days.length ? plotWidth / days.length : plotWidth;
  const barWidth = Math.max(2, Math.min(18, band * 0.62));
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const everyLabel = band >= 20;

  return (
    <section className="card chart-card" aria-labelledby="chart-title">
      <div className="chart-head">
        <div>
          <h2 id="chart-title">{month ? t('dashboard.chart.titleWithMonth', { month }) : t('dashboard.chart.title')}</h2>
          <p className="muted chart-summary">
            {!usage
              ? t('dashboard.chart.loading')
              : totals.voice + totals.chat === 0
                ? t('dashboard.chart.empty')
                : `${t('dashboard.chart.summary', { voice: sessions(totals.voice), chat: sessions(totals.chat) })}${
                    busiest ? ` ${t('dashboard.chart.busiest', { day: day(busiest.date), count: sessions(busiest.voice + busiest.chat) })}` : ''
                  }`}
          </p>
        </div>
        <ul className="chart-legend" aria-hidden="true">
          <li>
            <span className="legend-swatch legend-voice" /> {t('dashboard.chart.voice')}
          </li>
          <li>
            <span className="legend-swatch legend-chat" /> {t('dashboard.chart.chat')}
          </li>
        </ul>
      </div>

      <div className="chart-frame" ref={ref}>
        {usage && (
          <svg className="usage-chart" width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} aria-hidden="true" focusable="false">
            {[0, 1, 2, 3, 4].map((q) => {
              const value = (top / 4) * q;
              return (
                <g key={q} className="chart-grid">
                  <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(value)} y2={y(value)} />
                  <text x={MARGIN.left - 6} y={y(value)} dy="0.32em" textAnchor="end">
                    {value}
                  </text>
                </g>
              );
            })}
            {days.map((d, i) => {
              const cx = MARGIN.left + band * i + band / 2;
              const x = cx - barWidth / 2;
              const isToday = d.date === today;
              // Narrow: day 1, every fifth day and today, dropping a regular label that would crowd today's.
              const todayDay = today.startsWith(d.date.slice(0, 8)) ? Number(today.slice(8)) : 0;
              const regular = (d.day === 1 || d.day % 5 === 0) && Math.abs(d.day - todayDay) > 2;
              const showLabel = everyLabel || isToday || regular;
              return (
                <g key={d.date}>
                  <title>{t('dashboard.chart.dayTooltip', { day: day(d.date), voice: d.voice, chat: d.chat })}</title>
                  {isToday && <rect className="chart-today" x={cx - band / 2} y={MARGIN.top} width={band} height={plotHeight} />}
                  {d.voice > 0 && <rect className="chart-bar-voice" x={x} y={y(d.voice)} width={barWidth} height={y(0) - y(d.voice)} rx={2} />}
                  {d.chat > 0 && (
                    <rect className="chart-bar-chat" x={x} y={y(d.voice + d.chat)} width={barWidth} height={y(d.voice) - y(d.voice + d.chat)} rx={2} />
                  )}
                  {showLabel && (
                    <text className={`chart-day${isToday ? ' chart-day-today' : ''}`} x={cx} y={HEIGHT - 8} textAnchor="middle">
                      {d.day}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        )}
      </div>

      {usage && (
        // Read by screen readers, not shown (a table cannot shrink, so a div wraps it).
        <div className="sr-only chart-table">
          <table>
            <caption>{t('dashboard.chart.tableCaption', { month })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.chart.day')}</th>
                <th scope="col">{t('dashboard.chart.voice')}</th>
                <th scope="col">{t('dashboard.chart.chat')}</th>
              </tr>
            </thead>
            <tbody>
              {active.length === 0 ? (
                <tr>
                  <td colSpan={3}>{t('dashboard.chart.none')}</td>
                </tr>
              ) : (
                active.map((d) => (
                  <tr key={d.date}>
                    <th scope="row">{day(d.date)}</th>
                    <td>{d.voice}</td>
                    <td>{d.chat}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
