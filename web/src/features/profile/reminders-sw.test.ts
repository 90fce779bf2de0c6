import { readFileSync } from 'node:fs';
import path from 'node:path';

/** web/public/sw.js run against a fake service worker global: its listeners, clients, registration and fetch. */
function loadServiceWorker(answer: () => Promise<{ ok: boolean; status: number }>, openWindow: (url: string) => Promise<unknown>) {
  const listeners = new Map<string, (event: unknown) => void>();
  const worker = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    location: new URL('https://cairn.example/sw.js'),
    registration: { showNotification: jest.fn(async () => undefined) },
    clients: { matchAll: jest.fn(async () => []), openWindow: jest.fn(openWindow), claim: jest.fn() },
    skipWaiting: jest.fn(),
  };
  const fetch = jest.fn(answer);
  new Function('self', 'fetch', 'caches', readFileSync(path.join(__dirname, '../../../public/sw.js'), 'utf8'))(worker, fetch, {});
  /** Clicks an action of a habit reminder's notification; resolves when the worker is done with it. */
  const click = async (action: 'done' | 'snooze' | '', extra: object = {}) => {
    let work: Promise<unknown> = Promise.resolve();
    const notification = {
      title: 'Walk', tag: 'reminder-r1-2026-03-08', close: jest.fn(),
      data: { habitId: 'h1', reminderId: 'r1', day: '2026-03-08', url: '/', ...extra },
    };
    listeners.get('notificationclick')!({ action, notification, waitUntil: (promise: Promise<unknown>) => { work = promise; } });
    await work;
  };
  /** Delivers a push message; resolves when the worker has shown it. */
  const push = async (message: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get('push')!({ data: { json: () => message, text: () => JSON.stringify(message) }, waitUntil: (promise: Promise<unknown>) => { work = promise; } });
    await work;
  };
  return { worker: Object.assign(worker, { push }), fetch, click };
}

describe('the service worker\'s notification actions', () => {
  it('"Done" posts to the API and, when it works, opens nothing', async () => {
    const { worker, fetch, click } = loadServiceWorker(async () => ({ ok: true, status: 200 }), async () => ({}));
    await click('done');
    expect(fetch).toHaveBeenCalledWith('/api/reminders/done', expect.objectContaining({ method: 'POST', body: JSON.stringify({ habit: 'h1', day: '2026-03-08' }) }));
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
    expect(worker.registration.showNotification).not.toHaveBeenCalled();
  });

  it('a "Done" refused because the session is gone (401) opens the app at the habit\'s day', async () => {
    const { worker, click } = loadServiceWorker(async () => ({ ok: false, status: 401 }), async (url) => ({ url }));
    await click('done');
    expect(worker.clients.openWindow).toHaveBeenCalledWith('/workspace?day=2026-03-08');
    expect(worker.registration.showNotification).not.toHaveBeenCalled();
  });

  it('a "Snooze" that cannot open a window says to sign in, in a notification that opens the day', async () => {
    const { worker, fetch, click } = loadServiceWorker(async () => ({ ok: false, status: 401 }), async () => null);
    await click('snooze');
    expect(fetch).toHaveBeenCalledWith('/api/reminders/snooze', expect.objectContaining({ body: JSON.stringify({ reminder: 'r1', day: '2026-03-08' }) }));
    expect(worker.registration.showNotification).toHaveBeenCalledWith('Walk', expect.objectContaining({
      body: 'Sign in to Cairn to finish this.', tag: 'reminder-r1-2026-03-08', data: expect.objectContaining({ url: '/workspace?day=2026-03-08' }),
    }));
  });

  it('a "Snooze" with no network says so, whether or not a window may open', async () => {
    const { worker, click } = loadServiceWorker(async () => { throw new TypeError('Failed to fetch'); }, async () => { throw new TypeError('Not allowed to open a window'); });
    await click('snooze');
    expect(worker.clients.openWindow).toHaveBeenCalledWith('/workspace?day=2026-03-08');
    expect(worker.registration.showNotification).toHaveBeenCalledWith('Walk', expect.objectContaining({ body: 'Cairn could not be reached. Open it to finish this.' }));
  });

  it("shows the buttons in the user's language, as the server words them, and says a failure in it too", async () => {
    const { worker, click } = loadServiceWorker(async () => { throw new TypeError('Failed to fetch'); }, async () => null);
    const labels = { done: 'Erledigt', snooze: '1 Std. später', signIn: 'Melde dich bei Cairn an, um das abzuschließen.', unreachable: 'Cairn war nicht erreichbar. Öffne die App, um das abzuschließen.' };
    await worker.push({ kind: 'habit', title: 'Gehen', body: 'Es ist so weit.', tag: 't', data: { habitId: 'h1' }, labels });
    expect(worker.registration.showNotification).toHaveBeenCalledWith('Gehen', expect.objectContaining({
      actions: [{ action: 'done', title: 'Erledigt' }, { action: 'snooze', title: '1 Std. später' }], data: expect.objectContaining({ labels }),
    }));
    worker.registration.showNotification.mockClear();
    await click('snooze', { labels });
    expect(worker.registration.showNotification).toHaveBeenCalledWith('Walk', expect.objectContaining({ body: labels.unreachable }));
  });

  it('a click on the notification opens the Work screen at its day, moving the open window there', async () => {
    const { worker, click } = loadServiceWorker(async () => ({ ok: true, status: 200 }), async (url) => ({ url }));
    await click('');
    expect(worker.clients.openWindow).toHaveBeenCalledWith('/workspace?day=2026-03-08');

    const focused = jest.fn(async () => undefined);
    const open = { url: 'https://cairn.example/goals', navigate: jest.fn(async () => ({ focus: focused })), focus: jest.fn() };
    worker.clients.matchAll.mockResolvedValueOnce([open] as never);
    worker.clients.openWindow.mockClear();
    await click('');
    expect(open.navigate).toHaveBeenCalledWith('/workspace?day=2026-03-08');
    expect(focused).toHaveBeenCalled();
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });
});
