import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { reloadIfNewDay } from './app/daily-reload/useDailyReload';
import { expectVisitor, loadSession } from './shared/session/session-store';
import { isPrerenderedLanding } from './prerendered';
import './ui/theme/themes.css';
import './app/styles/global.css';
import './ui/forms.css';

// The service worker: the app shell offline, and reminder notifications (issue 17).
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => { void navigator.serviceWorker.register('/sw.js').catch(() => undefined); });
}

// A new calendar day reloads once before anything renders (SPEC §2).
if (!reloadIfNewDay()) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  void loadSession();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The landing page arrives prerendered (web/scripts/prerender.mjs) for a browser without a
  // session: React takes over that HTML rather than painting it again.
  if (isPrerenderedLanding(root)) {
    expectVisitor();
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
}
