import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';
import { badInput } from '../../shared/errors';
import { together } from '../../shared/i18n/messages';
import { type PasswordText, passwordsCatalog, passwordsText } from './passwords.messages';

/** argon2id at OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { algorithm: 2 /* Algorithm.Argon2id, a const enum */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 8;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verifying against this when no account matches keeps both answers equally slow.
const DUMMY_HASH = hash('not-a-real-password', ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** zxcvbn's score (0 to 4) below which a new password is refused. */
export const MIN_PASSWORD_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;

/**
 * zxcvbn-ts with its common and English dictionaries, built on first use. Without translations
 * its feedback names its warnings and suggestions by key, said in the reader's language by
 * passwords.messages.ts.
 */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    graphs: zxcvbnCommon.adjacencyGraphs,
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
  });
  return estimator;
}

/**
 * Refuses a new password that zxcvbn scores below MIN_PASSWORD_SCORE (with its warning and
 * suggestion as the reason); `related` are the account's own words (email, name), which make a
 * password easier to guess.
 */
export function assertStrongPassword(password: string, related: string[] = []): void {
  const { score, feedback } = passwordEstimator().check(password, related.filter(Boolean));
  if (score >= MIN_PASSWORD_SCORE) return;
  const reasons = [...(feedback.warning ? [`warnings.${feedback.warning}`] : []), ...feedback.suggestions.map((key) => `suggestions.${key}`)]
    .filter((key): key is PasswordText => key in passwordsCatalog.en);
  throw badInput(together([passwordsText('tooEasy'), ...reasons.map((key) => passwordsText(key))], 'sentences'));
}
