import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authConfigMock, loginResult } from '../../../test/account-mocks';
import { meFailure, meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';
import { LoginDocument } from '../../gql/graphql';

describe('RequireAuth', () => {
  it('sends a visitor from /profile to /login, remembering where they were going', async () => {
    const { router } = renderApp({ path: '/profile?tab=account#danger', mocks: [meMock(null), authConfigMock()] });

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/profile', search: '?tab=account', hash: '#danger' } });
    expect(screen.queryByRole('heading', { name: /^Hi,/ })).not.toBeInTheDocument();
  });

  it('treats a failing Me query as a visitor', async () => {
    const { router } = renderApp({ path: '/profile', mocks: [meFailure(), authConfigMock()] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('brings the visitor back to the page they wanted after signing in', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({
      path: '/profile',
      mocks: [
        meMock(null), authConfigMock(),
        { request: { query: LoginDocument, variables: { email: 'ada@example.com', password: 'correct horse' } }, result: loginResult(SAMPLE_USER) },
        meMock(SAMPLE_USER),
      ],
    });

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('shows a signed-in user the page itself', async () => {
    const { router } = renderApp({ path: '/profile', mocks: [meMock(SAMPLE_USER)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });
});
