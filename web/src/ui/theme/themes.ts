/** The four colour themes of the product; the active one is a class on <body>, remembered in localStorage. */
export const THEMES = ['nature', 'ocean', 'sunset', 'lavender'] as const;
export type Theme = (typeof THEMES)[number];

export const DEFAULT_THEME: Theme = 'nature';
export const THEME_STORAGE_KEY = 'theme';

export const THEME_LABELS: Record<Theme, string> = {
  nature: 'Nature',
  ocean: 'Ocean',
  sunset: 'Sunset',
  lavender: 'Lavender',
};

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function themeClass(theme: Theme): string {
  return `theme-${theme}`;
}

/** The remembered theme, or the default when none (or an unknown one) is stored. */
export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    // Storage can be unavailable (privacy modes); the default theme still works.
    return DEFAULT_THEME;
  }
}

export function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered, but still applied for this visit.
  }
}

/** Swaps the theme class on <body>, leaving any other body classes alone. */
export function applyThemeClass(theme: Theme, body: HTMLElement = document.body): void {
  for (const other of THEMES) body.classList.remove(themeClass(other));
  body.classList.add(themeClass(theme));
}
