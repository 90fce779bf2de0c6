import { currentLocale } from './i18n';
import { LANGUAGE_NAMES, LANGUAGES, languageOf } from './locales';

export type Choice = (typeof LANGUAGES)[number];

/** The language the app speaks now, as a picker offers it (the pseudo-locale reads as English). */
export function activeLanguage(): Choice {
  const active = languageOf(currentLocale());
  return active === 'en-XA' ? 'en' : active;
}

/** Cairn's languages, each in its own name and tagged with its language for screen readers. */
export function LanguageSelect({ id, value, onChange }: { id: string; value: Choice; onChange: (language: Choice) => void }) {
  return (
    <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value as Choice)}>
      {LANGUAGES.map((code) => <option key={code} value={code} lang={code}>{LANGUAGE_NAMES[code]}</option>)}
    </select>
  );
}
