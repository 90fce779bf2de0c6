import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '../../../test/account-mocks';
import { meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';
import { PlansDocument, StartCheckoutDocument } from '../../gql/graphql';
import { CHECKOUT_URL, FREE_OFFER, plansMock, startCheckoutMock, UNLIMITED_OFFER } from '../../../test/billing-mocks';
import { leaveForCheckout } from '../../shared/session/checkout-redirect';

jest.mock('../../shared/session/checkout-redirect', () => ({ leaveForCheckout: jest.fn() }));

const UNLIMITED_USER = { ...SAMPLE_USER, plan: 'UNLIMITED' as const };

function card(name: 'Free' | 'Unlimited') {
  return screen.getByRole('article', { name });
}

async function openPlans(mocks = [meMock(SAMPLE_USER), plansMock()]) {
  const utils = renderApp({ path: '/plans', mocks });
  await screen.findByRole('article', { name: 'Free' });
  return { user: userEvent.setup(), ...utils };
}

describe('PlansPage', () => {
  beforeEach(() => jest.mocked(leaveForCheckout).mockClear());

  it('shows Free at $0/mo and Unlimited at $2.99/mo with their limits', async () => {
    await openPlans();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeInTheDocument();

    const free = within(card('Free'));
    expect(card('Free')).toHaveTextContent('$0/mo');
    expect(free.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['5 goals', '5 habits', '10 tasks', 'One-week trends']);

    const unlimited = within(card('Unlimited'));
    expect(card('Unlimited')).toHaveTextContent('$2.99/mo');
    expect(unlimited.getAllByRole('listitem').map((item) => item.textContent))
      .toEqual(['Unlimited goals', 'Unlimited habits', 'Unlimited tasks', 'All trends']);
  });

  it("labels Free 'Current Plan' for a Free user and offers 'Switch to Unlimited!'", async () => {
    await openPlans();
    expect(within(card('Free')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(card('Unlimited')).getByRole('button', { name: 'Switch to Unlimited!' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Switch to Free' })).not.toBeInTheDocument();
  });

  it("labels Unlimited 'Current Plan' for an Unlimited user and offers 'Switch to Free' through /cancel", async () => {
    const { user, router } = await openPlans([meMock(UNLIMITED_USER), plansMock()]);
    expect(within(card('Unlimited')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Switch to Unlimited!' })).not.toBeInTheDocument();

    const switchToFree = within(card('Free')).getByRole('link', { name: 'Switch to Free' });
    expect(switchToFree).toHaveAttribute('href', '/cancel');
    await user.click(switchToFree);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cancel'));
  });

  it("'Switch to Unlimited!' starts Checkout and sends the browser to it", async () => {
    const { user } = await openPlans([meMock(SAMPLE_USER), plansMock(), startCheckoutMock()]);
    await user.click(screen.getByRole('button', { name: 'Switch to Unlimited!' }));
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledWith(CHECKOUT_URL));
    // Busy until the browser has gone.
    expect(screen.getByRole('button', { name: 'Going to checkout...' })).toBeDisabled();
  });

  it("says 'Payment processing failed. Please try again.' when Checkout cannot start", async () => {
    const { user } = await openPlans([
      meMock(SAMPLE_USER), plansMock(),
      { request: { query: StartCheckoutDocument }, result: apiError('Stripe is down', 'SERVICE_UNAVAILABLE') },
    ]);
    await user.click(screen.getByRole('button', { name: 'Switch to Unlimited!' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment processing failed. Please try again.');
    expect(alert).toHaveFocus();
    expect(leaveForCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Switch to Unlimited!' })).toBeEnabled();
  });

  it('explains that payments are not configured, and Unlimited then does nothing', async () => {
    const { user } = await openPlans([meMock(SAMPLE_USER), plansMock({ paymentsEnabled: false })]);
    const unlimited = within(card('Unlimited')).getByRole('button', { name: 'Switch to Unlimited!' });
    expect(unlimited).toHaveAttribute('aria-disabled', 'true');
    expect(unlimited).toHaveAccessibleDescription(/Payments are not configured on this server/);

    await user.click(unlimited);
    expect(leaveForCheckout).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a visitor the plans with buttons that lead to /login and back', async () => {
    const { user, router } = await openPlans([meMock(null), plansMock()]);
    expect(screen.queryByRole('button', { name: 'Current Plan' })).not.toBeInTheDocument();
    expect(within(card('Free')).getByRole('link', { name: 'Log In to Choose Free' })).toHaveAttribute('href', '/login');
    const unlimited = within(card('Unlimited')).getByRole('link', { name: 'Log In to Choose Unlimited' });
    expect(unlimited).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');

    await user.click(unlimited);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/plans', search: '', hash: '' } });
  });

  it('shows a spinner while the plans load', async () => {
    const { release } = renderApp({ path: '/plans', mocks: [meMock(SAMPLE_USER), plansMock()], hold: 'Plans' });
    expect(await screen.findByText('Loading plans…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('article', { name: 'Free' })).toBeInTheDocument();
  });

  it('says when the plans cannot load, and tries again', async () => {
    const { user } = await openPlansAfterError();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Unlimited' })).toBeInTheDocument();
  });

  it('says when no plan is on offer', async () => {
    renderApp({ path: '/plans', mocks: [meMock(SAMPLE_USER), plansMock({ offers: [] })] });
    expect(await screen.findByText('No plans are on offer right now. Please check back later.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('formats whole and fractional prices', async () => {
    renderApp({ path: '/plans', mocks: [meMock(SAMPLE_USER), plansMock({ offers: [{ ...FREE_OFFER, pricePerMonth: 1 }, { ...UNLIMITED_OFFER, pricePerMonth: 5.5 }] })] });
    expect(await screen.findByRole('article', { name: 'Free' })).toHaveTextContent('$1/mo');
    expect(card('Unlimited')).toHaveTextContent('$5.50/mo');
  });
});

async function openPlansAfterError() {
  renderApp({
    path: '/plans',
    mocks: [meMock(SAMPLE_USER), { request: { query: PlansDocument }, error: new TypeError('Failed to fetch') }, plansMock()],
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the plans.');
  return { user: userEvent.setup() };
}
