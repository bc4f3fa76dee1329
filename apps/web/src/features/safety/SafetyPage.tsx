import { Link } from 'react-router';
import { useLanguage, useT } from '../../i18n/index.js';
import { InfoPage } from '../info/InfoPage.js';
import { BulletList } from '../info/Prose.js';
import { EVAL_FIGURES, formatShare, type EvalFigures } from './eval-figures.js';
import { PANEL_LINES } from './crisis-lines.js';
import './disclosure.css';
import './safety-page.css';

type ShareField = 'recall' | 'precision' | 'imminentRecall' | 'planMeansRecall' | 'conversationRecall' | 'ordinaryFalseAlarmRate';
const SHARES: ReadonlyArray<ShareField> = ['recall', 'imminentRecall', 'planMeansRecall', 'precision', 'conversationRecall', 'ordinaryFalseAlarmRate'];

/**
 * `/safety`: the published safety protocol, in plain words: what Vi looks for, what it does at
 * each level, what it never does, who to call, the AI disclosure, how referrals are counted, and
 * how well the detection works (the evaluation's figures and where they come from).
 */
export function SafetyPage({ figures = EVAL_FIGURES }: { figures?: EvalFigures }) {
  const { t } = useT('info');
  const { language } = useLanguage();
  const notMeasured = t('safety.page.eval.notMeasured');
  const share = (value: number | null) => (value === null ? notMeasured : formatShare(value, language));
  const count = (value: number | null) => (value === null ? notMeasured : new Intl.NumberFormat(language).format(value));
  const list = (key: Parameters<typeof t>[0]) => <BulletList lines={t(key).split('\n')} className="bullet-list" />;

  return (
    <InfoPage
      title={t('safety.page.title')}
      description={t('safety.page.description')}
      eyebrow={t('safety.page.eyebrow')}
      lead={<p>{t('safety.page.lead')}</p>}
      className="safety-page"
    >
      <section className="emergency-banner safety-call" aria-labelledby="safety-call">
        <div>
          <h2 id="safety-call">{t('safety.page.call.title')}</h2>
          <p>{t('safety.page.call.text')}</p>
        </div>
        <ul className="safety-call-lines">
          <li>
            <a className="button button-danger" href={PANEL_LINES.emergency.href}>
              {t('safety.page.call.emergency')}
            </a>
          </li>
          <li>
            <a className="button button-primary" href={PANEL_LINES.call988.href}>
              {t('safety.page.call.call988')}
            </a>
          </li>
          <li>
            <a className="button button-outline" href={PANEL_LINES.text988.href}>
              {t('safety.page.call.text988')}
            </a>
          </li>
          <li>
            <a className="button button-outline" href={PANEL_LINES.text741741.href}>
              {t('safety.page.call.text741741')}
            </a>
          </li>
        </ul>
      </section>
      <p>
        {t('safety.page.call.more')} <Link to="/crisis-resources">{t('safety.page.call.moreLink')}</Link>
      </p>

      <section aria-labelledby="safety-detects">
        <h2 id="safety-detects">{t('safety.page.detects.title')}</h2>
        <p>{t('safety.page.detects.intro')}</p>
        {list('safety.page.detects.categories')}
        <p>{t('safety.page.detects.how')}</p>
        {list('safety.page.detects.howList')}
      </section>

      <section aria-labelledby="safety-levels">
        <h2 id="safety-levels">{t('safety.page.levels.title')}</h2>
        <p>{t('safety.page.levels.intro')}</p>
        <dl className="safety-levels">
          <div className="card info-card">
            <dt>{t('safety.page.levels.concern')}</dt>
            <dd>{t('safety.page.levels.concernText')}</dd>
          </div>
          <div className="card info-card">
            <dt>{t('safety.page.levels.urgent')}</dt>
            <dd>{t('safety.page.levels.urgentText')}</dd>
          </div>
          <div className="card info-card">
            <dt>{t('safety.page.levels.imminent')}</dt>
            <dd>{t('safety.page.levels.imminentText')}</dd>
          </div>
        </dl>
        {list('safety.page.levels.always')}
      </section>

      <section aria-labelledby="safety-never">
        <h2 id="safety-never">{t('safety.page.never.title')}</h2>
        {list('safety.page.never.list')}
      </section>

      <section aria-labelledby="safety-disclosure">
        <h2 id="safety-disclosure">{t('safety.page.disclosure.title')}</h2>
        <p>{t('safety.page.disclosure.intro')}</p>
        <div className="disclosure-notice" role="note">
          <p className="disclosure-notice-text">{t('safety.page.disclosure.text')}</p>
        </div>
        {list('safety.page.disclosure.when')}
      </section>

      <section aria-labelledby="safety-counts">
        <h2 id="safety-counts">{t('safety.page.counts.title')}</h2>
        <p>{t('safety.page.counts.text')}</p>
        {list('safety.page.counts.list')}
      </section>

      <section aria-labelledby="safety-eval">
        <h2 id="safety-eval">{t('safety.page.eval.title')}</h2>
        <p>{t('safety.page.eval.intro')}</p>
        <table className="safety-figures">
          <caption>{figures.measuredOn ? t('safety.page.eval.caption', { date: figures.measuredOn }) : t('safety.page.eval.captionNone')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('safety.page.eval.measure')}</th>
              <th scope="col">{t('safety.page.eval.result')}</th>
              <th scope="col">{t('safety.page.eval.target')}</th>
            </tr>
          </thead>
          <tbody>
            {SHARES.map((field) => (
              <tr key={field} data-figure={field}>
                <th scope="row">{t(`safety.page.eval.${field}`)}</th>
                <td>{share(figures[field])}</td>
                <td>{t(`safety.page.eval.${field}Target`)}</td>
              </tr>
            ))}
            <tr data-figure="p99Ms">
              <th scope="row">{t('safety.page.eval.p99Ms')}</th>
              <td>{figures.p99Ms === null ? notMeasured : t('safety.page.eval.ms', { ms: figures.p99Ms.toLocaleString(language) })}</td>
              <td>{t('safety.page.eval.p99MsTarget')}</td>
            </tr>
          </tbody>
        </table>
        <p>{t('safety.page.eval.source')}</p>
        {figures.messages !== null && figures.languages !== null && figures.conversations !== null && (
          <p>
            {t('safety.page.eval.size', {
              messages: count(figures.messages),
              languages: count(figures.languages),
              conversations: count(figures.conversations),
            })}
          </p>
        )}
        <p>{t('safety.page.eval.independent')}</p>
      </section>

      <section aria-labelledby="safety-law">
        <h2 id="safety-law">{t('safety.page.law.title')}</h2>
        <p>{t('safety.page.law.text')}</p>
        <p>{t('safety.page.law.support')}</p>
      </section>

      <p className="back-link">
        <Link className="button button-outline" to="/crisis-resources">
          {t('safety.page.backToCrisis')}
        </Link>
      </p>
    </InfoPage>
  );
}
