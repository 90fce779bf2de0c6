import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { apiError } from '../../../test/account-mocks';
import { meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';
import { CreateAccessTokenDocument, MyAccessTokensDocument, RevokeAccessTokenDocument } from '../../gql/graphql';
import { TOKEN_MESSAGES } from './AccessTokensPage';

const SECRET = `cairn_pat_${'a'.repeat(43)}`;
const token = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'AccessToken' as const, id, name, scopes: ['read'], expiresAt: null, lastUsedAt: null, createdAt: '2026-11-01T10:00:00.000Z', ...extra,
});
const listMock = (tokens: unknown[]): MockLink.MockedResponse => ({
  request: { query: MyAccessTokensDocument }, result: { data: { myAccessTokens: tokens } },
});

async function openTokens(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderApp({ path: '/profile/tokens', mocks: [meMock(SAMPLE_USER), ...mocks] });
  await screen.findByRole('heading', { level: 1, name: 'Access tokens' });
  return user;
}

describe('AccessTokensPage', () => {
  it('lists tokens with their scope and last use, and says when there are none', async () => {
    await openTokens([listMock([
      token('6f1c2a3e-0000-4000-8000-00000000000a', 'Home Assistant', { scopes: ['read', 'write'], lastUsedAt: '2026-11-20T08:30:00.000Z' }),
      token('6f1c2a3e-0000-4000-8000-00000000000b', 'my script'),
    ])]);
    const items = await within(await screen.findByRole('list', { name: 'Your tokens' })).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Home Assistant');
    expect(items[0]).toHaveTextContent('Read and write');
    expect(items[0]).toHaveTextContent('Last used');
    expect(items[1]).toHaveTextContent('Read only');
    expect(items[1]).toHaveTextContent('Never used');
  });

  it('shows the empty state', async () => {
    await openTokens([listMock([])]);
    expect(await screen.findByText(i18n._(TOKEN_MESSAGES.empty))).toBeInTheDocument();
  });

  it('creates a token and shows its secret once, with a copy button', async () => {
    const created = token('6f1c2a3e-0000-4000-8000-00000000000c', 'Phone', { scopes: ['read', 'write'] });
    const user = await openTokens([
      listMock([]),
      {
        request: {
          query: CreateAccessTokenDocument,
          variables: ({ input }: { input: { name: string; scopes: string[]; expiresAt?: string | null } }) =>
            input.name === 'Phone' && input.scopes.join() === 'read,write' && typeof input.expiresAt === 'string',
        },
        result: { data: { createAccessToken: { __typename: 'CreatedAccessToken', secret: SECRET, token: created } } },
      },
      listMock([created]),
    ]);
    await screen.findByText(i18n._(TOKEN_MESSAGES.empty));
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(screen.getByRole('alert')).toHaveTextContent(i18n._(TOKEN_MESSAGES.nameRequired));

    await user.type(screen.getByLabelText('Name'), 'Phone');
    await user.click(screen.getByRole('checkbox', { name: /Write/ }));
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(await screen.findByLabelText('Token secret')).toHaveValue(SECRET);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Token secret')).not.toBeInTheDocument();
    expect(await within(await screen.findByRole('list', { name: 'Your tokens' })).findByRole('listitem')).toHaveTextContent('Phone');
  });

  it("shows the server's refusal when creating fails", async () => {
    const user = await openTokens([
      listMock([]),
      { request: { query: CreateAccessTokenDocument, variables: () => true }, result: apiError('The expiry must be in the future.', 'BAD_USER_INPUT') },
    ]);
    await user.type(screen.getByLabelText('Name'), 'Late');
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The expiry must be in the future.');
  });

  it('asks before revoking a token, then revokes it and removes it from the list', async () => {
    const id = '6f1c2a3e-0000-4000-8000-00000000000d';
    const user = await openTokens([
      listMock([token(id, 'Old script')]),
      { request: { query: RevokeAccessTokenDocument, variables: { id } }, result: { data: { revokeAccessToken: id } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Revoke Old script' }));
    // Cancel keeps it.
    let dialog = screen.getByRole('dialog', { name: 'Revoke Old script?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your tokens' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke Old script' }));
    dialog = screen.getByRole('dialog', { name: 'Revoke Old script?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Your tokens' })).not.toBeInTheDocument());
    expect(screen.getByText(i18n._(TOKEN_MESSAGES.empty))).toBeInTheDocument();
  });

  it('says so when the list cannot load', async () => {
    await openTokens([{ request: { query: MyAccessTokensDocument }, error: new Error('connect ECONNREFUSED') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(TOKEN_MESSAGES.loadFailed));
  });
});
