import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reloadIfNewDay } from './app/daily-reload/useDailyReload';
import './ui/theme/themes.css';
import './app/styles/global.css';
import './ui/forms.css';

// A new calendar day reloads once before anything renders (SPEC §2).
if (!reloadIfNewDay()) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
