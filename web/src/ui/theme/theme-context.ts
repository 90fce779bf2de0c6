import { createContext, useContext } from 'react';
import type { Scheme, Theme } from './themes';

export interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  /** Light, dark, or as the device prefers. */
  scheme: Scheme;
  setScheme: (scheme: Scheme) => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
