import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  AddPushSubscriptionDocument, ProfileRemindersDocument, RemovePushSubscriptionDocument, SetDailySummaryTimeDocument, SetReminderChannelsDocument,
  type ReminderSettings_SettingsFragment,
} from '../../gql/graphql';
import { refusalMessage } from '../../ui/api-error';
import { useOutcome } from '../../ui/useOutcome';
import { BusyButton } from '../../ui/BusyButton';
import { Notice, RetryNotice } from '../../ui/Notice';
import { SkeletonLines } from '../../ui/SkeletonLines';
import { i18n } from '../../ui/i18n/i18n';

export const REMINDER_MESSAGES = {
  loadFailed: msg`Could not load your reminder settings.`,
  saveFailed: msg`Could not save your reminder settings. Please try again.`,
  pushUnsupported: msg`This browser can't show notifications from Cairn.`,
  pushDenied: msg`Notifications are blocked for Cairn in this browser. Allow them in the site settings, then try again.`,
  saved: msg`Reminder settings saved.`,
  thisBrowserAdded: msg`This browser will show your reminders too.`,
  pushUnreachable: msg`This browser could not reach its push service, so it can't show reminders. E-mail reminders still work.`,
} as const;

/** How long a browser may take to set up push before the screen says it could not (a reachable push service answers in about a second). */
export const PUSH_SETUP_TIMEOUT_MS = 5000;

/** `work`'s answer, or an error once `ms` passed without one (a push service that never answers). */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('push setup timed out')), ms); });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The view has no id to merge by: each mutation's settings are written over myReminders, or the next switch would start from stale ones. */
function intoSettings<T>(settingsOf: (data: T) => ReminderSettings_SettingsFragment) {
  return {
    update(cache: ApolloCache, { data }: { data?: T | null }) {
      if (data) cache.writeQuery({ query: ProfileRemindersDocument, data: { myReminders: settingsOf(data) } });
    },
  };
}


function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** This screen's own refusals (no push here, permission denied) as they are; the API's refusal in its words. */
function failureText(failure: unknown): string {
  return failure instanceof Error && Object.values(REMINDER_MESSAGES).some((text) => i18n._(text) === failure.message)
    ? failure.message : refusalMessage(failure, i18n._(REMINDER_MESSAGES.saveFailed));
}

/** Asks for the browser's permission (only now, after the user chose push) and subscribes it. */
async function subscribeThisBrowser(vapidPublicKey: string): Promise<PushSubscriptionJSON> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) throw new Error(i18n._(REMINDER_MESSAGES.pushUnsupported));
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(i18n._(REMINDER_MESSAGES.pushDenied));
  try {
    return await withinTime((async () => {
      const registration = await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
      const existing = await registration.pushManager.getSubscription();
      const subscription = existing ?? await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) });
      return subscription.toJSON();
    })(), PUSH_SETUP_TIMEOUT_MS);
  } catch {
    // Never answered, or refused ("push service not available", "Registration failed"): the same for the user.
    throw new Error(i18n._(REMINDER_MESSAGES.pushUnreachable));
  }
}

/** This browser's push subscription, if it has one. */
async function thisBrowsersSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Profile: where reminders go (push, email) and the daily summary's time. */
export function RemindersSection() {
  const ids = useId();
  const { t } = useLingui();
  const { data, error, refetch } = useQuery(ProfileRemindersDocument);
  const [setChannels] = useMutation(SetReminderChannelsDocument, intoSettings((data) => data.setReminderChannels));
  const [setSummary] = useMutation(SetDailySummaryTimeDocument, intoSettings((data) => data.setDailySummaryTime));
  const [addSubscription] = useMutation(AddPushSubscriptionDocument, intoSettings((data) => data.addPushSubscription));
  const [removeSubscription] = useMutation(RemovePushSubscriptionDocument, intoSettings((data) => data.removePushSubscription));
  const [busy, setBusy] = useState(false);
  const [outcome, report, clearOutcome] = useOutcome();
  const [summaryDraft, setSummaryDraft] = useState<string | null>(null);
  // Push is on for the account; each browser subscribes itself. Unknown until the browser answers.
  const [browserSubscribed, setBrowserSubscribed] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    void thisBrowsersSubscription().then((subscription) => { if (current) setBrowserSubscribed(subscription !== null); }, () => undefined);
    return () => { current = false; };
  }, []);


  if (error && !data) {
    return <section className="card profile-section"><RetryNotice onRetry={() => refetch()}><p>{t(REMINDER_MESSAGES.loadFailed)}</p></RetryNotice></section>;
  }
  if (!data) return <section className="card profile-section"><SkeletonLines variant="rows" lines={3} label={t`Loading reminder settings…`} /></section>;
  const settings = data.myReminders;
  const summaryTime = summaryDraft ?? settings.summaryTime ?? '';

  const subscribe = async () => {
    const subscription = await subscribeThisBrowser(settings.vapidPublicKey);
    await addSubscription({ variables: { input: { endpoint: subscription.endpoint ?? '', p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' } } });
    setBrowserSubscribed(true);
  };

  const addThisBrowser = async () => {
    setBusy(true);
    clearOutcome();
    try {
      await subscribe();
      report('success', t(REMINDER_MESSAGES.thisBrowserAdded));
    } catch (failure) {
      report('error', failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const toggle = async (channel: 'push' | 'email', on: boolean) => {
    setBusy(true);
    clearOutcome();
    try {
      if (channel === 'push' && on) await subscribe();
      const leaving = channel === 'push' && !on ? await thisBrowsersSubscription() : null;
      if (leaving) await removeSubscription({ variables: { endpoint: leaving.endpoint } });
      const { push, email } = settings.channels;
      await setChannels({ variables: { push, email, [channel]: on } });
      // The server no longer sends to it; a browser that fails to let go of it only keeps an unused subscription.
      if (leaving) await leaving.unsubscribe().catch(() => false);
      if (leaving) setBrowserSubscribed(false);
      report('success', t(REMINDER_MESSAGES.saved));
    } catch (failure) {
      report('error', failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const saveSummary = async (time: string | null) => {
    setBusy(true);
    clearOutcome();
    try {
      await setSummary({ variables: { time } });
      setSummaryDraft(null);
      report('success', t(REMINDER_MESSAGES.saved));
    } catch (failure) {
      report('error', refusalMessage(failure, t(REMINDER_MESSAGES.saveFailed)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card profile-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="profile-section__title"><Trans>Reminders</Trans></h2>
      <p className="profile-section__text">
        <Trans>Get reminded of a habit at the times you set on the Habits page, only on days it is due and not yet done, never on vacation.</Trans>
      </p>
      <fieldset className="reminders__channels" disabled={busy}>
        <legend><Trans>Send reminders by</Trans></legend>
        <label className="reminders__check">
          <input type="checkbox" className="checkbox" checked={settings.channels.push} onChange={(event) => void toggle('push', event.target.checked)} />
          {' '}<Trans>Browser notifications</Trans>
        </label>
        {settings.channels.push && (
          <p className="profile-section__text">
            <Plural value={settings.pushSubscriptions} one="Sent to # browser." other="Sent to # browsers." />
            {browserSubscribed === false && (
              <>
                {' '}
                <button type="button" className="btn btn--secondary btn--small" onClick={() => void addThisBrowser()}><Trans>Notify this browser too</Trans></button>
              </>
            )}
          </p>
        )}
        <label className="reminders__check">
          <input type="checkbox" className="checkbox" checked={settings.channels.email} onChange={(event) => void toggle('email', event.target.checked)} />
          {' '}<Trans>E-mail</Trans>
        </label>
      </fieldset>
      <form className="reminders__summary" onSubmit={(event: FormEvent) => { event.preventDefault(); void saveSummary(summaryTime || null); }}>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-summary`}><Trans>Daily summary at</Trans></label>
          <input id={`${ids}-summary`} className="input reminders__time" type="time" value={summaryTime}
            aria-describedby={`${ids}-summary-hint`} onChange={(event) => setSummaryDraft(event.target.value)} />
          <p id={`${ids}-summary-hint`} className="field__hint">
            {settings.summaryTime ? <Trans>A summary of your day is sent at {settings.summaryTime}.</Trans> : <Trans>No daily summary is sent.</Trans>}
          </p>
        </div>
        <div className="reminders__summary-actions">
          <BusyButton type="submit" className="btn btn--secondary" busy={busy} label={t`Save summary time`} busyLabel={t`Saving...`} />
          {settings.summaryTime && (
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => { setSummaryDraft(null); void saveSummary(null); }}><Trans>No summary</Trans></button>
          )}
        </div>
      </form>
      {outcome && <Notice key={outcome.at} tone={outcome.tone}><p>{outcome.text}</p></Notice>}
    </section>
  );
}
