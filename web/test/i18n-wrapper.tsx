import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '../src/ui/i18n/i18n';

/** Lingui's provider, as AppProviders gives it to the app: components using messages need it (English in tests, test/setup.ts). */
export function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
