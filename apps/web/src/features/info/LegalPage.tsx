import { Link } from 'react-router';
import { useT } from '../../i18n/index.js';
import { InfoPage } from './InfoPage.js';
import { Prose } from './Prose.js';
import './info.css';

/** When the legal texts last changed in substance; shown in the reader's date format. */
export const LEGAL_LAST_UPDATED = '2026-11-27';

type LegalDocument = 'privacy' | 'terms' | 'hipaa';

function LegalPage({ document }: { document: LegalDocument }) {
  const { t, language } = useT('info');
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`));
  return (
    <InfoPage
      title={t(`legal.${document}.title`)}
      description={t(`legal.${document}.description`)}
      lead={
        <p className="muted">
          <time dateTime={LEGAL_LAST_UPDATED}>{t('info.lastUpdated', { date })}</time>
        </p>
      }
      className="legal-page"
    >
      <article className="prose">
        <Prose text={t(`legal.${document}.body`)} />
      </article>
      <p className="back-link">
        <Link to="/">
          <span aria-hidden="true">← </span>
          {t('common.backToHome')}
        </Link>
      </p>
    </InfoPage>
  );
}

export const PrivacyPolicyPage = () => <LegalPage document="privacy" />;
export const TermsOfServicePage = () => <LegalPage document="terms" />;
export const HipaaCompliancePage = () => <LegalPage document="hipaa" />;
