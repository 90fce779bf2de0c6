import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** A password's zxcvbn score (0 to 4) with its warning and suggestions, for the meter. */
export interface PasswordStrength {
  score: number;
  warning: string;
  suggestions: string[];
}

type Check = (password: string, related: string[]) => PasswordStrength;
let estimator: Promise<Check> | undefined;

/**
 * zxcvbn-ts with its common and English dictionaries, loaded on first use (dynamic imports, in
 * chunks of their own): the landing and login pages never download them.
 */
export function loadPasswordEstimator(): Promise<Check> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en'),
  ]).then(([{ ZxcvbnFactory }, common, english]) => {
    const factory = new ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
    });
    return (password, related) => {
      const { score, feedback } = factory.check(password, related.filter(Boolean));
      return { score, warning: feedback.warning ?? '', suggestions: feedback.suggestions };
    };
  });
  return estimator;
}

/** The words for scores 0 to 4. */
export const STRENGTH_LABELS: readonly MessageDescriptor[] = [
  msg`Very weak`, msg`Weak`, msg`Fair`, msg`Strong`, msg`Very strong`,
];
