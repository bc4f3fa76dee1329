import { FREE_CHAT_CONVERSATIONS_PER_MONTH, FREE_VOICE_CONVERSATIONS_PER_MONTH } from '@vi/contracts';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/index.js';
import { AlwaysIcon, AnchoringIcon, LanguagesIcon, MemoryIcon, ModesIcon, PartsIcon, PhobiaIcon, ReframingIcon } from '../../lib/icons.js';
import './landing.css';

const FEATURES = [
  ['reframing', ReframingIcon],
  ['anchoring', AnchoringIcon],
  ['parts', PartsIcon],
  ['phobia', PhobiaIcon],
  ['memory', MemoryIcon],
  ['modes', ModesIcon],
  ['languages', LanguagesIcon],
  ['always', AlwaysIcon],
] as const;
const STEPS = ['signup', 'mode', 'talk'] as const;
const TESTIMONIALS = ['1', '2', '3'] as const;
const FAQ = ['person', 'professional', 'crisis', 'free', 'cancel', 'languages', 'privacy'] as const;
const FREE_ITEMS = ['voice', 'text', 'multilingual', 'always'] as const;
const PAID_ITEMS = ['voice', 'text', 'multilingual', 'priority', 'history', 'cancel'] as const;

interface LandingSectionsProps {
  /** Opens the sign-up dialog, or goes to the dashboard when signed in. */
  start(): void;
  signedIn: boolean;
  /** Fetches the dialog's code when a start button is reached. */
  intent?: () => void;
  /** False while the session is being restored (the page above may still change height). */
  ready: boolean;
}

/** The landing page below its first screen: claims, features, how it works, pricing, testimonials, FAQ. */
export function LandingSections({ start, signedIn, intent, ready }: LandingSectionsProps) {
  const { t } = useT('landing');
  useScrollToSection(ready);
  const counts = { voice: FREE_VOICE_CONVERSATIONS_PER_MONTH, text: FREE_CHAT_CONVERSATIONS_PER_MONTH };

  return (
    <>
      <section className="claims" aria-label={t('landing.claims.label')}>
        <ul className="container claims-list">
          {(['conversations', 'availability', 'techniques', 'price'] as const).map((claim) => (
            <li key={claim}>
              <strong>{t(`landing.claims.${claim}`)}</strong>
              <span>{t(`landing.claims.${claim}Label`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section id="features" className="section" tabIndex={-1} aria-labelledby="features-title">
        <div className="container">
          <SectionHeading id="features-title" eyebrow={t('landing.features.eyebrow')} title={t('landing.features.title')} lead={t('landing.features.lead')} />
          <ul className="feature-grid">
            {FEATURES.map(([feature, FeatureIcon]) => (
              <li key={feature} className="card feature-card">
                <span className="feature-icon">
                  <FeatureIcon />
                </span>
                <h3>{t(`landing.features.${feature}.title`)}</h3>
                <p className="muted">{t(`landing.features.${feature}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="how-it-works" className="section section-tinted" tabIndex={-1} aria-labelledby="how-title">
        <div className="container">
          <SectionHeading id="how-title" eyebrow={t('landing.how.eyebrow')} title={t('landing.how.title')} />
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step} className="step">
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{t(`landing.how.${step}.title`)}</h3>
                <p className="muted">{t(`landing.how.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="pricing" className="section" tabIndex={-1} aria-labelledby="pricing-title">
        <div className="container">
          <SectionHeading id="pricing-title" eyebrow={t('landing.pricing.eyebrow')} title={t('landing.pricing.title')} />
          <div className="pricing-grid">
            <article className="card price-card" aria-labelledby="plan-free">
              <h3 id="plan-free">{t('landing.pricing.free.name')}</h3>
              <p className="price">
                <strong>{t('landing.pricing.free.price')}</strong>
                <span className="muted">{t('landing.pricing.perMonth')}</span>
              </p>
              <p className="muted">{t('landing.pricing.free.summary')}</p>
              <ul className="check-list">
                {FREE_ITEMS.map((item) => (
                  <li key={item}>{t(`landing.pricing.free.${item}`, { count: item === 'voice' ? counts.voice : counts.text })}</li>
                ))}
              </ul>
              <button type="button" className="button button-outline button-block" onClick={start} onPointerEnter={intent} onFocus={intent}>
                {signedIn ? t('common.goToDashboard') : t('landing.pricing.free.cta')}
              </button>
            </article>
            <article className="card price-card price-card-featured" aria-labelledby="plan-paid">
              <p className="badge">{t('landing.pricing.paid.badge')}</p>
              <h3 id="plan-paid">{t('landing.pricing.paid.name')}</h3>
              <p className="price">
                <strong>{t('landing.pricing.paid.price')}</strong>
                <span className="muted">{t('landing.pricing.perMonth')}</span>
              </p>
              <p className="muted">{t('landing.pricing.paid.summary')}</p>
              <ul className="check-list">
                {PAID_ITEMS.map((item) => (
                  <li key={item}>{t(`landing.pricing.paid.${item}`)}</li>
                ))}
              </ul>
              <button type="button" className="button button-primary button-block" onClick={start} onPointerEnter={intent} onFocus={intent}>
                {signedIn ? t('common.goToDashboard') : t('landing.pricing.paid.cta')}
              </button>
            </article>
          </div>
          <p className="pricing-note muted">
            <Link to="/crisis-resources">{t('landing.pricing.crisisNote')}</Link>
          </p>
        </div>
      </section>

      <section className="section section-tinted" aria-labelledby="testimonials-title">
        <div className="container">
          <SectionHeading id="testimonials-title" eyebrow={t('landing.testimonials.eyebrow')} title={t('landing.testimonials.title')} />
          <ul className="testimonial-grid">
            {TESTIMONIALS.map((n) => (
              <li key={n}>
                <figure className="card testimonial">
                  <blockquote>
                    <p>{t(`landing.testimonials.${n}.quote`)}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{t(`landing.testimonials.${n}.name`)}</strong>
                    <span className="muted">{t(`landing.testimonials.${n}.role`)}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="faq" className="section" tabIndex={-1} aria-labelledby="faq-title">
        <div className="container faq">
          <SectionHeading id="faq-title" eyebrow={t('landing.faq.eyebrow')} title={t('landing.faq.title')} />
          {FAQ.map((question) => (
            <details key={question} className="faq-item">
              <summary>{t(`landing.faq.${question}.q`)}</summary>
              <p>{t(`landing.faq.${question}.a`, counts)}</p>
              {question === 'crisis' && <Link to="/crisis-resources">{t('footer.crisisResources')}</Link>}
              {question === 'privacy' && <Link to="/privacy-policy">{t('landing.faq.privacyLink')}</Link>}
            </details>
          ))}
        </div>
      </section>

      <section className="section final-cta" aria-labelledby="final-title">
        <div className="container final-cta-inner">
          <h2 id="final-title">{t('landing.final.title')}</h2>
          <p>{t('landing.final.text')}</p>
          <button type="button" className="button button-light button-large" onClick={start} onPointerEnter={intent} onFocus={intent}>
            {signedIn ? t('common.goToDashboard') : t('landing.final.cta')}
          </button>
        </div>
      </section>
    </>
  );
}

function SectionHeading({ id, eyebrow, title, lead }: { id: string; eyebrow: string; title: string; lead?: string }) {
  return (
    <div className="section-heading">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {lead && <p className="muted">{lead}</p>}
    </div>
  );
}

/**
 * `/#pricing` and friends: the browser cannot scroll to a section React has not drawn yet, and a
 * link to another hash on this page only changes the location, so scroll (and move focus) here.
 */
function useScrollToSection(ready: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!section) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    section.focus({ preventScroll: true });
  }, [hash, key, ready]);
}

/** A still of a conversation where the demo video will go: drawn with CSS, so it costs no request. */
export function DemoPanel() {
  const { t } = useT('landing');
  return (
    <figure className="demo" aria-labelledby="demo-caption">
      <div className="demo-screen" aria-hidden="true">
        <p className="demo-bubble demo-bubble-user">{t('landing.demo.sampleUser')}</p>
        <p className="demo-bubble demo-bubble-vi">{t('landing.demo.sampleVi')}</p>
        <span className="demo-play">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
      </div>
      <figcaption id="demo-caption" className="demo-caption">
        <strong>{t('landing.demo.title')}</strong>
        <span>{t('landing.demo.placeholder')}</span>
      </figcaption>
    </figure>
  );
}
