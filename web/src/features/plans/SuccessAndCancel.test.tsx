import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, noResponse } from '../../../test/account-mocks';
import { meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';
import { CancelSubscriptionDocument, ConfirmCheckoutDocument, PlansDocument } from '../../gql/graphql';
import { plansMock } from '../../../test/billing-mocks';

const UNLIMITED_USER = { ...SAMPLE_USER, plan: 'UNLIMITED' as const };
const storedUser = () => JSON.parse(window.localStorage.getItem('user') ?? 'null') as { plan: string } | null;

describe('SuccessPage', () => {
  const confirm = (sessionId: string | null) => ({ query: ConfirmCheckoutDocument, variables: { sessionId } });

  it("confirms the session from the URL, says 'Payment successful!' and refreshes the user", async () => {
    const { release } = renderApp({
      path: '/success?session_id=cs_test_abc',
      // The refreshed user comes back from the refetch too.
      mocks: [meMock(SAMPLE_USER), { request: confirm('cs_test_abc'), result: { data: { confirmCheckout: UNLIMITED_USER } } }, meMock(UNLIMITED_USER)],
      hold: 'ConfirmCheckout',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeInTheDocument();
    release();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Payment successful!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Go to Work' })).toHaveAttribute('href', '/');
    expect(storedUser()?.plan).toBe('UNLIMITED');
  });

  it('asks the server for the newest session when the URL has none', async () => {
    renderApp({ path: '/success', mocks: [meMock(SAMPLE_USER), { request: confirm(null), result: { data: { confirmCheckout: UNLIMITED_USER } } }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful!' })).toBeInTheDocument();
  });

  it("says 'Payment processing failed. Please try again.' when the payment is not confirmed, and checks again", async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/success?session_id=cs_test_unpaid',
      mocks: [
        meMock(SAMPLE_USER),
        { request: confirm('cs_test_unpaid'), result: apiError('Payment processing failed. Please try again.', 'BAD_USER_INPUT') },
        { request: confirm('cs_test_unpaid'), result: { data: { confirmCheckout: UNLIMITED_USER } } },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment processing failed. Please try again.');
    expect(screen.getByRole('link', { name: 'Back to Plans' })).toHaveAttribute('href', '/plans');
    expect(storedUser()?.plan).toBe('FREE');

    await user.click(screen.getByRole('button', { name: 'Check Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful!' })).toBeInTheDocument();
  });

  it('sends a visitor to /login', async () => {
    const { router } = renderApp({ path: '/success?session_id=cs_test_abc', mocks: [meMock(null)] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('CancelPage', () => {
  const cancelRequest = { query: CancelSubscriptionDocument };

  async function openCancel(mocks = [meMock(UNLIMITED_USER), plansMock()], hold?: string) {
    const utils = renderApp({ path: '/cancel', mocks, hold });
    await screen.findByRole('heading', { level: 1, name: 'Cancel' });
    return { user: userEvent.setup(), ...utils };
  }

  it('explains what going back to Free means, with the Free limits', async () => {
    await openCancel();
    await screen.findByRole('button', { name: 'Switch to Free' });
    const card = screen.getByRole('region', { name: 'Cancel' });
    expect(card).toHaveTextContent('Nothing is deleted');
    expect(card).toHaveTextContent('Every goal, habit and task, and all of their history, is kept.');
    expect(card).toHaveTextContent('Free holds 5 goals, 5 habits and 10 open tasks.');
    expect(card).toHaveTextContent('Progress shows the last 7 days');
    expect(screen.getByRole('link', { name: 'Keep Unlimited' })).toHaveAttribute('href', '/plans');
  });

  it("'Switch to Free' cancels, and the answer replaces the user", async () => {
    const { user, release } = await openCancel([
      meMock(UNLIMITED_USER), plansMock(),
      { request: cancelRequest, result: { data: { cancelSubscription: SAMPLE_USER } } },
    ], 'CancelSubscription');
    await user.click(await screen.findByRole('button', { name: 'Switch to Free' }));
    expect(screen.getByRole('button', { name: 'Switching...' })).toBeDisabled();
    release();

    expect(await screen.findByRole('status')).toHaveTextContent('You are on the Free plan now.');
    expect(storedUser()?.plan).toBe('FREE');
    expect(screen.getByRole('link', { name: 'Back to Plans' })).toHaveAttribute('href', '/plans');
  });

  it.each([
    ['the server message', { result: apiError('You are already on the Free plan', 'BAD_USER_INPUT') }, 'You are already on the Free plan'],
    ['a message of its own otherwise', { error: noResponse() }, 'Could not cancel the subscription. Please try again.'],
  ])('shows %s when cancelling fails', async (_case, outcome, message) => {
    const { user } = await openCancel([meMock(UNLIMITED_USER), plansMock(), { request: cancelRequest, ...outcome }]);
    await user.click(await screen.findByRole('button', { name: 'Switch to Free' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Switch to Free' })).toBeEnabled();
  });

  it('tells a Free user there is nothing to cancel', async () => {
    await openCancel([meMock(SAMPLE_USER), plansMock()]);
    expect(screen.getByText(/there is no subscription to cancel/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch to Free' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/plans');
  });

  it('says when the Free limits cannot load, and tries again', async () => {
    const { user } = await openCancel([
      meMock(UNLIMITED_USER), { request: { query: PlansDocument }, error: noResponse() }, plansMock(),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the Free plan’s limits.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Switch to Free' })).toBeInTheDocument();
  });

  it('sends a visitor to /login', async () => {
    const { router } = renderApp({ path: '/cancel', mocks: [meMock(null)] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
