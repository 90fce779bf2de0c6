import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, authConfigMock, loginResult, noResponse } from '../../../test/account-mocks';
import { meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';
import { LoginDocument, LoginWithGoogleDocument, LogoutDocument, ResendActivationDocument, StartCheckoutDocument } from '../../gql/graphql';
import { CHECKOUT_URL, startCheckoutMock } from '../../../test/billing-mocks';
import { leaveForCheckout } from '../../shared/session/checkout-redirect';
import type { GoogleCredentialResponse } from './google-identity';

jest.mock('../../shared/session/checkout-redirect', () => ({ leaveForCheckout: jest.fn() }));

const EMAIL = 'ada@example.com';
const PASSWORD = 'correct horse';

const loginRequest = (password = PASSWORD) => ({ query: LoginDocument, variables: { email: EMAIL, password } });

async function signIn(password = PASSWORD) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), EMAIL);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('LoginPage', () => {
  beforeEach(() => jest.mocked(leaveForCheckout).mockClear());

  it('has required email and password fields, the reset link and the register link', async () => {
    renderApp({ path: '/login', mocks: [meMock(null), authConfigMock()] });

    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/resetemail');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    // No Google client id: no Google button, and its script is never requested.
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it("shows 'Incorrect email or password' with a way to reset the password for a wrong password", async () => {
    renderApp({
      path: '/login',
      mocks: [meMock(null), authConfigMock(), {
        request: loginRequest('wrong password'),
        result: apiError('Incorrect email or password', 'UNAUTHENTICATED'),
      }],
    });

    await signIn('wrong password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect email or password');
    expect(within(alert).getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/resetemail');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('offers to resend the activation email for an account that is not activated', async () => {
    const notActivated = 'Your account is not activated yet. Check your email for the activation link, or send a new one.';
    renderApp({
      path: '/login',
      mocks: [
        meMock(null), authConfigMock(),
        { request: loginRequest(), result: apiError(notActivated, 'FORBIDDEN', { reason: 'ACCOUNT_NOT_ACTIVATED' }) },
        { request: { query: ResendActivationDocument, variables: { email: EMAIL } }, result: { data: { resendActivation: true } } },
      ],
    });

    const user = await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(notActivated);

    await user.click(within(alert).getByRole('button', { name: 'Resend activation email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A new activation link is on its way. Check your email.');
  });

  it.each([
    ['no answer arrives', { error: noResponse() }, 'No Server Response'],
    ['the input is refused', { result: apiError('Missing Username or Password', 'BAD_USER_INPUT') }, 'Missing Username or Password'],
    ['the server fails', { result: apiError('Something went wrong. Please try again.', 'INTERNAL_SERVER_ERROR') }, 'Login Failed'],
  ])('maps the failure when %s', async (_case, outcome, message) => {
    renderApp({ path: '/login', mocks: [meMock(null), authConfigMock(), { request: loginRequest(), ...outcome }] });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("says 'Signing in...' while working, then keeps the user and goes to /home", async () => {
    const { router, release } = renderApp({
      path: '/login',
      mocks: [meMock(null), authConfigMock(), { request: loginRequest(), result: loginResult(SAMPLE_USER) }, meMock(SAMPLE_USER)],
      hold: 'Login',
    });

    await signIn();
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({ id: SAMPLE_USER.id, username: 'ada' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Work' })).toBeInTheDocument();
  });

  it('goes straight to card checkout when the login says payment is required', async () => {
    renderApp({
      path: '/login',
      mocks: [meMock(null), authConfigMock(), { request: loginRequest(), result: loginResult(SAMPLE_USER, true) }, startCheckoutMock()],
    });
    await signIn();
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({ id: SAMPLE_USER.id });
    // The page is leaving for Checkout: the button stays busy.
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it("says 'Payment processing failed. Please try again.' and ends the session when checkout cannot start", async () => {
    const logout = jest.fn(() => ({ data: { logout: true } }));
    const { router } = renderApp({
      path: '/login',
      mocks: [
        meMock(null), authConfigMock(),
        { request: loginRequest(), result: loginResult(SAMPLE_USER, true) },
        { request: { query: StartCheckoutDocument }, result: apiError('Payments are not configured on this server.', 'SERVICE_UNAVAILABLE') },
        { request: { query: LogoutDocument }, result: logout },
      ],
    });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment processing failed. Please try again.');
    expect(logout).toHaveBeenCalled();
    expect(leaveForCheckout).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  describe('with Google sign-in on', () => {
    const GSI = 'script[src="https://accounts.google.com/gsi/client"]';

    afterEach(() => {
      delete window.google;
      document.querySelectorAll(GSI).forEach((script) => script.remove());
    });

    async function googleScript() {
      let script: Element | null = null;
      await waitFor(() => {
        script = document.querySelector(GSI);
        expect(script).not.toBeNull();
      });
      return script!;
    }

    it("says 'Google Sign In failed. Please try again.' when Google's script does not load", async () => {
      renderApp({ path: '/login', mocks: [meMock(null), authConfigMock('client-123')] });
      const script = await googleScript();
      act(() => {
        script.dispatchEvent(new Event('error'));
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('Google Sign In failed. Please try again.');
    });

    it("loads Google's script, draws its button and signs in with the credential", async () => {
      const renderButton = jest.fn();
      let callback: ((response: GoogleCredentialResponse) => void) | undefined;
      const { router } = renderApp({
        path: '/login',
        mocks: [
          meMock(null), authConfigMock('client-123'),
          {
            request: { query: LoginWithGoogleDocument, variables: { token: 'google-id-token' } },
            result: { data: { loginWithGoogle: { __typename: 'LoginResult', paymentRequired: false, user: SAMPLE_USER } } },
          },
          meMock(SAMPLE_USER),
        ],
      });

      const script = await googleScript();
      window.google = {
        accounts: {
          id: {
            initialize: (config) => {
              expect(config.client_id).toBe('client-123');
              callback = config.callback;
            },
            renderButton,
          },
        },
      };
      act(() => {
        script.dispatchEvent(new Event('load'));
      });
      await waitFor(() => expect(renderButton).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ text: 'signin_with' })));

      await act(async () => callback?.({ credential: 'google-id-token', select_by: 'btn' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    });
  });
});
