import { useMemo, useSyncExternalStore } from 'react';
import { SCHEME_ATTRIBUTE } from '../../ui/theme/themes';

/** The active theme's colours, for charts drawn on a canvas (which cannot read CSS variables). */
export interface ChartColors {
  text: string;
  textMuted: string;
  border: string;
  surface: string;
  primary: string;
  primarySoft: string;
  accent: string;
  danger: string;
  borderStrong: string;
}

const VARIABLES: Record<keyof ChartColors, string> = {
  text: '--text',
  textMuted: '--text-muted',
  border: '--border',
  surface: '--surface',
  primary: '--primary',
  primarySoft: '--primary-soft',
  accent: '--accent',
  danger: '--danger',
  borderStrong: '--border-strong',
};

function readColors(_schemeKey: string): ChartColors {
  const style = getComputedStyle(document.body);
  const colors = {} as ChartColors;
  for (const [name, variable] of Object.entries(VARIABLES) as [keyof ChartColors, string][]) {
    colors[name] = style.getPropertyValue(variable).trim() || '#555555';
  }
  return colors;
}

/**
 * The theme is a class on <body> and the scheme drawn the data-scheme attribute on <html> (which
 * web/scheme.js keeps in step with the system for "System"): watch both, so every chart follows
 * the pickers and the system.
 */
function subscribeToScheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [SCHEME_ATTRIBUTE] });
  return () => observer.disconnect();
}

const schemeKey = () => `${document.body.className}|${document.documentElement.getAttribute(SCHEME_ATTRIBUTE) ?? ''}`;

export function useChartColors(): ChartColors {
  const key = useSyncExternalStore(subscribeToScheme, schemeKey);
  return useMemo(() => readColors(key), [key]);
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
