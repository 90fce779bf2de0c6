import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
/** The four colour themes of the product; the active one is a class on <body>, remembered in localStorage. */
export const THEMES = ['nature', 'ocean', 'sunset', 'lavender'] as const;
export type Theme = (typeof THEMES)[number];

export const DEFAULT_THEME: Theme = 'nature';
export const THEME_STORAGE_KEY = 'theme';

export const THEME_LABELS: Record<Theme, MessageDescriptor> = {
  nature: msg({ message: 'Nature', context: 'colour theme' }),
  ocean: msg({ message: 'Ocean', context: 'colour theme' }),
  sunset: msg({ message: 'Sunset', context: 'colour theme' }),
  lavender: msg({ message: 'Lavender', context: 'colour theme' }),
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

/**
 * Light or dark: the data-scheme attribute on <html> ("light" or "dark") is the one switch
 * themes.css reads. An explicit pick is remembered in localStorage; "system" resolves to the
 * browser's prefers-color-scheme. web/scheme.js (inlined in index.html) sets the attribute before
 * first paint and follows the system's changes (keep its key, values and resolution equal to these).
 */
export const SCHEMES = ['system', 'light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

export const DEFAULT_SCHEME: Scheme = 'system';
export const SCHEME_STORAGE_KEY = 'scheme';
export const SCHEME_ATTRIBUTE = 'data-scheme';

export const SCHEME_LABELS: Record<Scheme, MessageDescriptor> = {
  system: msg({ message: 'System', context: 'colour scheme' }),
  light: msg({ message: 'Light', context: 'colour scheme' }),
  dark: msg({ message: 'Dark', context: 'colour scheme' }),
};

export function isScheme(value: unknown): value is Scheme {
  return typeof value === 'string' && (SCHEMES as readonly string[]).includes(value);
}

/** The remembered scheme, or "system" when none (or an unknown one) is stored. */
export function readStoredScheme(): Scheme {
  try {
    const stored = window.localStorage.getItem(SCHEME_STORAGE_KEY);
    return isScheme(stored) ? stored : DEFAULT_SCHEME;
  } catch {
    return DEFAULT_SCHEME;
  }
}

export function storeScheme(scheme: Scheme): void {
  try {
    if (scheme === DEFAULT_SCHEME) window.localStorage.removeItem(SCHEME_STORAGE_KEY);
    else window.localStorage.setItem(SCHEME_STORAGE_KEY, scheme);
  } catch {
    // Not remembered, but still applied for this visit.
  }
}

export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The scheme drawn: the pick itself, or for "system" the browser's preference (light when unknown). */
export function resolveScheme(scheme: Scheme): Exclude<Scheme, 'system'> {
  if (scheme !== 'system') return scheme;
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Puts the scheme drawn on <html> as data-scheme (scheme.js keeps "system" in step with the browser). */
export function applyScheme(scheme: Scheme, root: HTMLElement = document.documentElement): void {
  root.setAttribute(SCHEME_ATTRIBUTE, resolveScheme(scheme));
}
