import { i18n, type Messages } from '@lingui/core';
import { directionOf, formattingLocale, languageOf, negotiateLocale, type Language } from './locales';

/**
 * The app's one Lingui instance and the active locale. A locale's catalogs are compiled at
 * build time and imported when first needed: `landing` before the first paint, `app` with the
 * first screen beyond the landing page (app/router/routes.tsx waits for it).
 */
export { i18n };

type Catalog = 'landing' | 'app';
type CatalogModule = { messages: Messages };

// One entry per language and catalog: Vite turns each into a chunk of its own.
const CATALOGS: Record<Language, Record<Catalog, () => Promise<CatalogModule>>> = {
  en: { landing: () => import('../../locales/en/landing.po'), app: () => import('../../locales/en/app.po') },
  de: { landing: () => import('../../locales/de/landing.po'), app: () => import('../../locales/de/app.po') },
  es: { landing: () => import('../../locales/es/landing.po'), app: () => import('../../locales/es/app.po') },
  ar: { landing: () => import('../../locales/ar/landing.po'), app: () => import('../../locales/ar/app.po') },
  'en-XA': { landing: () => import('../../locales/en-XA/landing.po'), app: () => import('../../locales/en-XA/app.po') },
};

const STORAGE_KEY = 'cairn.locale';
const loaded = new Map<Language, Set<Catalog>>();
let activeTag = 'en';
// Set once a screen beyond the landing page asked for its messages: every locale from then on loads them too.
let appWanted = false;

/** The locale tag the app speaks now ("de-DE"); every request names it in Accept-Language. */
export function currentLocale(): string {
  return activeTag;
}

/** The locale kept from an earlier visit, else the browser's first language Cairn speaks. */
export function initialLocale(): string {
  try {
    const kept = localStorage.getItem(STORAGE_KEY);
    if (kept) return kept;
  } catch {
    // Storage refused (a private window): follow the browser.
  }
  return typeof navigator === 'undefined' ? 'en' : negotiateLocale(navigator.languages ?? [navigator.language]);
}

/** A catalog the page brought with it (the prerendered landing page's English): no request for it. */
export function provideMessages(language: Language, catalog: Catalog, messages: Messages): void {
  i18n.load(language, messages);
  loaded.set(language, new Set([...(loaded.get(language) ?? []), catalog]));
}

async function load(language: Language, catalog: Catalog): Promise<void> {
  const done = loaded.get(language) ?? new Set<Catalog>();
  if (done.has(catalog)) return;
  const { messages } = await CATALOGS[language][catalog]();
  i18n.load(language, messages);
  done.add(catalog);
  loaded.set(language, done);
}

/**
 * Speaks `tag` from now on: loads its catalogs (the landing one always, the app one once any
 * screen beyond the landing page wanted it), then switches every message, <html lang> and dir.
 */
export async function activateLocale(tag: string): Promise<void> {
  const language = languageOf(tag);
  await Promise.all([load(language, 'landing'), appWanted ? load(language, 'app') : undefined]);
  activeTag = tag;
  try {
    localStorage.setItem(STORAGE_KEY, tag);
  } catch {
    // Not kept: the next visit asks the browser again.
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = tag;
    document.documentElement.dir = directionOf(tag);
  }
  // Messages by language, their numbers (`#`, `{n, number}`) in the tag's digits as format.ts
  // writes them: ar-EG's ٧, de-CH's 1’000.
  i18n.activate(language, [formattingLocale(tag)]);
}

/** A screen's chunk, with the active locale's messages for every screen beyond the landing page. */
export function withAppMessages<T>(screen: Promise<T>): Promise<T> {
  return Promise.all([screen, loadAppMessages()]).then(([module]) => module);
}

/** The active locale's messages for every screen beyond the landing page. */
export function loadAppMessages(): Promise<void> {
  appWanted = true;
  return load(languageOf(activeTag), 'app');
}
