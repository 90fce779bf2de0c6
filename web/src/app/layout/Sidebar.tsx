import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import { Icon, type IconName } from '../../ui/Icon';

export const SIDEBAR_NAV_ID = 'sidebar-nav';

interface SidebarEntry {
  to: string;
  label: MessageDescriptor;
  icon: IconName;
  end?: boolean;
  signedInOnly?: boolean;
}

const ENTRIES: SidebarEntry[] = [
  { to: '/', label: msg`Work`, icon: 'work', end: true },
  { to: '/goals', label: msg`Goals`, icon: 'goals' },
  { to: '/habits', label: msg`Habits`, icon: 'habits' },
  // Not one of the spec's four: the Progress view (trends), for signed-in users.
  { to: '/progress', label: msg`Progress`, icon: 'progress', signedInOnly: true },
  { to: '/profile', label: msg`Profile`, icon: 'profile', signedInOnly: true },
];

interface SidebarProps {
  signedIn: boolean;
  collapsed: boolean;
  onToggle: () => void;
  /** Called after following an entry (the mobile drawer closes itself). */
  onNavigate: () => void;
}

export function Sidebar({ signedIn, collapsed, onToggle, onNavigate }: SidebarProps) {
  const { t } = useLingui();
  const entries = ENTRIES.filter((entry) => signedIn || !entry.signedInOnly);
  const toggleLabel = collapsed ? t`Expand sidebar` : t`Collapse sidebar`;
  return (
    <aside className={`sidebar${collapsed ? ' sidebar--collapsed' : ''}`} aria-label={t`Sidebar`}>
      <div className="sidebar__inner">
        <button
          type="button"
          className="sidebar__toggle"
          aria-expanded={!collapsed}
          aria-controls={SIDEBAR_NAV_ID}
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={onToggle}
        >
          <svg className="sidebar__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <nav id={SIDEBAR_NAV_ID} aria-label={t`Sections`}>
          <ul className="sidebar__list">
            {entries.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end={entry.end}
                  className="sidebar__link"
                  title={collapsed ? t(entry.label) : undefined}
                  onClick={onNavigate}
                >
                  <Icon name={entry.icon} className="sidebar__icon" />
                  <span className="sidebar__label">{t(entry.label)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </aside>
  );
}
