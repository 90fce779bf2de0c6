import { formatter } from '@lingui/format-po';
import type { LinguiConfig } from '@lingui/conf';

/**
 * The web app's messages (issue 29). English is the source: `npm run i18n` extracts every
 * message from src into src/locales/{locale}/{catalog}.po, keeps what translators wrote, and
 * writes the pseudo-locale en-XA (scripts/pseudo-locale.mjs). Vite compiles a catalog when a
 * screen imports it (@lingui/vite-plugin), so a locale's messages load on demand.
 *
 * Two catalogs: `landing` holds what the landing page and the frame around every screen say (and
 * what may show before a screen's messages arrive), loaded before the first paint and kept small;
 * `app` holds every other screen's messages, loaded with the first of them.
 */
const LANDING = [
  '<rootDir>/src/features/landing/**', '<rootDir>/src/app/**', '<rootDir>/src/ui/theme/**',
  // What may show before a screen's messages arrive: the error screen, a screen's spinner, a notice.
  '<rootDir>/src/features/errors/RouteErrorPage.tsx', '<rootDir>/src/ui/Spinner.tsx', '<rootDir>/src/ui/Notice.tsx',
];

const config: LinguiConfig = {
  sourceLocale: 'en',
  locales: ['en', 'de', 'es', 'ar', 'en-XA'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/landing', include: LANDING, exclude: ['**/*.test.*'] },
    { path: '<rootDir>/src/locales/{locale}/app', include: ['<rootDir>/src'], exclude: [...LANDING, '**/*.test.*', '<rootDir>/src/gql/**', '<rootDir>/src/locales/**'] },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
};

export default config;
