import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, noResponse } from '../../../test/account-mocks';
import { meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';
import {
  ActivateAccountDocument, LogoutDocument, RequestPasswordResetDocument, ResetPasswordDocument,
} from '../../gql/graphql';

describe('ActivatePage', () => {
  const activate = (outcome: object) => ({ request: { query: ActivateAccountDocument, variables: { token: 'abc123' } }, ...outcome });

  it('activates on the button press and links to login', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/activate/abc123',
      mocks: [meMock(null), activate({ result: { data: { activateAccount: { __typename: 'User', id: SAMPLE_USER.id } } } })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Activation' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Activate Account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your account has been successfully activated');
    expect(screen.getByText(/can now use all the features/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['an unknown or expired link', { result: apiError('whatever the server says', 'NOT_FOUND') }, 'User not found. The activation link may be invalid or expired.'],
    ['another refusal', { result: apiError('Too many attempts.', 'RATE_LIMITED') }, 'Activation failed: Too many attempts.'],
    ['no answer', { error: noResponse() }, 'No server response. Please try again later.'],
  ])('explains %s in the alert area', async (_case, outcome, message) => {
    const user = userEvent.setup();
    renderApp({ path: '/activate/abc123', mocks: [meMock(null), activate(outcome)] });
    await user.click(await screen.findByRole('button', { name: 'Activate Account' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});

describe('ResetEmailPage', () => {
  const requestReset = (outcome: object) => ({
    request: { query: RequestPasswordResetDocument, variables: { email: 'ada@example.com' } }, ...outcome,
  });

  it.each([
    ['success', { result: { data: { requestPasswordReset: true } } }, 'status', 'Reset email sent. Check your email for reset link'],
    ['an unknown user', { result: apiError('User not found', 'NOT_FOUND') }, 'alert', 'User not found'],
    ['a link already sent', { result: apiError('x', 'CONFLICT') }, 'alert', 'Reset email already sent. Check your email for reset link'],
    ['a server failure', { result: apiError('x', 'INTERNAL_SERVER_ERROR') }, 'alert', 'Password reset request failed'],
    ['no answer', { error: noResponse() }, 'alert', 'No Server Response'],
  ])('reports %s', async (_case, outcome, role, message) => {
    const user = userEvent.setup();
    renderApp({ path: '/resetemail', mocks: [meMock(null), requestReset(outcome)] });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole(role)).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});

describe('ResetPasswordPage', () => {
  async function submit(password: string, confirmation: string, mocks = [meMock(null)]) {
    const user = userEvent.setup();
    renderApp({ path: '/resetpassword/tok3n', mocks });
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('checks the pair before calling the server', async () => {
    await submit('longenough', 'different1');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
  });

  it('asks for at least 8 characters', async () => {
    await submit('short', 'short');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
  });

  it('sets the new password and links to login', async () => {
    await submit('longenough', 'longenough', [
      meMock(null),
      { request: { query: ResetPasswordDocument, variables: { token: 'tok3n', password: 'longenough' } }, result: { data: { resetPassword: true } } },
      meMock(null),
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been successfully reset');
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it("says 'Reset link has expired or is invalid' for a dead link", async () => {
    await submit('longenough', 'longenough', [
      meMock(null),
      { request: { query: ResetPasswordDocument, variables: { token: 'tok3n', password: 'longenough' } }, result: apiError('x', 'NOT_FOUND') },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset link has expired or is invalid');
  });
});

describe('/logout', () => {
  it('ends the session, forgets the user and lands on the landing page', async () => {
    window.localStorage.setItem('user', JSON.stringify(SAMPLE_USER));
    const { router } = renderApp({
      path: '/logout',
      mocks: [meMock(SAMPLE_USER), { request: { query: LogoutDocument }, result: { data: { logout: true } } }, meMock(null)],
    });
    expect(await screen.findByRole('heading', { level: 1, name: /one small step at a time/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
