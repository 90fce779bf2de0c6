import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { activateLocale } from '../../ui/i18n/i18n';
import { activeLanguage, type Choice, LanguageSelect } from '../../ui/i18n/LanguageSelect';
import { localeForLanguage } from '../../ui/i18n/locales';

/**
 * The registration wizard's language (issue 29): the wizard switches to it at once, and the new
 * account keeps it (registerInput sends the active locale).
 */
export function RegisterLanguageField() {
  const id = useId();
  const [language, setLanguage] = useState<Choice>(activeLanguage);

  const choose = (next: Choice) => {
    setLanguage(next);
    void activateLocale(localeForLanguage(next, navigator.languages ?? []));
  };

  return (
    <div className="field wizard__language">
      <label className="field__label" htmlFor={id}><Trans>Language</Trans></label>
      <LanguageSelect id={id} value={language} onChange={choose} />
    </div>
  );
}
