import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { useState } from 'react';
import { apiError } from '../../../test/account-mocks';
import { userHabit } from '../../../test/collection-mocks';
import { HabitLimitsDocument, HabitReminderTimesDocument, UpdateHabitSettingsDocument, type HabitSettingsInput } from '../../gql/graphql';
import { ScheduleDialog } from './ScheduleDialog';
import { SCHEDULE_MESSAGES } from './schedule-form';

const habit = userHabit(1, { id: 'item-1' }, { skipBudget: 1 });

const saveMock = (input: HabitSettingsInput, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: UpdateHabitSettingsDocument, variables: { id: habit.id, input } },
  result,
});

/** The dialog's reminder times: none yet. */
const reminderTimesMock: MockLink.MockedResponse = {
  request: { query: HabitReminderTimesDocument },
  result: { data: { myReminders: { __typename: 'ReminderSettingsView', habits: [], channels: { __typename: 'ReminderChannelsView', push: false, email: false } } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The server's limits, as habitLimits answers them: the form holds to these, not to its own. */
const LIMITS = { longestPeriodDays: 31, maxSkipBudget: 31, amountDecimals: 3, maxAmount: '1000000000', maxUnitLength: 24 };
const limitsMock = (limits = LIMITS): MockLink.MockedResponse => ({
  request: { query: HabitLimitsDocument },
  result: { data: { habitLimits: { __typename: 'HabitLimits', ...limits } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** An 'Edit schedule' button that opens the dialog, as a habit card has. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Edit schedule</button>
      <ScheduleDialog habit={open ? habit : null} onClose={() => setOpen(false)} />
    </>
  );
}

async function openDialog(mocks: MockLink.MockedResponse[] = [], limits = LIMITS) {
  const user = userEvent.setup();
  render(
    <MockedProvider mocks={[...mocks, reminderTimesMock, limitsMock(limits)]}>
      <SnackbarProvider>
        <Opener />
      </SnackbarProvider>
    </MockedProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Edit schedule' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit schedule' });
  // The limits have come once the hint names the skip budget's maximum.
  await within(dialog).findByText(new RegExp(`\\(0 to ${limits.maxSkipBudget} a month\\)`));
  // A change takes effect from today (issue 25 case 11): the dialog says so.
  expect(within(dialog).getByText(/Changes apply from today: earlier days keep their verdict\./)).toBeInTheDocument();
  return { user, dialog };
}

describe('ScheduleDialog', () => {
  it('starts from the habit, keeps Tab inside, and gives focus back to its button on Escape', async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('radio', { name: 'Every day' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Yes or no: I did it' })).toBeChecked();
    expect(within(dialog).getByLabelText('Freezes per month')).toHaveValue('1');
    expect(within(dialog).getByRole('radio', { name: 'Every day' })).toHaveFocus();
    for (let i = 0; i < 12; i++) await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit schedule' })).toHaveFocus();
  });

  it('shows each problem beside its field and focuses the first, sending nothing', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'On chosen days of the week' }));
    const days = within(dialog).getByRole('group', { name: 'Days of the week' });
    // Mon, Wed and Fri start pressed; unpress them all.
    for (const day of ['Monday', 'Wednesday', 'Friday']) {
      const toggle = within(days).getByRole('button', { name: day });
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
    }
    await user.click(within(dialog).getByRole('radio', { name: 'An amount each day' }));
    await user.clear(within(dialog).getByLabelText('Freezes per month'));
    await user.type(within(dialog).getByLabelText('Freezes per month'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));

    expect(days).toHaveAccessibleDescription(SCHEDULE_MESSAGES.noWeekday());
    expect(await screen.findByText(SCHEDULE_MESSAGES.noWeekday())).toBeInTheDocument();
    await waitFor(() => expect(days).toHaveFocus());
    expect(within(dialog).getByLabelText('Unit')).toHaveAccessibleDescription(SCHEDULE_MESSAGES.unit());
    expect(within(dialog).getByLabelText('Unit')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Amount')).toHaveAccessibleDescription(SCHEDULE_MESSAGES.amount());
    expect(within(dialog).getByLabelText('Freezes per month')).toHaveAccessibleDescription(SCHEDULE_MESSAGES.skipBudget(31));
    // Still open: no mock answers a request, and none was made.
    expect(screen.getByRole('dialog', { name: 'Edit schedule' })).toBeInTheDocument();
  });

  it("holds 'every N days', the skip budget and the decimal places to the server's limits", async () => {
    // Limits unlike the usual ones: the form can only know them from the server.
    const limits = { ...LIMITS, longestPeriodDays: 12, maxSkipBudget: 4, amountDecimals: 1 };
    const { user, dialog } = await openDialog([saveMock(
      { schedule: { kind: 'PER_PERIOD', times: 2, days: 12 }, target: { unit: 'km', amount: '2.5', direction: 'AT_LEAST' }, skipBudget: 4 },
      { data: { updateHabitSettings: habit } },
    )], limits);
    await user.click(within(dialog).getByRole('radio', { name: 'A number of times in a period' }));
    await user.clear(within(dialog).getByLabelText('Times'));
    await user.type(within(dialog).getByLabelText('Times'), '2');
    await user.selectOptions(within(dialog).getByLabelText('Per'), 'every few days');
    await user.clear(within(dialog).getByLabelText('Days'));
    await user.type(within(dialog).getByLabelText('Days'), '13');
    await user.click(within(dialog).getByRole('radio', { name: 'An amount each day' }));
    await user.type(within(dialog).getByLabelText('Amount'), '2.55');
    await user.type(within(dialog).getByLabelText('Unit'), 'km');
    await user.clear(within(dialog).getByLabelText('Freezes per month'));
    await user.type(within(dialog).getByLabelText('Freezes per month'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(within(dialog).getByLabelText('Days')).toHaveAccessibleDescription('Enter the number of days, a whole number from 1 to 12.');
    expect(within(dialog).getByLabelText('Amount')).toHaveAccessibleDescription('Use at most 1 decimal places.');
    expect(within(dialog).getByLabelText('Freezes per month')).toHaveAccessibleDescription('Freezes are a whole number from 0 to 4 a month.');

    // At the limits themselves, the form sends and closes.
    await user.clear(within(dialog).getByLabelText('Days'));
    await user.type(within(dialog).getByLabelText('Days'), '12');
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '2.5');
    await user.clear(within(dialog).getByLabelText('Freezes per month'));
    await user.type(within(dialog).getByLabelText('Freezes per month'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses more times than days in a period', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'A number of times in a period' }));
    await user.clear(within(dialog).getByLabelText('Times'));
    await user.type(within(dialog).getByLabelText('Times'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(within(dialog).getByLabelText('Times')).toHaveAccessibleDescription(SCHEDULE_MESSAGES.tooMany(8, 7));
  });

  it("shows the server's BAD_USER_INPUT message inline and stays open", async () => {
    const { user, dialog } = await openDialog([saveMock(
      { schedule: { kind: 'PER_PERIOD', times: 2, days: 3 }, target: { unit: 'pages', amount: '10', direction: 'AT_LEAST' }, skipBudget: 1 },
      apiError('That schedule is not one we can keep.', 'BAD_USER_INPUT'),
    )]);
    await user.click(within(dialog).getByRole('radio', { name: 'A number of times in a period' }));
    await user.clear(within(dialog).getByLabelText('Times'));
    await user.type(within(dialog).getByLabelText('Times'), '2');
    await user.selectOptions(within(dialog).getByLabelText('Per'), 'every few days');
    await user.clear(within(dialog).getByLabelText('Days'));
    await user.type(within(dialog).getByLabelText('Days'), '3');
    await user.click(within(dialog).getByRole('radio', { name: 'An amount each day' }));
    await user.type(within(dialog).getByLabelText('Amount'), '10');
    await user.type(within(dialog).getByLabelText('Unit'), ' pages ');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('That schedule is not one we can keep.');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Edit schedule' })).toBeInTheDocument();
  });

  it("shows each schedule option's details right under it: the weekdays under 'On chosen days of the week' (issue 27)", async () => {
    const { user, dialog } = await openDialog();
    const follows = (earlier: Element, later: Element) => Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);
    const weekdaysOption = within(dialog).getByRole('radio', { name: 'On chosen days of the week' });
    const periodOption = within(dialog).getByRole('radio', { name: 'A number of times in a period' });

    await user.click(weekdaysOption);
    const days = within(dialog).getByRole('group', { name: 'Days of the week' });
    expect(follows(weekdaysOption, days)).toBe(true);
    expect(follows(days, periodOption)).toBe(true);

    await user.click(periodOption);
    expect(within(dialog).queryByRole('group', { name: 'Days of the week' })).toBeNull();
    expect(follows(periodOption, within(dialog).getByLabelText('Times'))).toBe(true);
  });

  it('saves chosen weekdays and back to yes/no, closes, and says so', async () => {
    const saved = { ...habit, schedule: { ...habit.schedule, kind: 'WEEKDAYS' as const, weekdays: [1, 3, 5, 6], summary: 'Mon, Wed, Fri, Sat' } };
    const { user, dialog } = await openDialog([saveMock(
      { schedule: { kind: 'WEEKDAYS', weekdays: [1, 3, 5, 6] }, clearTarget: true, skipBudget: 1 },
      { data: { updateHabitSettings: saved } },
    )]);
    await user.click(within(dialog).getByRole('radio', { name: 'On chosen days of the week' }));
    await user.click(within(dialog).getByRole('button', { name: 'Saturday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Schedule saved for “Habit 1”')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit schedule' })).toHaveFocus();
  });
});
