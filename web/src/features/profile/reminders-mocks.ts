import { ProfileRemindersDocument } from '../../gql/graphql';

/** The Reminders section's settings: nothing on yet. */
export const REMINDERS_OFF = {
  __typename: 'ReminderSettingsView' as const,
  channels: { __typename: 'ReminderChannelsView' as const, push: false, email: false },
  summaryTime: null,
  habits: [],
  pushSubscriptions: 0,
  vapidPublicKey: 'BFakeKey',
};

export const noReminders = {
  request: { query: ProfileRemindersDocument },
  result: { data: { myReminders: REMINDERS_OFF } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
