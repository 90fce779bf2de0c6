import { DEFAULT_SCHEME, DEFAULT_THEME, readStoredScheme, readStoredTheme } from './ui/theme/themes';

/** The attribute web/scripts/prerender.mjs puts on #root around the landing page's HTML. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The prerendered landing page's English messages, carried as data by the page (scripts/prerender.mjs). */
export const PRERENDERED_MESSAGES_ID = 'landing-messages';

/** After hydration: the prerendered HTML's stand-ins (see layout.css) are no longer needed. */
export function endPrerenderedHtml(): void {
  if (typeof document !== 'undefined') document.getElementById('root')?.removeAttribute(PRERENDERED_ATTRIBUTE);
}

/**
 * The page holds the landing page prerendered for visitors, in the theme it was rendered in.
 * A visitor who chose another theme, or light or dark rather than the system's scheme, gets the
 * page rendered afresh (the pickers and the showcase would not match the HTML).
 */
export function isPrerenderedLanding(root: HTMLElement): boolean {
  return root.hasAttribute(PRERENDERED_ATTRIBUTE) && window.location.pathname === '/' && readStoredTheme() === DEFAULT_THEME
    && readStoredScheme() === DEFAULT_SCHEME;
}
