import { useId } from 'react';
import { useT } from '../../i18n/index.js';
import { axisTop } from '../dashboard/month-days.js';
import { useElementWidth } from '../dashboard/use-element-width.js';
import { labelledDays } from './overview.js';
import '../../lib/ui/chart.css';

export interface ChartSeries {
  label: string;
  /** The class that colours its bars and its legend swatch (`chart-bar-*`, `legend-*`). */
  tone: string;
  /** One value per date. */
  values: number[];
}

interface DailyChartProps {
  title: string;
  summary: string;
  /** YYYY-MM-DD, oldest first. */
  dates: string[];
  /** Stacked in this order, the first at the bottom. */
  series: ChartSeries[];
}

const HEIGHT = 170;
const MARGIN = { top: 10, right: 6, bottom: 26, left: 34 };

// Dates are calendar days: formatted at noon UTC, so the day is the same one in every zone.
const dayFormat = (locale: string, month: 'short' | 'long') => new Intl.DateTimeFormat(locale, { month, day: 'numeric', timeZone: 'UTC' });
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * Stacked bars per day, drawn like the dashboard's monthly chart (SVG in real pixels, no chart
 * library), with the same numbers in a table for screen readers.
 */
export function DailyChart({ title, summary, dates, series }: DailyChartProps) {
  const { t, language } = useT('admin');
  const titleId = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>(480);
  const short = dayFormat(language, 'short');
  const long = dayFormat(language, 'long');
  const number = new Intl.NumberFormat(language);

  const totals = dates.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const top = axisTop(Math.max(0, ...totals));
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = dates.length ? plotWidth / dates.length : plotWidth;
  const barWidth = Math.max(2, Math.min(16, band * 0.62));
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const labelled = labelledDays(dates.length, band);

  return (
    <section className="card chart-card admin-chart" aria-labelledby={titleId}>
      <div className="chart-head">
        <div>
          <h3 id={titleId}>{title}</h3>
          <p className="muted chart-summary">{summary}</p>
        </div>
        {series.length > 1 && (
          <ul className="chart-legend" aria-hidden="true">
            {series.map((s) => (
              <li key={s.label}>
                <span className={`legend-swatch legend-${s.tone}`} /> {s.label}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="chart-frame admin-chart-frame" ref={ref}>
        <svg className="usage-chart" width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} aria-hidden="true" focusable="false">
          {[0, 1, 2, 3, 4].map((q) => {
            const value = (top / 4) * q;
            return (
              <g key={q} className="chart-grid">
                <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(value)} y2={y(value)} />
                <text x={MARGIN.left - 6} y={y(value)} dy="0.32em" textAnchor="end">
                  {number.format(value)}
                </text>
              </g>
            );
          })}
          {dates.map((date, i) => {
            const cx = MARGIN.left + band * i + band / 2;
            let base = 0;
            return (
              <g key={date}>
                <title>{`${long.format(noon(date))}: ${series.map((s) => `${s.label} ${number.format(s.values[i] ?? 0)}`).join(', ')}`}</title>
                {/* The whole band, so the day's tooltip shows over an empty day too. */}
                <rect x={cx - band / 2} y={MARGIN.top} width={band} height={plotHeight} fill="transparent" />
                {series.map((s) => {
                  const value = s.values[i] ?? 0;
                  const bottom = base;
                  base += value;
                  return value > 0 ? (
                    <rect
                      key={s.label}
                      className={`chart-bar-${s.tone}`}
                      x={cx - barWidth / 2}
                      y={y(base)}
                      width={barWidth}
                      height={y(bottom) - y(base)}
                      rx={2}
                    />
                  ) : null;
                })}
                {labelled.has(i) && (
                  // The last day's date ends at the plot's edge instead of running past it.
                  <text
                    className="chart-day"
                    x={i === dates.length - 1 ? cx + band / 2 : cx}
                    y={HEIGHT - 8}
                    textAnchor={i === dates.length - 1 ? 'end' : 'middle'}
                  >
                    {short.format(noon(date))}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>

      {/* Read by screen readers, not shown (a table cannot shrink, so a div wraps it). */}
      <div className="sr-only chart-table">
        <table>
          <caption>{t('admin.chart.tableCaption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.chart.day')}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dates.map((date, i) => (
              <tr key={date}>
                <th scope="row">{long.format(noon(date))}</th>
                {series.map((s) => (
                  <td key={s.label}>{number.format(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
