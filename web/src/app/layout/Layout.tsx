import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useStoredUserSync } from '../../shared/session/stored-user';
import { useMe } from '../../shared/session/useMe';
import { TutorialBannerSlot } from '../../features/tutorial/TutorialBannerSlot';
import { TutorialProvider } from '../../features/tutorial/TutorialProvider';
import { Spinner } from '../../ui/Spinner';
import { useDailyReload } from '../daily-reload/useDailyReload';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { Sidebar } from './Sidebar';
import { useSidebarCollapse } from './useSidebarCollapse';
import './layout.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The global layout of SPEC §2: navigation bar, sidebar, the screen, footer. */
export function Layout() {
  const { me, loading } = useMe();
  const { collapsed, mobile, toggle, collapse } = useSidebarCollapse();
  const drawerOpen = mobile && !collapsed;
  useDailyReload();
  useStoredUserSync();

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
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>Skip to main content</a>
      <Navbar me={me} loading={loading} />
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
            {/* The tutorial: its banner on top of every screen, its state shared with the screens. */}
            <TutorialProvider user={me}>
              <TutorialBannerSlot />
              <Suspense fallback={<Spinner />}>
                <Outlet />
              </Suspense>
            </TutorialProvider>
          </main>
          <Footer />
        </div>
      </div>
      <ScrollRestoration />
    </div>
  );
}
