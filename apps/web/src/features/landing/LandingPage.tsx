import { FREE_CHAT_CONVERSATIONS_PER_MONTH, FREE_VOICE_CONVERSATIONS_PER_MONTH } from '@vi/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Brand } from '../../app/Brand.js';
import { usePageTitle } from '../../app/PlaceholderPage.js';
import { SiteFooter } from '../../app/SiteFooter.js';
import { AuthDialog, type AuthDialogMode } from '../auth/AuthDialog.js';
import { useAuth } from '../auth/auth-context.js';

/** A minimal landing page; the full one (features, pricing, testimonials) comes later. */
export function LandingPage() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<AuthDialogMode | null>(null);
  const signedIn = status === 'signed-in';
  usePageTitle('AI emotional-wellness assistant');

  const start = () => (signedIn ? navigate('/dashboard') : setDialog('signup'));

  return (
    <div className="page landing">
      <header className="site-header">
        <div className="container header-inner">
          <Brand />
          <nav className="header-actions" aria-label="Account">
            {signedIn ? (
              <button type="button" className="button button-primary button-small" onClick={() => navigate('/dashboard')}>
                Dashboard
              </button>
            ) : (
              <button type="button" className="button button-ghost button-small" onClick={() => setDialog('login')}>
                Sign In
              </button>
            )}
          </nav>
        </div>
      </header>

      <main className="page-main" id="main">
        <section className="hero">
          <div className="container hero-inner">
            <p className="eyebrow">Emotional support, by voice or by text, 24/7</p>
            <h1 className="hero-title">
              Meet <span className="accent">Vi</span>, your AI emotional-wellness assistant
            </h1>
            <p className="hero-lead">
              Talk things through whenever you need to. Vi helps you reframe unhelpful beliefs, find calmer states and
              put difficult memories at a distance.
            </p>
            <div className="hero-actions">
              <button type="button" className="button button-primary button-large" onClick={start}>
                {signedIn ? 'Go to Dashboard' : 'Start Free Sessions'}
              </button>
              {!signedIn && (
                <button type="button" className="button button-outline button-large" onClick={() => setDialog('login')}>
                  Sign In
                </button>
              )}
            </div>
            <p className="hero-note muted">
              Free every month: {FREE_VOICE_CONVERSATIONS_PER_MONTH} voice and {FREE_CHAT_CONVERSATIONS_PER_MONTH} text conversations. For adults 18 and over.
            </p>
          </div>
        </section>
      </main>

      <SiteFooter />
      <AuthDialog mode={dialog} onModeChange={setDialog} onClose={() => setDialog(null)} />
    </div>
  );
}
