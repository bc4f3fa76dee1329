import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT, type TFunction } from '../../i18n/index.js';
import { CRISIS_LINKS, INTERNATIONAL_HOTLINES, US_HOTLINES, type Hotline } from './hotlines.js';
import { InfoPage } from './InfoPage.js';
import { BulletList } from './Prose.js';
import './info.css';

export function CrisisResourcesPage() {
  const { t } = useT('info');
  return (
    <InfoPage
      title={t('crisis.title')}
      description={t('crisis.description')}
      eyebrow={t('crisis.eyebrow')}
      lead={<p>{t('crisis.lead')}</p>}
      className="crisis-page"
    >
      <section className="emergency-banner" aria-labelledby="crisis-emergency">
        <div>
          <h2 id="crisis-emergency">{t('crisis.emergencyTitle')}</h2>
          <p>{t('crisis.emergencyText')}</p>
        </div>
        <a className="button button-danger" href="tel:911">
          {t('crisis.emergencyCall')}
        </a>
      </section>
      <p className="muted small">{t('crisis.viNote')}</p>
      <p className="small">
        {t('crisis.safetyNote')} <Link to="/safety">{t('crisis.safetyLink')}</Link>
      </p>

      <HotlineSection id="crisis-us" title={t('crisis.usTitle')} hotlines={US_HOTLINES} t={t} />

      <HotlineSection id="crisis-international" title={t('crisis.internationalTitle')} hotlines={INTERNATIONAL_HOTLINES} t={t} />

      <div className="crisis-columns">
        <section className="card info-card" aria-labelledby="crisis-signs">
          <h2 id="crisis-signs">{t('crisis.signsTitle')}</h2>
          <p>{t('crisis.signsIntro')}</p>
          <BulletList lines={t('crisis.signs').split('\n')} className="bullet-list" />
        </section>
        <section className="card info-card" aria-labelledby="crisis-help">
          <h2 id="crisis-help">{t('crisis.helpTitle')}</h2>
          <BulletList lines={t('crisis.help').split('\n')} className="bullet-list" />
        </section>
      </div>

      <section aria-labelledby="crisis-links">
        <h2 id="crisis-links">{t('crisis.linksTitle')}</h2>
        <ul className="link-list">
          {CRISIS_LINKS.map((link) => (
            <li key={link.href}>
              <ExternalLink href={link.href} t={t}>
                {t(link.label)}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>

      <p className="back-link">
        <Link className="button button-outline" to="/dashboard">
          <span aria-hidden="true">← </span>
          {t('crisis.backToVi')}
        </Link>
      </p>
    </InfoPage>
  );
}

function HotlineSection({ id, title, hotlines, t }: { id: string; title: string; hotlines: readonly Hotline[]; t: TFunction<'info'> }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="hotline-grid">
        {hotlines.map((hotline) => (
          <HotlineCard key={hotline.id} hotline={hotline} t={t} />
        ))}
      </ul>
    </section>
  );
}

function HotlineCard({ hotline, t }: { hotline: Hotline; t: TFunction<'info'> }) {
  const titleId = `hotline-${hotline.id}`;
  return (
    <li className="card hotline-card">
      <h3 id={titleId}>{hotline.name}</h3>
      {hotline.region && <p className="hotline-region">{t(hotline.region)}</p>}
      <dl className="hotline-facts">
        <div>
          <dt>{t('crisis.phone')}</dt>
          <dd>{hotline.phone}</dd>
        </div>
        <div>
          <dt>{t('crisis.hours')}</dt>
          <dd>{t(hotline.hours)}</dd>
        </div>
        <div>
          <dt>{t('crisis.languages')}</dt>
          <dd>{t(hotline.languages)}</dd>
        </div>
        <div>
          <dt>{t('crisis.type')}</dt>
          <dd>{t(hotline.type)}</dd>
        </div>
      </dl>
      <div className="hotline-actions">
        {hotline.actions.map((action) =>
          action.href.startsWith('https:') ? (
            <ExternalLink key={action.href} href={action.href} t={t} className="button button-primary button-small">
              {t(action.label, action.vars)}
            </ExternalLink>
          ) : (
            <a key={action.href + action.label} className="button button-primary button-small" href={action.href}>
              {t(action.label, action.vars)}
            </a>
          ),
        )}
      </div>
      {!hotline.actions.some((action) => action.href === hotline.website) && (
        <ExternalLink href={hotline.website} t={t} className="hotline-website">
          {t('crisis.website')}: {new URL(hotline.website).hostname.replace(/^www\./, '')}
        </ExternalLink>
      )}
    </li>
  );
}

function ExternalLink({ href, t, className, children }: { href: string; t: TFunction<'info'>; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t('common.opensInNewTab')}</span>
    </a>
  );
}
