import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { activateLocale, currentLocale } from '../../ui/i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES, languageOf, localeForLanguage } from '../../ui/i18n/locales';

type Choice = (typeof LANGUAGES)[number];

/**
 * The registration wizard's language (issue 29): the wizard switches to it at once, and the new
 * account keeps it (registerInput sends the active locale).
 */
export function RegisterLanguageField() {
  const id = useId();
  const active = languageOf(currentLocale());
  const [language, setLanguage] = useState<Choice>(active === 'en-XA' ? 'en' : active);

  const choose = (next: Choice) => {
    setLanguage(next);
    void activateLocale(localeForLanguage(next, navigator.languages ?? []));
  };

  return (
    <div className="field wizard__language">
      <label className="field__label" htmlFor={id}><Trans>Language</Trans></label>
      <select id={id} className="input" value={language} onChange={(event) => choose(event.target.value as Choice)}>
        {LANGUAGES.map((code) => <option key={code} value={code} lang={code}>{LANGUAGE_NAMES[code]}</option>)}
      </select>
    </div>
  );
}
