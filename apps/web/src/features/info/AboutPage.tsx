import { Link } from 'react-router';
import { useT } from '../../i18n/index.js';
import { InfoPage } from './InfoPage.js';
import { Prose } from './Prose.js';
import './info.css';

export function AboutPage() {
  const { t } = useT('info');
  return (
    <InfoPage title={t('about.title')} description={t('about.description')} eyebrow={t('about.eyebrow')} lead={<p>{t('about.lead')}</p>}>
      <article className="prose">
        <Prose text={t('about.body')} />
      </article>
      <aside className="card info-cta" aria-labelledby="about-cta">
        <h2 id="about-cta">{t('about.ctaTitle')}</h2>
        <p className="muted">{t('about.ctaText')}</p>
        <div className="info-cta-actions">
          <Link className="button button-primary" to="/signup">
            {t('common.signUp')}
          </Link>
          <Link className="button button-outline" to="/crisis-resources">
            {t('about.crisisLink')}
          </Link>
        </div>
      </aside>
    </InfoPage>
  );
}
