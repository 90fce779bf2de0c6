import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '../../ui/i18n/i18n';
import { ThemeProvider } from '../../ui/theme/ThemeProvider';

/**
 * What every screen, the landing page included, relies on: the theme and the active locale's
 * messages. The GraphQL client, toasts and drag and drop come with the first screen that uses
 * them (DataProviders).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider>{children}</ThemeProvider>
    </I18nProvider>
  );
}
