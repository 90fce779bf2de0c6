import type { Messages } from '@lingui/core';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { reloadIfNewDay } from './app/daily-reload/useDailyReload';
import { expectVisitor, loadSession } from './shared/session/session-store';
import { isPrerenderedLanding, PRERENDERED_ATTRIBUTE, PRERENDERED_MESSAGES_ID } from './prerendered';
import { activateLocale, initialLocale, provideMessages } from './ui/i18n/i18n';
import { languageOf } from './ui/i18n/locales';
import './ui/theme/themes.css';
import './app/styles/global.css';
import './ui/forms.css';

// The service worker: the app offline (issue 28), and reminder notifications (issue 17).
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js')
      // Every screen's files kept, so that each opens offline (issue 28).
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => registration.active?.postMessage('precache'))
      .catch(() => undefined);
  });
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
  // A prerendered page means the server saw no session cookie: a visitor, whatever the theme.
  if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) expectVisitor();
  // The prerendered page is English, and carries its messages: another language paints afresh.
  const locale = initialLocale();
  const hydrate = isPrerenderedLanding(root) && languageOf(locale) === 'en';
  const carried = document.getElementById(PRERENDERED_MESSAGES_ID)?.textContent;
  if (hydrate && carried) provideMessages('en', 'landing', JSON.parse(carried) as Messages);
  void activateLocale(locale).then(() => {
    if (hydrate) {
      hydrateRoot(root, app);
    } else {
      createRoot(root).render(app);
    }
  });
}
