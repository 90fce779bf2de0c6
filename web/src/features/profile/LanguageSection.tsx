import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { SetLocaleDocument } from '../../gql/graphql';
import { apiMessage } from '../../ui/api-error';
import { BusyButton } from '../../ui/BusyButton';
import { activateLocale } from '../../ui/i18n/i18n';
import { activeLanguage, type Choice, LanguageSelect } from '../../ui/i18n/LanguageSelect';
import { localeForLanguage } from '../../ui/i18n/locales';
import { Notice } from '../../ui/Notice';
import { useOutcome } from '../../ui/useOutcome';

/**
 * Profile: the language the account reads Cairn in (issue 29), on every device and in every
 * email and notification the server sends. Saved, then the whole app switches to it.
 */
export function LanguageSection() {
  const { t } = useLingui();
  const ids = useId();
  const [language, setLanguage] = useState<Choice>(activeLanguage);
  const [outcome, report, clearOutcome] = useOutcome();
  const [setLocale, { loading }] = useMutation(SetLocaleDocument);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    clearOutcome();
    try {
      const { data } = await setLocale({ variables: { locale: localeForLanguage(language, navigator.languages ?? []) } });
      if (data) await activateLocale(data.setLocale.locale);
      report('success', t`Cairn now speaks your language.`);
    } catch (error) {
      report('error', apiMessage(error, t`Could not save your language. Please try again.`));
    }
  };

  return (
    <section className="card profile-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="profile-section__title"><Trans>Language</Trans></h2>
      <p className="profile-section__text">
        <Trans>The language of every screen, email and notification, with dates and numbers written its way.</Trans>
      </p>
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-language`}><Trans>Language</Trans></label>
          <LanguageSelect id={`${ids}-language`} value={language} onChange={setLanguage} />
        </div>
        <div className="profile-section__actions">
          {outcome && <Notice key={outcome.at} tone={outcome.tone}><p>{outcome.text}</p></Notice>}
          <BusyButton type="submit" className="btn btn--primary" busy={loading} label={t`Save language`} busyLabel={t`Saving...`} />
        </div>
      </form>
    </section>
  );
}
