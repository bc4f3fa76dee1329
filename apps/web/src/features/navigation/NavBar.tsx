import { DEFAULT_USER_NAME } from '@vi/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { Brand } from '../../app/Brand.js';
import { useAuth } from '../auth/auth-context.js';
import { useSignOut } from '../auth/use-sign-out.js';

export function NavBar() {
  const { user } = useAuth();
  const { signOut, busy, error } = useSignOut();
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
        <nav className="nav-links" aria-label="Main">
          <NavLink to="/dashboard" className="nav-link">
            Dashboard
          </NavLink>
        </nav>
        <div className="user-menu" ref={menuRef}>
          <button
            type="button"
            className="user-menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="avatar" aria-hidden="true">
              {name.charAt(0).toUpperCase()}
            </span>
            <span className="user-menu-name">{name}</span>
          </button>
          {menuOpen && (
            <div className="user-menu-panel card" id={menuId}>
              <p className="user-menu-who">
                <strong>{name}</strong>
                <span className="muted">{user?.email}</span>
              </p>
              <button type="button" className="button button-outline button-block" onClick={signOut} disabled={busy}>
                Sign Out
              </button>
            </div>
          )}
        </div>
      </div>
      {error && (
        <div className="container">
          <div className="error-box" role="alert">
            {error}
          </div>
        </div>
      )}
    </header>
  );
}
