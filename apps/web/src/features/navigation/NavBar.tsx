import { DEFAULT_USER_NAME } from '@vi/contracts';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Brand } from '../../app/Brand.js';
import { useT } from '../../i18n/index.js';
import { LanguageSwitcher } from '../../i18n/LanguageSwitcher.js';
import { useAuth } from '../auth/auth-context.js';
import { ErrorBox } from '../auth/form-fields.js';
import { useSignOut } from '../auth/use-sign-out.js';
import { LimitDialog } from '../limits/LimitDialog.js';
import { useOnline } from './use-online.js';
import { useStartConversation } from './use-start-conversation.js';
import './navigation.css';

export function NavBar() {
  const { t } = useT();
  const { user } = useAuth();
  const { signOut, busy, error } = useSignOut();
  const { start, limitPrompt, closeLimitPrompt } = useStartConversation();
  const online = useOnline();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const name = user?.name || DEFAULT_USER_NAME;

  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  return (
    <header className="nav-bar">
      <div className="container nav-inner">
        <Brand to="/dashboard" />
        <nav className="nav-links" aria-label={t('nav.main')}>
          <NavLink to="/dashboard" className="nav-link">
            {t('nav.dashboard')}
          </NavLink>
          {/* Buttons, not links: a member with nothing left gets the limit prompt instead. */}
          {(['voice', 'chat'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              className={`nav-link nav-button${pathname === `/${kind}` ? ' active' : ''}`}
              aria-current={pathname === `/${kind}` ? 'page' : undefined}
              onClick={() => start(kind)}
            >
              {t(`nav.${kind}`)}
            </button>
          ))}
          {user?.isAdmin && (
            <NavLink to="/admin" className="nav-link">
              {t('nav.admin')}
            </NavLink>
          )}
        </nav>
        <span className={`online-indicator${online ? '' : ' is-offline'}`} role="status">
          <span className="online-dot" aria-hidden="true" />
          <span className="online-label">{online ? t('nav.online') : t('nav.offline')}</span>
        </span>
        <div className="user-menu" ref={menuRef}>
          <button type="button" className="user-menu-button" aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((open) => !open)}>
            <span className="avatar" aria-hidden="true">
              {name.charAt(0).toUpperCase()}
            </span>
            {/* The visible name starts the accessible name ("Ana, account menu"), as speech users say it. */}
            <span className="user-menu-name">{name}</span>
            <span className="sr-only">{t('nav.userMenu')}</span>
          </button>
          {menuOpen && (
            <div className="user-menu-panel card" id={menuId}>
              <p className="user-menu-who">
                <strong>{name}</strong>
                <span className="muted">{user?.email}</span>
              </p>
              <LanguageSwitcher className="user-menu-language" />
              <button type="button" className="button button-outline button-block" onClick={signOut} disabled={busy}>
                {t('nav.signOut')}
              </button>
            </div>
          )}
        </div>
      </div>
      {error && (
        <div className="container">
          <ErrorBox message={error} />
        </div>
      )}
      {limitPrompt && (
        <Suspense fallback={null}>
          <LimitDialog {...limitPrompt} onClose={closeLimitPrompt} />
        </Suspense>
      )}
    </header>
  );
}
