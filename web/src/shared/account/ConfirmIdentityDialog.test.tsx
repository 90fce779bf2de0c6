import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '../../../test/account-mocks';
import { meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';
import { ConfirmPasswordDocument, CreateAccessTokenDocument, MyAccessTokensDocument } from '../../gql/graphql';

const reauth = apiError('Confirm it is you: enter your password or use a passkey.', 'FORBIDDEN', { reason: 'REAUTH_REQUIRED' });
const created = {
  data: {
    createAccessToken: {
      __typename: 'CreatedAccessToken', secret: 'cairn_pat_secret',
      token: { __typename: 'AccessToken', id: 't1', name: 'Script', scopes: ['read'], expiresAt: null, lastUsedAt: null, createdAt: '2026-11-26T10:00:00.000Z' },
    },
  },
};

describe("Confirm it's you (REAUTH_REQUIRED)", () => {
  it('asks for the password, then runs the change again; a wrong password says so and keeps the dialog', async () => {
    const createRequest = { query: CreateAccessTokenDocument, variables: () => true };
    renderApp({
      path: '/profile/tokens',
      mocks: [
        meMock(SAMPLE_USER),
        { request: { query: MyAccessTokensDocument }, result: { data: { myAccessTokens: [] } }, maxUsageCount: Number.POSITIVE_INFINITY },
        { request: createRequest, result: reauth },
        { request: { query: ConfirmPasswordDocument, variables: { password: 'nope' } }, result: apiError('That password is not right.', 'BAD_USER_INPUT') },
        { request: { query: ConfirmPasswordDocument, variables: { password: 'correct horse' } }, result: { data: { confirmPassword: true } } },
        { request: createRequest, result: created },
      ] as never,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Script');
    await user.click(screen.getByRole('button', { name: 'Create Token' }));

    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, 'nope');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That password is not right.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByLabelText('Token secret')).toHaveValue('cairn_pat_secret');
  });
});
