/**
 * The languages Cairn speaks (issue 29), and how a locale tag maps to one. A user's locale is a
 * BCP 47 tag as the browser names it ("de-AT", "en-US"): its language picks the messages, the
 * whole tag picks how dates, numbers and weeks are written. en-XA is the pseudo-locale the
 * tests use to find text that is not translated.
 */
export const LANGUAGES = ['en', 'de', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number] | 'en-XA';

export const PSEUDO_LOCALE = 'en-XA';
const RIGHT_TO_LEFT = new Set<Language>(['ar']);

/** Each language's own name, as the language picker shows it. */
export const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  ar: 'العربية',
};

/** The messages a locale tag reads: its language when Cairn speaks it, else English. */
export function languageOf(tag: string): Language {
  if (tag.toLowerCase() === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  const language = tag.split('-')[0].toLowerCase();
  return (LANGUAGES as readonly string[]).includes(language) ? language as Language : 'en';
}

/** The first of the browser's languages Cairn speaks, as the browser names it; English otherwise. */
export function negotiateLocale(preferred: readonly string[]): string {
  for (const tag of preferred) {
    try {
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical && (languageOf(canonical) !== 'en' || canonical.toLowerCase().startsWith('en'))) return canonical;
    } catch {
      // Not a locale tag: try the next.
    }
  }
  return 'en';
}

/**
 * The tag to keep when the user picks `language`: the browser's own tag for it when it has one
 * ("de-AT" keeps Austria's dates and weeks), else the language alone.
 */
export function localeForLanguage(language: (typeof LANGUAGES)[number], preferred: readonly string[]): string {
  return preferred.find((tag) => tag.split('-')[0].toLowerCase() === language) ?? language;
}

export function directionOf(tag: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(languageOf(tag)) ? 'rtl' : 'ltr';
}

/** The tag Intl formats with: the pseudo-locale writes dates and numbers as English does. */
export function formattingLocale(tag: string): string {
  return languageOf(tag) === PSEUDO_LOCALE ? 'en' : tag;
}
