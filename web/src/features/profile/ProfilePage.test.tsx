import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, noResponse } from '../../../test/account-mocks';
import { meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';
import { DeleteAccountDocument, ProfileVacationsDocument, SetClockDocument, UpdateProfileDocument } from '../../gql/graphql';
import { noPasskeys } from './passkeys-mocks';
import { noReminders } from './reminders-mocks';
import { quietSecurity } from './security-mocks';
import { noWebhooks } from './webhooks-mocks';

const updateRequest = (input: Record<string, unknown>) => ({ query: UpdateProfileDocument, variables: { input } });

/** The Vacations section's list: none planned. */
const noVacations = {
  request: { query: ProfileVacationsDocument },
  result: { data: { vacations: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

async function openProfile(mocks = [meMock(SAMPLE_USER)], user = userEvent.setup()) {
  const utils = renderApp({ path: '/profile', mocks: [...mocks, noVacations, noReminders, ...quietSecurity, noPasskeys, noWebhooks] });
  await screen.findByRole('heading', { level: 1, name: 'Hi, ada' });
  return { user, ...utils };
}

function saveButton() {
  return screen.getByRole('button', { name: 'Save Changes' });
}

describe('ProfilePage', () => {
  it('shows the email read-only and the saved username, focus area and challenge', async () => {
    await openProfile();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Your email address cannot be changed');
    expect(screen.getByLabelText('Username')).toHaveValue('ada');
    expect(within(screen.getByRole('group', { name: 'Focus area' })).getByRole('radio', { name: 'Health' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Biggest challenge' })).getByRole('radio', { name: 'No Time' })).toBeChecked();
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it("says 'Passwords do not match' when the confirmation differs", async () => {
    const { user } = await openProfile();
    await user.type(screen.getByLabelText('New password'), 'a new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'another password');
    await user.click(saveButton());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Passwords do not match');
    expect(alert).toHaveFocus();
  });

  it('refuses a new password under 8 characters', async () => {
    const { user } = await openProfile();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'short');
    await user.click(saveButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
  });

  it('asks for a focus area, then a challenge, when the profile has neither', async () => {
    const { user } = await openProfile([meMock({ ...SAMPLE_USER, focusAreas: [], challenges: [] })]);
    await user.click(saveButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a focus area.');

    await user.click(screen.getByRole('radio', { name: 'Self-Development' }));
    await user.click(saveButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a challenge.');
  });

  it('a new password signs out the other devices unless the box is cleared (issue 30)', async () => {
    const { user } = await openProfile([
      meMock(SAMPLE_USER),
      {
        request: updateRequest({ username: 'ada', password: 'a fresh passphrase', signOutOthers: false, focusAreas: SAMPLE_USER.focusAreas, challenges: SAMPLE_USER.challenges }),
        result: { data: { updateProfile: SAMPLE_USER } },
      },
    ]);
    const box = screen.getByRole('checkbox', { name: 'With a new password, also sign out my other devices' });
    expect(box).toBeChecked();
    await user.click(box);
    await user.type(screen.getByLabelText('New password'), 'a fresh passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a fresh passphrase');
    await user.click(saveButton());
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  });

  it('saves one focus area and one challenge, keeps a blank password, and confirms for 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      const saved = { ...SAMPLE_USER, username: 'ada l', focusAreas: ['Career'], challenges: ['Negative'] };
      const { user } = await openProfile([
        meMock(SAMPLE_USER),
        {
          request: updateRequest({ username: 'ada l', focusAreas: ['Career'], challenges: ['Negative'] }),
          result: { data: { updateProfile: saved } },
        },
      ], userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));

      await user.type(screen.getByLabelText('Username'), ' l');
      await user.click(screen.getByRole('radio', { name: 'Career' }));
      await user.click(screen.getByRole('radio', { name: 'Negative' }));
      await user.click(saveButton());

      // The save's own status (the Vacations list may still be loading beside it).
      const status = (await screen.findByText('Profile updated successfully')).closest('[role="status"]');
      expect(status).toHaveTextContent('Profile updated successfully');
      expect(status).toHaveFocus();
      // The cached user follows: the greeting and the stored copy show the new name.
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hi, ada l');
      await waitFor(() => expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').username).toBe('ada l'));

      act(() => jest.advanceTimersByTime(4900));
      expect(screen.getByText('Profile updated successfully')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['the server message', { result: apiError('Username must be at most 50 characters', 'BAD_USER_INPUT') }, 'Username must be at most 50 characters'],
    ["'Could not update profile' without one", { error: noResponse() }, 'Could not update profile'],
  ])('shows %s when saving fails', async (_case, outcome, message) => {
    const { user } = await openProfile([
      meMock(SAMPLE_USER),
      { request: updateRequest({ username: 'ada', focusAreas: ['Health'], challenges: ['No Time'] }), ...outcome },
    ]);
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('restarts the tutorial by forgetting its flag and going home', async () => {
    const flag = `tutorialComplete_${SAMPLE_USER.id}`;
    window.localStorage.setItem(flag, 'true');
    const { user, router } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Restart Tutorial' }));
    expect(window.localStorage.getItem(flag)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  describe('Delete Profile', () => {
    it('asks in a labelled dialog that keeps focus and closes on Escape', async () => {
      const { user } = await openProfile();
      const opener = screen.getByRole('button', { name: 'Delete Profile' });
      await user.click(opener);

      const dialog = screen.getByRole('dialog', { name: 'Delete Profile' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toHaveAccessibleDescription(
        'Are you sure you want to delete your profile? This action cannot be undone.');
      const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
      expect(cancel).toHaveFocus();

      await user.tab();
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
      await user.tab();
      expect(cancel).toHaveFocus();
      await user.tab({ shift: true });
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    });

    it('deletes the account, forgets the user and goes to the landing page', async () => {
      window.localStorage.setItem('user', JSON.stringify(SAMPLE_USER));
      const { user, router } = await openProfile([
        meMock(SAMPLE_USER),
        { request: { query: DeleteAccountDocument }, result: { data: { deleteAccount: true } } },
        meMock(null),
      ]);
      await user.click(screen.getByRole('button', { name: 'Delete Profile' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByRole('heading', { level: 1, name: /one small step at a time/ })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(window.localStorage.getItem('user')).toBeNull();
    });

    it('shows the server message in the dialog when deleting fails', async () => {
      const { user } = await openProfile([
        meMock(SAMPLE_USER),
        { request: { query: DeleteAccountDocument }, result: apiError('Please log in to continue.', 'UNAUTHENTICATED') },
      ]);
      await user.click(screen.getByRole('button', { name: 'Delete Profile' }));
      const dialog = screen.getByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please log in to continue.');
    });
  });

  describe('Your day (time zone and day start)', () => {
    it("starts from the user's zone and day start, explains the day start, and saves with setClock", async () => {
      const saved = { ...SAMPLE_USER, timeZone: 'Asia/Tokyo', dayStartHour: 3 };
      const { user } = await openProfile([meMock(SAMPLE_USER), {
        request: { query: SetClockDocument, variables: { timeZone: 'Asia/Tokyo', dayStartHour: 3 } },
        result: { data: { setClock: saved } },
      }]);
      const section = screen.getByRole('region', { name: 'Your day' });
      const zone = within(section).getByLabelText('Time zone');
      expect(zone).toHaveValue('UTC');
      expect(within(zone).getAllByRole('option').length).toBeGreaterThan(100);
      const start = within(section).getByLabelText('Day starts at');
      expect(start).toHaveValue('0');
      expect(within(start).getAllByRole('option').map((option) => option.textContent)).toEqual(
        ['00:00 (midnight)', '01:00', '02:00', '03:00', '04:00', '05:00']);

      await user.selectOptions(zone, 'Asia/Tokyo');
      await user.selectOptions(start, '3');
      expect(start).toHaveAccessibleDescription('A day starts at 03:00: 01:30 still counts for the day before.');
      await user.click(within(section).getByRole('button', { name: 'Save your day' }));
      expect(await within(section).findByRole('status')).toHaveTextContent(/^Your clock is saved\. Today is /);
    });

    it('keeps UTC in the list for a user in another zone, and offers current names (Asia/Kolkata, not Asia/Calcutta)', async () => {
      await openProfile([meMock({ ...SAMPLE_USER, timeZone: 'America/Los_Angeles' })]);
      const section = screen.getByRole('region', { name: 'Your day' });
      const zone = within(section).getByLabelText('Time zone');
      expect(zone).toHaveValue('America/Los_Angeles');
      const values = within(zone).getAllByRole('option').map((option) => (option as HTMLOptionElement).value);
      expect(values).toEqual(expect.arrayContaining(['UTC', 'Asia/Kolkata', 'Asia/Ho_Chi_Minh']));
      expect(values).not.toContain('Asia/Calcutta');
      expect(values).not.toContain('Asia/Saigon');
      const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      expect(zone).toHaveAccessibleDescription(expect.stringContaining(`This browser is in ${browserZone === 'Etc/UTC' ? 'UTC' : browserZone.replaceAll('_', ' ')}.`));
    });

    it("shows the server's refusal in the section", async () => {
      const { user } = await openProfile([meMock(SAMPLE_USER), {
        request: { query: SetClockDocument, variables: { timeZone: 'UTC', dayStartHour: 5 } },
        result: apiError('Your day can start at any hour from midnight to 5 a.m. (0 to 5).', 'BAD_USER_INPUT'),
      }]);
      const section = screen.getByRole('region', { name: 'Your day' });
      await user.selectOptions(within(section).getByLabelText('Day starts at'), '5');
      await user.click(within(section).getByRole('button', { name: 'Save your day' }));
      expect(await within(section).findByRole('alert')).toHaveTextContent('Your day can start at any hour from midnight to 5 a.m. (0 to 5).');
    });
  });
});
