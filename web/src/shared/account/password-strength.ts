import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TranslationKeys } from '@zxcvbn-ts/core';
import type { Language } from '../../ui/i18n/locales';

/** A password's zxcvbn score (0 to 4) with its warning and suggestions, for the meter. */
export interface PasswordStrength {
  score: number;
  warning: string;
  suggestions: string[];
}

type Check = (password: string, related: string[]) => PasswordStrength;

/**
 * zxcvbn-ts's advice in the user's language: the official German and Spanish translations, ours
 * in Arabic; English (and the pseudo-locale) keep zxcvbn's own. Each is imported with the
 * estimator, in a chunk of its own, so the landing page never downloads one. Only the words
 * change: every language scores with the same common and English dictionaries as before.
 */
const TRANSLATIONS: Partial<Record<Language, () => Promise<TranslationKeys>>> = {
  de: () => import('@zxcvbn-ts/language-de').then(({ translations }) => translations),
  es: () => import('@zxcvbn-ts/language-es-es').then(({ translations }) => translations),
  ar: () => import('./zxcvbn-ar').then(({ arabicTranslations }) => arabicTranslations),
};

let modules: Promise<[typeof import('@zxcvbn-ts/core'), typeof import('@zxcvbn-ts/language-common'), typeof import('@zxcvbn-ts/language-en')]> | undefined;
const estimators = new Map<Language, Promise<Check>>();

/**
 * zxcvbn-ts with its common and English dictionaries, and its advice in `language`, loaded on
 * first use (dynamic imports, in chunks of their own): the landing and login pages never
 * download them.
 */
export function loadPasswordEstimator(language: Language): Promise<Check> {
  let estimator = estimators.get(language);
  if (!estimator) {
    modules ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]);
    estimator = Promise.all([modules, TRANSLATIONS[language]?.()]).then(([[{ ZxcvbnFactory }, common, english], translations]) => {
      const factory = new ZxcvbnFactory({
        translations: translations ?? english.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...english.dictionary },
      });
      return (password: string, related: string[]) => {
        const { score, feedback } = factory.check(password, related.filter(Boolean));
        return { score, warning: feedback.warning ?? '', suggestions: feedback.suggestions };
      };
    });
    estimators.set(language, estimator);
  }
  return estimator;
}

/** The words for scores 0 to 4. */
export const STRENGTH_LABELS: readonly MessageDescriptor[] = [
  msg`Very weak`, msg`Weak`, msg`Fair`, msg`Strong`, msg`Very strong`,
];
