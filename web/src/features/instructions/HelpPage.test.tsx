import { i18n } from '@lingui/core';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogMessages } from '../../../test/catalogs';
import { ApiScopesDocument } from '../../gql/graphql';
import { activateLocale } from '../../ui/i18n/i18n';
import { HelpPage } from './HelpPage';

const scopesMock: MockLink.MockedResponse = {
  request: { query: ApiScopesDocument },
  result: { data: { apiScopes: [{ __typename: 'ApiScope', scope: 'read', words: 'Read your goals' }] } },
};

function renderHelp() {
  render(<MemoryRouter><MockedProvider mocks={[scopesMock]}><HelpPage /></MockedProvider></MemoryRouter>);
}

/** The legend's names of what the icons mean, in order. */
const legendNames = () => [...document.querySelectorAll('.help__legend dt')].map((term) => term.textContent?.trim());

describe('HelpPage', () => {
  afterEach(() => act(() => activateLocale('en')));

  it('names the Date Selection steps in its legend as the buttons do', async () => {
    renderHelp();
    await screen.findByText('Read your goals');
    expect(legendNames()).toEqual(expect.arrayContaining(['Back 7 days', 'Back 1 day', 'Forward 1 day', 'Forward 7 days']));
  });

  it('writes their numbers in the locale’s digits, in Arabic', async () => {
    i18n.load('ar', await catalogMessages('ar'));
    await act(() => activateLocale('ar-EG'));
    renderHelp();
    await screen.findByText('Read your goals');
    expect(legendNames()).toEqual(expect.arrayContaining(['٧ أيام للخلف', '١ يوم للخلف', '١ يوم للأمام', '٧ أيام للأمام']));
  });
});
