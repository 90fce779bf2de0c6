import { currentLocale } from './i18n';
import { formattingLocale } from './locales';

/**
 * Dates, numbers and relative days as the active locale writes them (issue 29): every screen
 * formats through these, never with a hard-coded pattern. Formatters are kept per locale and
 * options, since Intl's constructors are slow.
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.ListFormat>();

function made<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.ListFormat>(kind: string, options: object, make: (locale: string) => T): T {
  const locale = formattingLocale(currentLocale());
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    cache.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return made('date', options, (locale) => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return made('number', options, (locale) => new Intl.NumberFormat(locale, options));
}

/** "yesterday", "tomorrow", "in 3 days": a day relative to today. */
export function relativeDays(days: number): string {
  const options: Intl.RelativeTimeFormatOptions = { numeric: 'auto' };
  return made('relative', options, (locale) => new Intl.RelativeTimeFormat(locale, options)).format(days, 'day');
}

/** "Mon, Wed and Fri": items joined as the locale joins them. */
export function listText(items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
  const options: Intl.ListFormatOptions = { style: 'long', type };
  return made('list', options, (locale) => new Intl.ListFormat(locale, options)).format(items);
}

/** The ISO weekdays (1 Monday … 7 Sunday) of a week starting on `firstDay`, in order. */
export function weekdaysFrom(firstDay: number): number[] {
  return Array.from({ length: 7 }, (_, index) => ((firstDay - 1 + index) % 7) + 1);
}

/** "Monday" (or "Mon", "M"): an ISO weekday (1 Monday … 7 Sunday) named in the active locale. */
export function weekdayName(isoWeekday: number, width: 'long' | 'short' | 'narrow' = 'long'): string {
  // 2024-01-01 was a Monday; local noon keeps the day whatever the zone.
  return dateTimeFormat({ weekday: width }).format(new Date(2024, 0, isoWeekday, 12));
}

/** "27 Nov 2026, 14:05": an instant with its time. */
export function formatDateTime(value: string | Date): string {
  return dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/** "27 Nov 2026": an instant's date. */
export function formatDate(value: string | Date): string {
  return dateTimeFormat({ dateStyle: 'medium' }).format(new Date(value));
}

/** 1 234,5 in German: a number with at most `digits` decimals. */
export function formatNumber(value: number, digits = 2): string {
  return numberFormat({ maximumFractionDigits: digits }).format(value);
}

/** 0.42 → "42 %" in German, "42%" in English. */
export function formatPercent(fraction: number): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

/** The active locale's digits and decimal separator, as a person types them into a number field. */
function decimalSymbols(): { digits: string[]; separator: string } {
  const format = numberFormat({ useGrouping: false });
  const digits = Array.from({ length: 10 }, (_, digit) => format.format(digit));
  const separator = numberFormat().formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return { digits, separator };
}

/**
 * A decimal typed in the active locale's way, as the API reads it: "2,5" in German and "٢٫٥" in
 * Arabic become "2.5". A dot is always taken too. Anything else comes back as typed.
 */
export function decimalInput(text: string): string {
  const { digits, separator } = decimalSymbols();
  return [...text].map((char) => {
    const digit = digits.indexOf(char);
    if (digit >= 0) return String(digit);
    return char === separator ? '.' : char;
  }).join('');
}

/** A decimal from the API ("2.5") as the active locale writes it in a field ("2,5" in German). */
export function decimalDisplay(value: string): string {
  const { digits, separator } = decimalSymbols();
  return [...value].map((char) => (char === '.' ? separator : /\d/.test(char) ? digits[Number(char)] : char)).join('');
}
