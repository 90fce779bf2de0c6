import { i18n } from '@lingui/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';
import { AddPushSubscriptionDocument, ProfileVacationsDocument, RemovePushSubscriptionDocument, SetDailySummaryTimeDocument, SetReminderChannelsDocument } from '../../gql/graphql';
import { PUSH_SETUP_TIMEOUT_MS, REMINDER_MESSAGES } from './RemindersSection';
import { noPasskeys } from './passkeys-mocks';
import { noReminders, REMINDERS_OFF } from './reminders-mocks';
import { quietSecurity } from './security-mocks';
import { noWebhooks } from './webhooks-mocks';

const noVacations = { request: { query: ProfileVacationsDocument }, result: { data: { vacations: [] } }, maxUsageCount: Number.POSITIVE_INFINITY };

async function openReminders(mocks: unknown[] = []) {
  return openRemindersWith(userEvent.setup(), mocks);
}

async function openRemindersWith(user: ReturnType<typeof userEvent.setup>, mocks: unknown[] = []) {
  renderApp({ path: '/profile', mocks: [meMock(SAMPLE_USER), noVacations, ...quietSecurity, noPasskeys, noWebhooks, noReminders, ...mocks] as never });
  const section = await screen.findByRole('region', { name: 'Reminders' });
  await screen.findByRole('checkbox', { name: 'E-mail' });
  return { user, section };
}

describe('RemindersSection', () => {
  const requestPermission = jest.fn(async () => 'denied' as NotificationPermission);

  beforeEach(() => {
    requestPermission.mockClear();
    Object.assign(window, { Notification: { requestPermission }, PushManager: function PushManager() {} });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register: jest.fn(), ready: Promise.resolve({}) } });
  });

  /** A browser that grants the permission and whose push manager subscribes to `endpoint` (none until then). */
  function grantPush(endpoint: string, keys: { p256dh: string; auth: string }) {
    const unsubscribe = jest.fn(async () => true);
    const subscription = { endpoint, unsubscribe, toJSON: () => ({ endpoint, keys }) };
    let current: typeof subscription | null = null;
    const registration = {
      pushManager: { getSubscription: jest.fn(async () => current), subscribe: jest.fn(async () => { current = subscription; return subscription; }) },
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register: jest.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: jest.fn(async () => registration) },
    });
    requestPermission.mockResolvedValueOnce('granted');
    return { unsubscribe };
  }

  it('asks for the browser permission only after the user chooses push, and explains a refusal', async () => {
    const { user } = await openReminders();
    expect(requestPermission).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Browser notifications' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(REMINDER_MESSAGES.pushDenied));
  });

  it('turns email on without asking for any permission', async () => {
    const { user } = await openReminders([{
      request: { query: SetReminderChannelsDocument, variables: { push: false, email: true } },
      result: { data: { setReminderChannels: { ...REMINDERS_OFF, channels: { ...REMINDERS_OFF.channels, email: true } } } },
    }]);
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent(i18n._(REMINDER_MESSAGES.saved));
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('keeps each switch as saved: email on, then push on sends both; push off lets go of this browser\'s subscription', async () => {
    const endpoint = 'https://push.example/send/abc';
    const { unsubscribe } = grantPush(endpoint, { p256dh: 'P256', auth: 'AUTH' });
    const settings = (push: boolean, email: boolean, pushSubscriptions: number) => ({ ...REMINDERS_OFF, channels: { ...REMINDERS_OFF.channels, push, email }, pushSubscriptions });
    const { user } = await openReminders([
      { request: { query: SetReminderChannelsDocument, variables: { push: false, email: true } }, result: { data: { setReminderChannels: settings(false, true, 0) } } },
      {
        request: { query: AddPushSubscriptionDocument, variables: { input: { endpoint, p256dh: 'P256', auth: 'AUTH' } } },
        result: { data: { addPushSubscription: settings(false, true, 1) } },
      },
      { request: { query: SetReminderChannelsDocument, variables: { push: true, email: true } }, result: { data: { setReminderChannels: settings(true, true, 1) } } },
      { request: { query: RemovePushSubscriptionDocument, variables: { endpoint } }, result: { data: { removePushSubscription: settings(true, true, 0) } } },
      { request: { query: SetReminderChannelsDocument, variables: { push: false, email: true } }, result: { data: { setReminderChannels: settings(false, true, 0) } } },
    ]);
    const email = screen.getByRole('checkbox', { name: 'E-mail' });
    const push = screen.getByRole('checkbox', { name: 'Browser notifications' });
    const settled = async (pushOn: boolean) => waitFor(() => {
      if (pushOn) expect(push).toBeChecked();
      else expect(push).not.toBeChecked();
      expect(email).toBeChecked();
      expect(push).toBeEnabled();
    });

    await user.click(email);
    await settled(false);
    await user.click(push);
    await settled(true);
    expect(screen.getByRole('status')).toHaveTextContent(i18n._(REMINDER_MESSAGES.saved));

    await user.click(push);
    await settled(false);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(i18n._(REMINDER_MESSAGES.saved));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with push on for the account, a browser not yet subscribed offers to be notified too, and then says so', async () => {
    const endpoint = 'https://push.example/send/second';
    grantPush(endpoint, { p256dh: 'P2', auth: 'A2' });
    const pushOn = (pushSubscriptions: number) => ({ ...REMINDERS_OFF, channels: { ...REMINDERS_OFF.channels, push: true }, pushSubscriptions });
    const user = userEvent.setup();
    renderApp({
      path: '/profile',
      mocks: [meMock(SAMPLE_USER), noVacations, ...quietSecurity, noPasskeys, noWebhooks, { ...noReminders, result: { data: { myReminders: pushOn(1) } } }, {
        request: { query: AddPushSubscriptionDocument, variables: { input: { endpoint, p256dh: 'P2', auth: 'A2' } } },
        result: { data: { addPushSubscription: pushOn(2) } },
      }] as never,
    });
    const section = await screen.findByRole('region', { name: 'Reminders' });
    expect(await within(section).findByText(/Sent to 1 browser\./)).toBeInTheDocument();
    await user.click(await within(section).findByRole('button', { name: 'Notify this browser too' }));
    expect(await screen.findByRole('status')).toHaveTextContent(i18n._(REMINDER_MESSAGES.thisBrowserAdded));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(within(section).getByText(/Sent to 2 browsers\./)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Notify this browser too' })).toBeNull();
  });

  it('ends push setup with a clear message when the push service never answers', async () => {
    jest.useFakeTimers();
    try {
      requestPermission.mockResolvedValueOnce('granted');
      const registration = { pushManager: { getSubscription: jest.fn(async () => null), subscribe: jest.fn(() => new Promise(() => undefined)) } };
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: { register: jest.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: jest.fn(async () => null) },
      });
      const { user } = await openRemindersWith(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
      await user.click(screen.getByRole('checkbox', { name: 'Browser notifications' }));
      await waitFor(() => expect(registration.pushManager.subscribe).toHaveBeenCalled());
      expect(screen.getByRole('button', { name: 'Saving...' })).toBeInTheDocument();
      // "Saving..." for a few seconds at most.
      expect(PUSH_SETUP_TIMEOUT_MS).toBeLessThanOrEqual(5000);
      await act(async () => { jest.advanceTimersByTime(PUSH_SETUP_TIMEOUT_MS - 1); });
      expect(screen.getByRole('button', { name: 'Saving...' })).toBeInTheDocument();
      await act(async () => { jest.advanceTimersByTime(1); });
      expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(REMINDER_MESSAGES.pushUnreachable));
      expect(screen.queryByRole('button', { name: 'Saving...' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('ends push setup with the same clear message when the browser refuses to subscribe (no push service)', async () => {
    requestPermission.mockResolvedValueOnce('granted');
    const registration = {
      pushManager: { getSubscription: jest.fn(async () => null), subscribe: jest.fn(async () => { throw new DOMException('Registration failed - push service not available', 'AbortError'); }) },
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register: jest.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: jest.fn(async () => null) },
    });
    const { user } = await openReminders();
    await user.click(screen.getByRole('checkbox', { name: 'Browser notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(REMINDER_MESSAGES.pushUnreachable));
    expect(screen.getByRole('checkbox', { name: 'Browser notifications' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save summary time' })).toBeEnabled();
  });

  it('saves the daily summary time', async () => {
    const { user } = await openReminders([{
      request: { query: SetDailySummaryTimeDocument, variables: { time: '08:30' } },
      result: { data: { setDailySummaryTime: { ...REMINDERS_OFF, summaryTime: '08:30' } } },
    }]);
    const field = screen.getByLabelText('Daily summary at');
    await user.clear(field);
    await user.type(field, '08:30');
    await user.click(screen.getByRole('button', { name: 'Save summary time' }));
    expect(await screen.findByRole('status')).toHaveTextContent(i18n._(REMINDER_MESSAGES.saved));
  });

  it("offers 'No summary' once a summary time is set, and then says none is sent", async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/profile',
      mocks: [meMock(SAMPLE_USER), noVacations, ...quietSecurity, noPasskeys, noWebhooks, { ...noReminders, result: { data: { myReminders: { ...REMINDERS_OFF, summaryTime: '08:30' } } } }, {
        request: { query: SetDailySummaryTimeDocument, variables: { time: null } },
        result: { data: { setDailySummaryTime: { ...REMINDERS_OFF, summaryTime: null } } },
      }] as never,
    });
    const field = await screen.findByLabelText('Daily summary at');
    expect(field).toHaveValue('08:30');
    expect(field).toHaveAccessibleDescription('A summary of your day is sent at 08:30.');
    await user.click(screen.getByRole('button', { name: 'No summary' }));
    expect(await screen.findByRole('status')).toHaveTextContent(i18n._(REMINDER_MESSAGES.saved));
    expect(screen.getByLabelText('Daily summary at')).toHaveValue('');
    expect(screen.getByLabelText('Daily summary at')).toHaveAccessibleDescription('No daily summary is sent.');
    expect(screen.queryByRole('button', { name: 'No summary' })).not.toBeInTheDocument();
  });
});
