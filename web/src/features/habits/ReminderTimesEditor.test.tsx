import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HabitReminderTimesDocument, SetHabitReminderTimesDocument } from '../../gql/graphql';
import { i18n } from '@lingui/core';
import { REMINDER_TIMES_MESSAGES, ReminderTimesEditor } from './ReminderTimesEditor';

const settings = (times: string[]): MockLink.MockedResponse => ({
  request: { query: HabitReminderTimesDocument },
  result: {
    data: {
      myReminders: {
        __typename: 'ReminderSettingsView',
        habits: times.length ? [{ __typename: 'HabitReminderTimesView', habitId: 'h1', times }] : [],
        channels: { __typename: 'ReminderChannelsView', push: true, email: false },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderEditor(mocks: MockLink.MockedResponse[]) {
  render(<MockedProvider mocks={mocks}><ReminderTimesEditor habitId="h1" /></MockedProvider>);
  return userEvent.setup();
}

describe('ReminderTimesEditor', () => {
  it('says when the times cannot be loaded, and tries again', async () => {
    const user = renderEditor([{ request: { query: HabitReminderTimesDocument }, error: new Error('offline') }, settings(['07:30'])]);
    expect(await screen.findByText(i18n._(REMINDER_TIMES_MESSAGES.loadFailed))).toBeInTheDocument();
    expect(screen.queryByText('Loading reminder times…')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByLabelText('Reminder time 1')).toHaveValue('07:30');
  });

  it('shows the saved times and saves each change at once: an added time, a removed one, an edited one', async () => {
    // The server's times: each save changes them, and the editor reads them again.
    let current = ['07:30'];
    const live: MockLink.MockedResponse = { ...settings([]), result: () => settings(current).result as never };
    const saved = (times: string[]): MockLink.MockedResponse => ({
      request: { query: SetHabitReminderTimesDocument, variables: { id: 'h1', times } },
      result: () => {
        current = times;
        return { data: { setHabitReminderTimes: { __typename: 'HabitReminderTimesView', habitId: 'h1', times } } };
      },
    });
    const user = renderEditor([live, saved(['07:30', '09:00']), saved(['09:00']), saved(['09:15'])]);
    expect(await screen.findByLabelText('Reminder time 1')).toHaveValue('07:30');
    await user.click(screen.getByRole('button', { name: 'Add a reminder time' }));
    expect(screen.getByLabelText('Reminder time 2')).toHaveValue('09:00');
    expect(await screen.findByRole('status')).toHaveTextContent(i18n._(REMINDER_TIMES_MESSAGES.saved));
    await user.click(screen.getByRole('button', { name: 'Remove reminder time 07:30' }));
    await waitFor(() => expect(screen.queryByLabelText('Reminder time 2')).not.toBeInTheDocument());
    const field = screen.getByLabelText('Reminder time 1');
    await waitFor(() => expect(field).toBeEnabled());
    fireEvent.change(field, { target: { value: '09:15' } });
    fireEvent.blur(field);
    await waitFor(() => expect(screen.getByLabelText('Reminder time 1')).toHaveValue('09:15'));
    expect(await screen.findByRole('status')).toHaveTextContent(i18n._(REMINDER_TIMES_MESSAGES.saved));
    expect(screen.queryByRole('button', { name: 'Save reminder times' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps what was entered", async () => {
    const user = renderEditor([settings([]), {
      request: { query: SetHabitReminderTimesDocument, variables: { id: 'h1', times: ['09:00'] } },
      result: { errors: [{ message: 'A habit can have at most 5 reminder times.', extensions: { code: 'BAD_USER_INPUT' } }] },
    }]);
    await user.click(await screen.findByRole('button', { name: 'Add a reminder time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A habit can have at most 5 reminder times.');
    expect(screen.getByLabelText('Reminder time 1')).toHaveValue('09:00');
  });
});
