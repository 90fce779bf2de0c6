import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeContext } from './theme-context';
import {
  applyScheme, applyThemeClass, readStoredScheme, readStoredTheme, storeScheme, storeTheme, type Scheme, type Theme,
} from './themes';

/** Holds the active theme and scheme, keeps the <body> class and <html> data-scheme in step and remembers the choice. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const [scheme, setSchemeState] = useState<Scheme>(readStoredScheme);

  useLayoutEffect(() => {
    applyThemeClass(theme);
  }, [theme]);

  useLayoutEffect(() => {
    applyScheme(scheme);
  }, [scheme]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  const setScheme = useCallback((next: Scheme) => {
    storeScheme(next);
    setSchemeState(next);
  }, []);

  const value = useMemo(() => ({ theme, setTheme, scheme, setScheme }), [theme, setTheme, scheme, setScheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
