import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '../../shared/session/useMe';
import { CairnMark } from '../../ui/CairnMark';
import { SchemeSelect, ThemeSelect } from '../../ui/theme/ThemeSelect';

const MENU_ID = 'navbar-menu';

interface NavbarProps {
  me: CurrentUser | null;
  /** While the signed-in state is unknown, neither Log In nor Logout is offered. */
  loading: boolean;
}

export function Navbar({ me, loading }: NavbarProps) {
  const { t } = useLingui();
  const username = me?.username;
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label={t`Site`}>
        <Link to="/" className="navbar__brand" onClick={closeMenu}>
          <CairnMark className="navbar__mark" size={30} />
          <span translate="no">Cairn</span>
        </Link>

        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? t`Close menu` : t`Open menu`}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="navbar__toggle-bars" aria-hidden="true" />
        </button>

        <div id={MENU_ID} className={`navbar__menu${menuOpen ? ' navbar__menu--open' : ''}`}>
          {username !== undefined && <p className="navbar__greeting"><Trans>Hi, <strong translate="no">{username}</strong></Trans></p>}
          <ThemeSelect className="navbar__theme" />
          <SchemeSelect className="navbar__theme" />
          {!loading && (me ? (
            <Link to="/logout" className="navbar__auth" onClick={closeMenu}><Trans>Logout</Trans></Link>
          ) : (
            <Link to="/login" className="navbar__auth" onClick={closeMenu}><Trans>Log In</Trans></Link>
          ))}
        </div>
      </nav>
    </header>
  );
}
