import { expect, type Page } from '@playwright/test';
import type { FakePushService, ReceivedPush } from '../../api/test/fake-push-service';

/** A notification as the browser shows it (Notification's fields a reader sees). */
export interface Shown {
  title: string;
  body: string;
  actions: string[];
}

/**
 * Makes `service` (api/test/fake-push-service.ts, on loopback) this page's push service: the
 * browser's PushManager hands out a subscription there rather than at the vendor's service,
 * which the test machine cannot reach. Everything else is the app's own: its Profile subscribes
 * through PushManager as ever and saves the subscription on the server, whose reminders are
 * encrypted for it and sent there.
 */
export async function usePushService(page: Page, service: FakePushService): Promise<void> {
  const { endpoint, p256dh, auth } = service.subscribe();
  await page.addInitScript((keys) => {
    const json = { endpoint: keys.endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    // Kept as the browser keeps it: across reloads, until unsubscribed.
    const KEY = 'e2e-push-subscribed';
    const subscription = {
      endpoint: keys.endpoint, expirationTime: null, toJSON: () => json, getKey: () => null,
      unsubscribe: async () => { localStorage.removeItem(KEY); return true; },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => { localStorage.setItem(KEY, '1'); return subscription; };
    PushManager.prototype.getSubscription = async () => (localStorage.getItem(KEY) ? subscription : null);
  }, { endpoint, p256dh, auth });
}

/**
 * Hands a message the push service received (already decrypted with the subscription's keys, as
 * the browser would) to the page's service worker, as the browser does when its push service
 * delivers one (DevTools' ServiceWorker.deliverPushMessage), and answers the notifications the
 * worker then shows.
 */
export async function showPush(page: Page, message: ReceivedPush): Promise<Shown[]> {
  const cdp = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId, data: JSON.stringify(message.payload) });
  let shown: Shown[] = [];
  await expect.poll(async () => {
    shown = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, actions: ((n as unknown as { actions: Array<{ title: string }> }).actions ?? []).map((a) => a.title) }));
    });
    return shown.length;
  }, { message: 'the service worker shows the pushed notification' }).toBeGreaterThan(0);
  await cdp.detach();
  return shown;
}
