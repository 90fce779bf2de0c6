/**
 * The languages Cairn speaks (issue 29) and how a locale tag maps to one: the one home of these
 * rules for every module. A user's locale is a BCP 47 tag as their browser names it ("de-AT",
 * "en-US"): its language picks the texts, the whole tag the week and how dates and numbers are
 * written. en-XA is the pseudo-locale: English, accented and 40% longer, for the tests that find
 * text no one translated.
 */
export const LANGUAGES = ['en', 'de', 'es', 'ar'] as const;
export const PSEUDO_LOCALE = 'en-XA';
export type Language = (typeof LANGUAGES)[number] | typeof PSEUDO_LOCALE;
/** The languages translators write: every one but English (the source) and the pseudo-locale. */
export type Translated = Exclude<Language, 'en' | typeof PSEUDO_LOCALE>;

const LOCALE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The canonical tag ("de-AT") of a locale Cairn speaks, or null for anything else. */
export function supportedLocale(tag: unknown): string | null {
  if (typeof tag !== 'string' || tag.length > 35 || !LOCALE_TAG.test(tag)) return null;
  let canonical: string;
  try {
    [canonical] = Intl.getCanonicalLocales(tag);
  } catch {
    return null;
  }
  if (canonical.toLowerCase() === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  return (LANGUAGES as readonly string[]).includes(canonical.split('-')[0]) ? canonical : null;
}

/** The texts a locale tag reads: its language when Cairn speaks it, else English. */
export function languageOf(tag: string | null | undefined): Language {
  const locale = supportedLocale(tag);
  if (!locale) return 'en';
  return locale === PSEUDO_LOCALE ? PSEUDO_LOCALE : locale.split('-')[0] as Language;
}

/**
 * The locale an Accept-Language header asks for: the first of its languages (by q) that Cairn
 * speaks, or null when it names none (the caller keeps its default, English for REST).
 */
export function negotiateLocale(header: string | undefined): string | null {
  if (!header) return null;
  const ranges = header.split(',').map((part, index) => {
    const [tag, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
  }).filter((range) => range.tag && range.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const locale = supportedLocale(range.tag);
    if (locale) return locale;
  }
  return null;
}

/** The tag Intl formats with: the pseudo-locale writes dates and numbers as English does. */
export function formattingLocale(tag: string | null | undefined): string {
  const locale = supportedLocale(tag);
  return !locale || locale === PSEUDO_LOCALE ? 'en' : locale;
}

/** The direction a locale's language is written in: Arabic right to left, the others left to right. */
export function directionOf(tag: string | null | undefined): 'ltr' | 'rtl' {
  return languageOf(tag) === 'ar' ? 'rtl' : 'ltr';
}

/** The `lang` and `dir` attributes of the root element of an HTML page or mail the server writes in `tag`'s locale. */
export function htmlLanguage(tag: string | null | undefined): string {
  return `lang="${supportedLocale(tag) ?? 'en'}" dir="${directionOf(tag)}"`;
}
