import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';
import {
  AppsWithAccessDocument, CreateDeveloperAppDocument, DeveloperAppsDocument, RevokeAppAccessDocument,
} from '../../gql/graphql';
import { APPS_MESSAGES } from './AppsPage';

const grant = { __typename: 'AppAccess' as const, grantId: 'grant-1', appName: 'Habit Watch', clientId: 'cairn_app_1', scopes: ['habits:read'], signInScopes: ['openid'], grantedAt: '2026-11-20T08:30:00.000Z' };
const app = { __typename: 'DeveloperApp' as const, id: '6f1c2a3e-0000-4000-8000-00000000000a', clientId: `cairn_app_${'a'.repeat(32)}`, name: 'My Watch', redirectUris: ['https://example.com/cb'], confidential: false, createdAt: '2026-11-20T08:30:00.000Z' };
const access = (grants: unknown[]): MockLink.MockedResponse => ({ request: { query: AppsWithAccessDocument }, result: { data: { appsWithAccess: grants } } });
const apps = (list: unknown[]): MockLink.MockedResponse => ({ request: { query: DeveloperAppsDocument }, result: { data: { developerApps: list } } });

async function openApps(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderApp({ path: '/profile/apps', mocks: [meMock(SAMPLE_USER), ...mocks] });
  await screen.findByRole('heading', { level: 1, name: 'Apps' });
  return user;
}

describe('AppsPage', () => {
  it('lists the apps with access and revokes one after asking', async () => {
    const user = await openApps([
      access([grant]), apps([]),
      { request: { query: RevokeAppAccessDocument, variables: { grantId: 'grant-1' } }, result: { data: { revokeAppAccess: 'grant-1' } } },
      access([]),
    ]);
    const row = (await within(await screen.findByRole('list', { name: 'Apps with access' })).findAllByRole('listitem'))[0];
    expect(row).toHaveTextContent('Habit Watch');
    expect(row).toHaveTextContent('Sign you in, habits:read');
    expect(await screen.findByText(i18n._(APPS_MESSAGES.noApps))).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Revoke Habit Watch' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(i18n._(APPS_MESSAGES.noAccess))).toBeInTheDocument();
  });

  it('registers an app, checking the form first, and shows its client id', async () => {
    const user = await openApps([
      access([]), apps([]),
      {
        request: { query: CreateDeveloperAppDocument, variables: { input: { name: 'My Watch', redirectUris: ['https://example.com/cb'], confidential: false } } },
        result: { data: { createDeveloperApp: { __typename: 'CreatedDeveloperApp', clientSecret: null, app } } },
      },
      apps([app]),
    ]);
    await screen.findByText(i18n._(APPS_MESSAGES.noApps));
    await user.click(screen.getByRole('button', { name: 'Register App' }));
    expect(screen.getByRole('alert')).toHaveTextContent(i18n._(APPS_MESSAGES.nameRequired));
    await user.type(screen.getByLabelText('Name'), 'My Watch');
    await user.click(screen.getByRole('button', { name: 'Register App' }));
    expect(screen.getByRole('alert')).toHaveTextContent(i18n._(APPS_MESSAGES.redirectRequired));
    await user.type(screen.getByLabelText('Redirect URIs'), 'https://example.com/cb');
    await user.click(screen.getByRole('button', { name: 'Register App' }));
    expect(await screen.findByRole('heading', { name: '“My Watch” is registered' })).toBeInTheDocument();
    expect(screen.getAllByText(app.clientId).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your developer apps' })).getAllByRole('listitem')).toHaveLength(1));
  });
});
