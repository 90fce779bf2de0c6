import { useMemo, useSyncExternalStore } from 'react';

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
  navBg: string;
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
  navBg: '--nav-bg',
};

function readColors(_themeClass: string): ChartColors {
  const style = getComputedStyle(document.body);
  const colors = {} as ChartColors;
  for (const [name, variable] of Object.entries(VARIABLES) as [keyof ChartColors, string][]) {
    colors[name] = style.getPropertyValue(variable).trim() || '#555555';
  }
  return colors;
}

/** The theme is a class on <body>: watch it, so every chart follows the theme switcher. */
function subscribeToBodyClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

export function useChartColors(): ChartColors {
  const bodyClass = useSyncExternalStore(subscribeToBodyClass, () => document.body.className);
  return useMemo(() => readColors(bodyClass), [bodyClass]);
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
