import type { ReactNode } from 'react';
import { ThemeProvider } from '../../ui/theme/ThemeProvider';

/**
 * What every screen, the landing page included, relies on: the theme. The GraphQL client,
 * toasts and drag and drop come with the first screen that uses them (DataProviders).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ThemeProvider>{children}</ThemeProvider>;
}
