import { i18n } from '@lingui/core';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import { translations as english } from '@zxcvbn-ts/language-en';
import { translations as german } from '@zxcvbn-ts/language-de';
import { translations as spanish } from '@zxcvbn-ts/language-es-es';
import { PasswordRulesDocument } from '../../gql/graphql';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { arabicTranslations as arabic } from './zxcvbn-ar';

const rulesMock: MockLink.MockedResponse = {
  request: { query: PasswordRulesDocument },
  result: { data: { authConfig: { __typename: 'AuthConfig', minPasswordScore: 3 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function speak(language: string) {
  i18n.load(language, {});
  i18n.activate(language);
}

/** The meter's words after its strength and score: zxcvbn's warning and suggestions. */
async function adviceFor(password: string): Promise<string> {
  render(<MockedProvider mocks={[rulesMock]}><PasswordStrengthMeter id="strength" password={password} /></MockedProvider>);
  const meter = await screen.findByRole('meter');
  return meter.closest('.password-strength')?.querySelector('.password-strength__text')?.textContent ?? '';
}

describe('PasswordStrengthMeter', () => {
  afterEach(() => act(() => speak('en')));

  it.each([
    ['en', english],
    ['en-XA', english],
    ['de', german],
    ['es', spanish],
    ['ar', arabic],
  ])('gives zxcvbn’s advice on a weak password in %s', async (language, words) => {
    // "password" is among zxcvbn's ten most used, and one word alone: a warning and a suggestion.
    speak(language);
    const advice = await adviceFor('password');
    expect(advice).toContain(words.warnings.topTen);
    expect(advice).toContain(words.suggestions.anotherWord);
    if (words !== english) expect(advice).not.toContain(english.warnings.topTen);
  });

  it('switches the advice when the language changes', async () => {
    speak('de');
    const { rerender } = render(<MockedProvider mocks={[rulesMock]}><PasswordStrengthMeter id="strength" password="password" /></MockedProvider>);
    expect(await screen.findByText(new RegExp(german.warnings.topTen))).toBeInTheDocument();
    act(() => speak('ar'));
    rerender(<MockedProvider mocks={[rulesMock]}><PasswordStrengthMeter id="strength" password="password" /></MockedProvider>);
    expect(await screen.findByText(new RegExp(arabic.warnings.topTen))).toBeInTheDocument();
  });
});
