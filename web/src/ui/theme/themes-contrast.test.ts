/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEMES } from './themes';

/** WCAG 2 contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The #rrggbb tokens of the first rule whose selector list ends with `selector` (after `from`). */
function tokensOf(css: string, selector: string, from = 0): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = new RegExp(`${escaped}\\s*\\{([^}]*)\\}`).exec(css.slice(from));
  if (!block) throw new Error(`no block for ${selector}`);
  const tokens: Record<string, string> = {};
  for (const [, name, value] of block[1].matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)) tokens[name] = value;
  return tokens;
}

const css = readFileSync(join(__dirname, 'themes.css'), 'utf8');

// [foreground, background, minimum]: 4.5 for text (AA), 3 for focus rings and control borders.
const PAIRS: [string, string, number][] = [
  ['text', 'bg', 4.5], ['text', 'surface', 4.5], ['text', 'surface-muted', 4.5],
  ['text', 'primary-soft', 4.5], ['text', 'accent-soft', 4.5],
  ['text', 'hero-from', 4.5], ['text', 'hero-to', 4.5],
  ['text-muted', 'bg', 4.5], ['text-muted', 'surface', 4.5], ['text-muted', 'surface-muted', 4.5],
  ['text-muted', 'hero-from', 4.5], ['text-muted', 'hero-to', 4.5],
  ['primary', 'bg', 4.5], ['primary', 'surface', 4.5],
  ['primary-strong', 'surface', 4.5], ['primary-strong', 'primary-soft', 4.5],
  ['primary-strong', 'bg', 4.5], ['primary-strong', 'hero-from', 4.5],
  ['on-primary', 'primary', 4.5], ['on-primary', 'primary-strong', 4.5],
  ['on-nav', 'nav-bg', 4.5], ['on-nav-muted', 'nav-bg', 4.5],
  ['focus', 'bg', 3], ['focus', 'surface', 3], ['focus-on-nav', 'nav-bg', 3],
  ['border-strong', 'surface', 3],
  ['danger', 'surface', 4.5], ['danger', 'bg', 4.5], ['danger', 'danger-soft', 4.5],
  ['text', 'danger-soft', 4.5], ['on-danger', 'danger', 4.5], ['on-danger', 'danger-strong', 4.5],
  // Accents mark borders, swatches and outlines: UI parts at 3:1.
  ['accent', 'surface', 3], ['accent', 'bg', 3],
  ['text-muted', 'primary-soft', 4.5], ['primary', 'primary-soft', 4.5], ['primary', 'surface-muted', 4.5],
  ['border-strong', 'bg', 3], ['focus', 'surface-muted', 3],
];

/** Each theme's palettes: light, and dark (on while <html> says data-scheme="dark"). */
const PALETTES = THEMES.flatMap((theme) => [
  [`${theme} (light)`, tokensOf(css, `.theme-${theme}`)],
  [`${theme} (dark)`, tokensOf(css, `:root[data-scheme="dark"] .theme-${theme}`)],
] as [string, Record<string, string>][]);

describe.each(PALETTES)('theme %s', (_name, tokens) => {
  it.each(PAIRS)('--%s on --%s meets %s:1', (fg, bg, minimum) => {
    expect(tokens[fg]).toBeDefined();
    expect(tokens[bg]).toBeDefined();
    expect(contrast(tokens[fg], tokens[bg])).toBeGreaterThanOrEqual(minimum);
  });
});

describe.each(THEMES)('theme %s in the dark', (theme) => {
  const light = tokensOf(css, `.theme-${theme}`);
  const dark = tokensOf(css, `:root[data-scheme="dark"] .theme-${theme}`);

  it('sets every colour the light palette sets, to something else', () => {
    expect(Object.keys(dark).sort()).toEqual(Object.keys(light).sort());
    expect(dark.bg).not.toBe(light.bg);
    expect(dark.text).not.toBe(light.text);
  });
});

it('writes the dark palette once: data-scheme is the only switch, no media query repeats it', () => {
  expect(css).not.toMatch(/@media[^{]*prefers-color-scheme/);
  for (const theme of THEMES) expect(css.split(`[data-scheme="dark"] .theme-${theme}`)).toHaveLength(2);
});
