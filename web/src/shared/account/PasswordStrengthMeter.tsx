import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { PasswordRulesDocument } from '../../gql/graphql';
import { PercentBar } from '../../ui/PercentBar';
import { languageOf } from '../../ui/i18n/locales';
import { loadPasswordEstimator, STRENGTH_LABELS, type PasswordStrength } from './password-strength';
import './password-strength.css';

/**
 * How hard a new password is to guess (zxcvbn, its dictionaries loaded on first use), and whether
 * the server will take it: the lowest score it accepts comes from the server (authConfig), which
 * checks the password again and has the last word. zxcvbn's advice is in the user's language.
 */
export function PasswordStrengthMeter({ id, password, related = [] }: { id: string; password: string; related?: string[] }) {
  const { t, i18n } = useLingui();
  const language = languageOf(i18n.locale);
  const { data } = useQuery(PasswordRulesDocument);
  const minScore = data?.authConfig.minPasswordScore;
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const relatedKey = related.join('\n');

  useEffect(() => {
    if (!password) return;
    let current = true;
    loadPasswordEstimator(language)
      .then((check) => { if (current) setStrength(check(password, relatedKey.split('\n'))); })
      .catch(() => { if (current) setStrength(null); });
    return () => { current = false; };
  }, [password, relatedKey, language]);

  if (!password || !strength) return null;
  const label = t(STRENGTH_LABELS[strength.score]);
  const tooWeak = minScore !== undefined && strength.score < minScore;
  const advice = [strength.warning, ...strength.suggestions].filter(Boolean).join(' ');
  return (
    <div className={`password-strength password-strength--${strength.score}`} id={id}>
      <PercentBar
        block="password-strength"
        label={t`Password strength`}
        percent={((strength.score + 1) / 5) * 100}
        range={{ now: strength.score, min: 0, max: 4, text: label }}
      />
      <p className="password-strength__text" aria-live="polite">
        <strong><Trans>Strength: {label}.</Trans></strong>{' '}
        {tooWeak && <><Trans>Too easy to guess.</Trans>{' '}</>}
        {advice}
      </p>
    </div>
  );
}
