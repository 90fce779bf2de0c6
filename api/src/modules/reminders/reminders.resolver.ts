import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { currentUser, type Context } from '../../shared/context';
import { IdArgs } from '../../shared/ids';

@ObjectType({ description: 'Where reminders go: Web Push to the browsers the user allowed, email to their address.' })
class ReminderChannelsView {
  @Field({ description: 'Web Push notifications to every browser the user subscribed.' })
  push: boolean;

  @Field({ description: 'Emails to the account address (each with a one-click unsubscribe link).' })
  email: boolean;
}

@ObjectType({ description: "One habit's reminder times." })
class HabitReminderTimesView {
  @Field(() => ID, { description: 'The habit (a user habit id).' })
  habitId: string;

  @Field(() => [String], { description: "Times of day, HH:MM on a 24-hour clock in the user's time zone, earliest first. A reminder is sent only on days the habit is due and not yet done, never on vacation." })
  times: string[];
}

@ObjectType({ description: "The user's reminders: channels, the daily summary and each habit's times." })
class ReminderSettingsView {
  @Field(() => ReminderChannelsView, { description: 'The channels reminders are sent on.' })
  channels: ReminderChannelsView;

  @Field(() => String, { nullable: true, description: 'When the daily summary ("3 habits and 2 tasks left today") is sent, HH:MM; null: no summary.' })
  summaryTime: string | null;

  @Field(() => [HabitReminderTimesView], { description: 'The habits that have reminder times.' })
  habits: HabitReminderTimesView[];

  @Field(() => Int, { description: 'How many browsers are subscribed to push for this user.' })
  pushSubscriptions: number;

  @Field({ description: "The server's VAPID public key (URL-safe base64), for the browser's pushManager.subscribe." })
  vapidPublicKey: string;
}

@ArgsType()
class HabitReminderTimesArgs extends IdArgs {
  @Field(() => [String], { description: 'Every reminder time of the habit, HH:MM (24-hour clock), at most 5; an empty list removes them all.' })
  times: string[];
}

@ArgsType()
class ChannelsArgs {
  @Field({ description: 'Send reminders by Web Push.' }) push: boolean;
  @Field({ description: 'Send reminders by email.' }) email: boolean;
}

@InputType({ description: "A browser's push subscription (PushSubscription.toJSON())." })
class PushSubscriptionInputView {
  @Field({ description: "The push service URL the browser gave (https://)." }) endpoint: string;
  @Field({ description: "The browser's P-256 public key, URL-safe base64 (keys.p256dh)." }) p256dh: string;
  @Field({ description: 'The 16-byte authentication secret, URL-safe base64 (keys.auth).' }) auth: string;
}

@Authorized()
@Resolver()
export class RemindersResolver {
  @Query(() => ReminderSettingsView, { description: "The user's reminder settings." })
  myReminders(@Ctx() ctx: Context): Promise<ReminderSettingsView> {
    return ctx.services.reminders.settings(currentUser(ctx));
  }

  @Mutation(() => HabitReminderTimesView, { description: "Sets a habit's reminder times (replacing the ones it had). A time that is not HH:MM is refused with a message." })
  setHabitReminderTimes(@Args() { id, times }: HabitReminderTimesArgs, @Ctx() ctx: Context): Promise<HabitReminderTimesView> {
    return ctx.services.reminders.setHabitTimes(currentUser(ctx), id, times);
  }

  @Mutation(() => ReminderSettingsView, { description: 'Sets when the daily summary is sent, or turns it off.' })
  setDailySummaryTime(
    @Arg('time', () => String, { nullable: true, description: "HH:MM in the user's time zone; null turns the summary off." }) time: string | null,
    @Ctx() ctx: Context,
  ): Promise<ReminderSettingsView> {
    return ctx.services.reminders.setSummaryTime(currentUser(ctx), time);
  }

  @Mutation(() => ReminderSettingsView, { description: 'Chooses the channels reminders are sent on.' })
  setReminderChannels(@Args() { push, email }: ChannelsArgs, @Ctx() ctx: Context): Promise<ReminderSettingsView> {
    return ctx.services.reminders.setChannels(currentUser(ctx), push, email);
  }

  @Mutation(() => ReminderSettingsView, { description: "Saves this browser's push subscription for the user (the same endpoint again replaces its keys)." })
  addPushSubscription(
    @Arg('input', () => PushSubscriptionInputView, { description: 'The subscription.' }) input: PushSubscriptionInputView,
    @Ctx() ctx: Context,
  ): Promise<ReminderSettingsView> {
    return ctx.services.reminders.addPushSubscription(currentUser(ctx), input);
  }

  @Mutation(() => ReminderSettingsView, { description: "Forgets a browser's push subscription." })
  removePushSubscription(
    @Arg('endpoint', { description: "The subscription's endpoint URL." }) endpoint: string,
    @Ctx() ctx: Context,
  ): Promise<ReminderSettingsView> {
    return ctx.services.reminders.removePushSubscription(currentUser(ctx), endpoint);
  }
}
