import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ScrollRestoration, useLocation } from 'react-router-dom';
import { useSession } from '../../shared/session/session-store';
import { Spinner } from '../../ui/Spinner';
import { useDailyReload } from '../daily-reload/useDailyReload';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { ScreenOutlet } from './ScreenOutlet';
import { Sidebar } from './Sidebar';
import { useSidebarCollapse } from './useSidebarCollapse';
import { withAppMessages } from '../../ui/i18n/i18n';
import './layout.css';

// The GraphQL client, toasts, drag and drop and the tutorial: downloaded with the first screen that uses them.
const DataOutlet = lazy(() => withAppMessages(import('./DataOutlet')));

export const MAIN_CONTENT_ID = 'main-content';

/** The global layout of SPEC §2: navigation bar, sidebar, the screen, footer. */
export function Layout() {
  const { me, loading, likelyVisitor } = useSession();
  const { pathname } = useLocation();
  const { collapsed, mobile, toggle, collapse } = useSidebarCollapse();
  const drawerOpen = mobile && !collapsed;
  useDailyReload();

  // A visitor on the landing page needs no data: the screen shows without the GraphQL client.
  // Once loaded, the data providers stay (a toast survives the way back to the landing page).
  const landing = (pathname === '/' || pathname === '/home') && me === null && (!loading || likelyVisitor);
  const [dataLoaded, setDataLoaded] = useState(false);
  if (!landing && !dataLoaded) setDataLoaded(true);
  const bare = landing && !dataLoaded;

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') collapse();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, collapse]);

  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}><Trans>Skip to main content</Trans></a>
      {/* A likely visitor (the prerendered landing page) is offered Log In at once: no shift when Me answers. */}
      <Navbar me={me} loading={loading && !likelyVisitor} />
      <div className={`app-body${collapsed ? ' app-body--sidebar-collapsed' : ''}`}>
        <Sidebar
          signedIn={me !== null}
          collapsed={collapsed}
          onToggle={toggle}
          onNavigate={() => {
            if (mobile) collapse();
          }}
        />
        {drawerOpen && <div className="sidebar-backdrop" aria-hidden="true" onClick={collapse} />}
        <div className="app-content">
          <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
            {bare ? (
              <ScreenOutlet />
            ) : (
              <Suspense fallback={<Spinner />}>
                <DataOutlet user={me} />
              </Suspense>
            )}
          </main>
          <Footer />
        </div>
      </div>
      <ScrollRestoration />
    </div>
  );
}
