import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../features/auth/auth-context.js';
import { useT } from '../i18n/index.js';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher.js';
import { Brand } from './Brand.js';
import { SiteFooter } from './SiteFooter.js';
import './layout.css';

interface AccountActions {
  /** Given on the landing page, where Sign In and Sign Up open the dialog instead of going to /login and /signup. */
  onSignIn?(): void;
  onSignUp?(): void;
  /** Called when the pointer or focus reaches an account button, to fetch the dialog's code early. */
  onIntent?(): void;
}

/** Header, main and footer of every public page, the landing page included. */
export function PublicLayout({ children, ...actions }: { children: ReactNode } & AccountActions) {
  const { t } = useT();
  const { pathname, hash } = useLocation();

  // A new page (or the same page without a section) starts at the top, unless the address names a
  // section to scroll to.
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <SiteHeader {...actions} />
      <main className="page-main" id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

const SECTIONS = [
  ['features', 'header.features'],
  ['how-it-works', 'header.howItWorks'],
  ['pricing', 'header.pricing'],
  ['faq', 'header.faq'],
] as const;

export function SiteHeader({ onSignIn, onSignUp, onIntent }: AccountActions) {
  const { t } = useT();
  const { status } = useAuth();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="site-header" ref={headerRef}>
      <div className="container header-inner">
        <Brand />
        <div id={menuId} className={open ? 'site-menu is-open' : 'site-menu'}>
          <nav aria-label={t('header.sections')}>
            <ul className="site-menu-links">
              {SECTIONS.map(([id, key]) => (
                <li key={id}>
                  <Link to={`/#${id}`} onClick={close}>
                    {t(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher />
        </div>
        <nav className="header-actions" aria-label={t('header.account')}>
          {status === 'signed-in' ? (
            <Link className="button button-primary button-small" to="/dashboard">
              {t('common.dashboard')}
            </Link>
          ) : (
            <>
              {onSignIn ? (
                <button type="button" className="button button-ghost button-small" onClick={onSignIn} onPointerEnter={onIntent} onFocus={onIntent}>
                  {t('common.signIn')}
                </button>
              ) : (
                <Link className="button button-ghost button-small" to="/login">
                  {t('common.signIn')}
                </Link>
              )}
              {onSignUp ? (
                <button
                  type="button"
                  className="button button-primary button-small hide-narrow"
                  onClick={onSignUp}
                  onPointerEnter={onIntent}
                  onFocus={onIntent}
                >
                  {t('common.signUp')}
                </button>
              ) : (
                <Link className="button button-primary button-small hide-narrow" to="/signup">
                  {t('common.signUp')}
                </Link>
              )}
            </>
          )}
        </nav>
        <button ref={toggleRef} type="button" className="menu-toggle" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
          <span className="sr-only">{open ? t('header.closeMenu') : t('header.menu')}</span>
        </button>
      </div>
    </header>
  );
}

/** Sets the page's title (`… | Vi`) and meta description, in the current language. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title.includes('Vi') ? title : `${title} | Vi`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
