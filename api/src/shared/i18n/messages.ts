import { IntlMessageFormat } from 'intl-messageformat';
import { formattingLocale, type Language, languageOf, PSEUDO_LOCALE, type Translated } from './languages';

/**
 * Server texts in ICU MessageFormat (issue 29). English is the source and is written where the
 * text is used; each module keeps its translations beside it as a `Catalog`, checked by the
 * compiler (every language has every text) and by i18n.test.ts (the same ICU arguments).
 */
export type MessageValues = Record<string, string | number | Date | Message>;

/** One module's texts: English in `en`, the same keys in every translated language. */
export type Catalog<Key extends string> = { en: Record<Key, string> } & Record<Translated, Record<Key, string>>;

const formats = new Map<string, IntlMessageFormat>();

/** `pattern` (ICU) with `values`, as `tag`'s locale writes numbers, dates and plurals. */
export function formatMessage(tag: string | null | undefined, pattern: string, values: Record<string, string | number | Date> = {}): string {
  const locale = formattingLocale(tag);
  const key = `${locale}\u0000${pattern}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(pattern, locale);
    formats.set(key, format);
  }
  return String(format.format(values));
}

/** The text of `key` in the language of `tag` (English for a language that lacks it), with `values`. */
export function translate<Key extends string>(catalog: Catalog<Key>, tag: string | null | undefined, key: Key, values?: MessageValues): string {
  const language: Language = languageOf(tag);
  // A message inside a message (a refusal quoting another's reason) is said in the same language.
  const said = values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isMessage(value) ? value.in(tag) : value]));
  if (language === PSEUDO_LOCALE) return pseudoLocalize(formatMessage(tag, catalog.en[key], said));
  return formatMessage(tag, (language === 'en' ? catalog.en : catalog[language])[key] ?? catalog.en[key], said);
}

const lists = new Map<string, Intl.ListFormat>();

/** Items listed as `tag`'s language lists them: "a, b, c" in English, "a, b und c" in German. */
export function listText(tag: string | null | undefined, items: readonly string[]): string {
  const locale = formattingLocale(tag);
  let list = lists.get(locale);
  if (!list) {
    list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
    lists.set(locale, list);
  }
  return list.format(items);
}

const isMessage = (value: MessageValues[string]): value is Message => typeof value === 'object' && 'in' in value;

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'àƀçðéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];

/**
 * English as the pseudo-locale writes it: every letter accented and 40% longer, as the web's
 * en-XA catalog (web/scripts/pseudo-locale.mjs). Applied to the finished text, so it also marks
 * what the server says to a user who reads en-XA.
 */
export function pseudoLocalize(text: string): string {
  let letters = 0;
  const accented = [...text].map((char) => {
    const index = PLAIN.indexOf(char);
    if (index < 0) return char;
    letters += 1;
    return ACCENTED[index];
  }).join('');
  // Words of padding, so that a longer text wraps where a translation's would.
  return letters ? `${accented} ${'·~·~· '.repeat(Math.ceil(letters * 0.4 / 6)).trim()}` : accented;
}

/**
 * A text of a catalog with its values, made where something is refused and said where the answer
 * leaves the server: `english` for logs and English readers, `in(tag)` for everyone else.
 */
export interface Message {
  readonly key: string;
  readonly values?: MessageValues;
  readonly english: string;
  in(tag: string | null | undefined): string;
  /** How a row keeps it, to say it again in its reader's language (keptMessage); absent where it cannot be. */
  readonly stored?: StoredMessage;
}

/**
 * The maker of `catalog`'s messages: `texts('nameTooLong', { max: 50 })`. `id` names the catalog
 * where a row keeps one of its messages (an import job's failure), as i18n-catalogs.test.ts names it.
 */
export function messagesOf<Key extends string>(catalog: Catalog<Key>, id: string): (key: Key, values?: MessageValues) => Message {
  registerCatalog(id, catalog);
  return (key, values) => ({
    key,
    values,
    english: translate(catalog, 'en', key, values),
    in: (tag) => translate(catalog, tag, key, values),
    stored: storedOf(id, key, values),
  });
}

/**
 * `parts` said together in the reader's language: as sentences one after another, or (`list`)
 * as the language lists things ("3 habits, 7 goals" in English, "… und …" in German).
 */
export function together(parts: readonly Message[], how: 'sentences' | 'list'): Message {
  const say = (tag: string | null | undefined) => {
    const texts = parts.map((part) => part.in(tag));
    return how === 'list' ? listText(tag, texts) : texts.join(' ');
  };
  const stored = parts.map((part) => part.stored);
  return {
    key: parts.map((part) => part.key).join(' '), english: say('en'), in: say,
    stored: stored.every(Boolean) ? { parts: stored as StoredMessage[], how } : undefined,
  };
}

/**
 * A message as a row keeps it (issue 29): its catalog's id, its key and its values (a message
 * among them kept the same way), or messages said together. Read back by keptMessage.
 */
export type StoredMessage =
  | { catalog: string; key: string; values?: Record<string, StoredValue> }
  | { parts: StoredMessage[]; how: 'sentences' | 'list' };
type StoredValue = string | number | { date: string } | { message: StoredMessage };

// The catalogs whose messages a row may keep, by id: filled as each catalog's module loads.
const catalogs = new Map<string, Catalog<string>>();

/** Lets rows keep `catalog`'s messages under `id` (messagesOf does it for its catalog). */
export function registerCatalog(id: string, catalog: Catalog<string>): void {
  const known = catalogs.get(id);
  if (known && known !== catalog) throw new Error(`Two catalogs are registered as "${id}"`);
  catalogs.set(id, catalog);
}

/** Every catalog a row may name, by id (i18n-catalogs.test.ts checks each is its catalog there). */
export const storedCatalogs = (): ReadonlyMap<string, Catalog<string>> => catalogs;

/** `key` of catalog `id` with `values` as a row keeps it; undefined when a value is a message that cannot be kept. */
export function storedOf(id: string, key: string, values?: MessageValues): StoredMessage | undefined {
  if (!values) return { catalog: id, key };
  const kept: Record<string, StoredValue> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof Date) kept[name] = { date: value.toISOString() };
    else if (isMessage(value)) {
      if (!value.stored) return undefined;
      kept[name] = { message: value.stored };
    } else kept[name] = value;
  }
  return { catalog: id, key, values: kept };
}

/** The message `stored` keeps, said again in any language; null when its catalog or key is no longer known. */
function restored(stored: StoredMessage): Message | null {
  if ('parts' in stored) {
    const parts = stored.parts.map(restored);
    return parts.every(Boolean) ? together(parts as Message[], stored.how) : null;
  }
  const catalog = catalogs.get(stored.catalog);
  if (!catalog || !Object.hasOwn(catalog.en, stored.key)) return null;
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(stored.values ?? {})) {
    if (typeof value !== 'object') values[name] = value;
    else if ('date' in value) values[name] = new Date(value.date);
    else {
      const message = restored(value.message);
      if (!message) return null;
      values[name] = message;
    }
  }
  return { key: stored.key, values, english: translate(catalog, 'en', stored.key, values), in: (tag) => translate(catalog, tag, stored.key, values), stored };
}

/**
 * A message a row keeps as its English text and (since issue 29) its `stored` form: English
 * readers get the text exactly as it was written, others the message said in their language.
 * A row of before (no stored form), or one naming a catalog no longer known, reads its text in every language.
 */
export function keptMessage(english: string, stored: StoredMessage | null | undefined): Message {
  const message = stored ? restored(stored) : null;
  return {
    key: message?.key ?? '',
    values: message?.values,
    english,
    in: (tag) => (message && languageOf(tag) !== 'en' ? message.in(tag) : english),
    stored: message?.stored,
  };
}
