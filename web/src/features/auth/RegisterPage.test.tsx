import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, authConfigMock, noResponse } from '../../../test/account-mocks';
import { meMock, renderApp } from '../../../test/render-app';
import { RegisterDocument } from '../../gql/graphql';
import { FREE_OFFER, plansMock } from '../../../test/billing-mocks';

const ACCOUNT = { username: 'grace', email: 'grace@example.com', password: 'compilers1' };
const registerRequest = {
  query: RegisterDocument,
  variables: {
    input: {
      focusAreas: ['Development'], challenges: ['Procrastinate', 'No Time'],
      username: ACCOUNT.username, email: ACCOUNT.email, password: ACCOUNT.password, goalsLevel: 'free',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, locale: 'en',
    },
  },
};

function progress() {
  return screen.getByRole('progressbar', { name: 'Registration progress' });
}

async function openWizard(mocks = [meMock(null), authConfigMock(), plansMock()]) {
  const user = userEvent.setup();
  renderApp({ path: '/register', mocks });
  await screen.findByText('Step 1 of 4');
  return user;
}

/** Steps 1 to 3 with valid choices, arriving at step 4. */
async function reachAccountStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: /Self-Development/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('checkbox', { name: 'No Time' }));
  await user.click(screen.getByRole('checkbox', { name: 'Procrastinate' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), ACCOUNT.username);
  await user.type(screen.getByLabelText('Email'), ACCOUNT.email);
  await user.type(screen.getByLabelText('Password'), ACCOUNT.password);
}

describe('RegisterPage', () => {
  it('starts at step 1 of 4 with the eight focus areas and no Back button', async () => {
    await openWizard();
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    expect(progress()).toHaveAttribute('aria-valuemax', '4');
    const areas = within(screen.getByRole('group', { name: /Which area of life/ })).getAllByRole('radio');
    expect(areas.map((radio) => radio.closest('label')?.querySelector('.choice__label')?.textContent)).toEqual([
      'Career', 'Self-Development', 'Family', 'Finance', 'Fun', 'Health', 'Relationship', 'Spiritual',
    ]);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('blocks Next at step 1 until a focus area is chosen', async () => {
    const user = await openWizard();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Select an area you want to focus on');
    expect(alert).toHaveFocus();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Health/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('heading', { level: 2, name: 'What gets in your way?' })).toHaveFocus();
  });

  it('blocks Next at step 2 until a challenge is chosen, and Back clears the error', async () => {
    const user = await openWizard();
    await user.click(screen.getByRole('radio', { name: /Career/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one challenge');
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The earlier choice is kept.
    expect(screen.getByRole('radio', { name: /Career/ })).toBeChecked();
  });

  it('offers Free at step 3 and shows Premium disabled as Coming Soon', async () => {
    const user = await openWizard();
    await user.click(screen.getByRole('radio', { name: /Finance/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'Overwhelmed' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Free/ })).toBeChecked();
    const premium = screen.getByRole('radio', { name: /^Premium/ });
    expect(premium).toBeDisabled();
    expect(premium.closest('label')).toHaveTextContent('Coming Soon');
  });

  it("shows each plan's price and limits as the server states them", async () => {
    const user = await openWizard([
      meMock(null), authConfigMock(), plansMock({ offers: [{ ...FREE_OFFER, goals: 3, openTasks: 12 }] }),
    ]);
    await user.click(screen.getByRole('radio', { name: /Fun/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'No Time' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const free = (await screen.findByText('3 goals')).closest('label');
    expect(free).toHaveTextContent('$0/mo');
    expect(free).toHaveTextContent('12 tasks');
    expect(free).toHaveTextContent('One-week trends');
    // No Unlimited offer in the answer: Premium is still shown, without numbers.
    const premium = screen.getByRole('radio', { name: /^Premium/ });
    expect(premium).toBeDisabled();
    expect(premium.closest('label')).not.toHaveTextContent('/mo');
  });

  it('registers with every choice and shows the activation message', async () => {
    const user = await openWizard([meMock(null), authConfigMock(), plansMock(), { request: registerRequest, result: { data: { register: true } } }]);
    await reachAccountStep(user);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const success = await screen.findByRole('status');
    expect(success).toHaveTextContent('Registration success - Check your email for activation link.');
    expect(success).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('refuses a password under 8 characters before calling the server', async () => {
    const user = await openWizard();
    await reachAccountStep(user);
    await user.type(screen.getByLabelText('Username'), ACCOUNT.username);
    await user.type(screen.getByLabelText('Email'), ACCOUNT.email);
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
  });

  it.each([
    ['the server message', { result: apiError('An account with this email already exists', 'CONFLICT') }, 'An account with this email already exists'],
    ["'An unknown error occurred' when no answer arrives", { error: noResponse() }, 'An unknown error occurred'],
  ])('shows %s when registering fails', async (_case, outcome, message) => {
    const user = await openWizard([meMock(null), authConfigMock(), plansMock(), { request: registerRequest, ...outcome }]);
    await reachAccountStep(user);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
  });
});
