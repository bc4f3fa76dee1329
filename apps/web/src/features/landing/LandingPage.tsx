import { FREE_CHAT_CONVERSATIONS_PER_MONTH, FREE_VOICE_CONVERSATIONS_PER_MONTH } from '@vi/contracts';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { PublicLayout, usePageMeta } from '../../app/PublicLayout.js';
import { preloadNamespace, useT } from '../../i18n/index.js';
import type { AuthDialogMode } from '../auth/AuthDialog.js';
import { useAuth } from '../auth/auth-context.js';
import { AiDisclosure } from '../info/AiDisclosure.js';
import './landing.css';

// The dialog is fetched when someone reaches for it, which keeps the landing page's first load small.
// Its text (the `auth` namespace) is fetched alongside it.
const loadAuthDialog = () => Promise.all([import('../auth/AuthDialog.js'), preloadNamespace('auth')]);
const AuthDialog = lazy(() => loadAuthDialog().then(([m]) => ({ default: m.AuthDialog })));
const preloadAuthDialog = () => void loadAuthDialog();

// The demo picture and everything below the first screen, with their text, load in parallel right
// after the first paint (one chunk; placeholders of the same size keep the layout still).
let sections: ReturnType<typeof fetchSections> | undefined;
const fetchSections = () => Promise.all([import('./LandingSections.js'), preloadNamespace('landing')]).then(([m]) => m);
const loadSections = () => (sections ??= fetchSections());
const LandingSections = lazy(() => loadSections().then((m) => ({ default: m.LandingSections })));
const DemoPanel = lazy(() => loadSections().then((m) => ({ default: m.DemoPanel })));

export function LandingPage() {
  const { t } = useT();
  const { status } = useAuth();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<AuthDialogMode | null>(null);
  const signedIn = status === 'signed-in';
  usePageMeta(t('meta.title.home'), t('meta.description.home'));

  const start = () => (signedIn ? navigate('/dashboard') : setDialog('signup'));
  const startLabel = signedIn ? t('common.goToDashboard') : t('landing.hero.cta');
  const counts = { voice: FREE_VOICE_CONVERSATIONS_PER_MONTH, text: FREE_CHAT_CONVERSATIONS_PER_MONTH };
  const intent = signedIn ? undefined : preloadAuthDialog;

  return (
    <PublicLayout onSignIn={() => setDialog('login')} onSignUp={() => setDialog('signup')} onIntent={preloadAuthDialog}>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-grid">
          <div className="hero-copy">
            <p className="eyebrow">{t('landing.hero.eyebrow')}</p>
            <h1 className="hero-title" id="hero-title">
              {t('landing.hero.titleBefore')} <span className="accent">Vi</span>
              {t('landing.hero.titleAfter')}
            </h1>
            <p className="hero-lead">{t('landing.hero.lead')}</p>
            <div className="hero-actions">
              <button type="button" className="button button-primary button-large" onClick={start} onPointerEnter={intent} onFocus={intent}>
                {startLabel}
              </button>
              {!signedIn && (
                <button
                  type="button"
                  className="button button-outline button-large"
                  onClick={() => setDialog('login')}
                  onPointerEnter={intent}
                  onFocus={intent}
                >
                  {t('common.signIn')}
                </button>
              )}
            </div>
            <p className="hero-note muted">{t('landing.hero.note', counts)}</p>
            <AiDisclosure />
          </div>
          <Suspense fallback={<div className="demo-placeholder" />}>
            <DemoPanel />
          </Suspense>
        </div>
      </section>

      <Suspense fallback={<div className="landing-rest-placeholder" />}>
        <LandingSections start={start} signedIn={signedIn} intent={intent} ready={status !== 'loading'} />
      </Suspense>

      {dialog && (
        <Suspense fallback={null}>
          <AuthDialog mode={dialog} onModeChange={setDialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </PublicLayout>
  );
}
