/* Cairn's service worker: keeps what an offline start needs (the app's page as last loaded, the
   offline page, the manifest and icons), shows reminder notifications and answers their "Done" and "Snooze 1 h" actions
   without opening the app, and sends the offline outbox through Background Sync. */
const SHELL = 'cairn-shell-v3';
/* The app's index.html as last served for a signed-in route: offline, every route opens it (issue 28). */
const APP_PAGE = '/app-shell.html';
const ASSETS = 'cairn-assets-v1';
/* Hashed assets kept at most; the oldest go first (a deploy's new files replace the old ones). */
const MAX_ASSETS = 400;
const SHELL_FILES = ['/offline.html', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(SHELL_FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((name) => name !== SHELL && name !== ASSETS).map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

function keep(cacheName, request, response) {
  if (!response.ok) return;
  const copy = response.clone();
  void caches.open(cacheName).then(async (cache) => {
    await cache.put(request, copy);
    if (cacheName !== ASSETS) return;
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
  });
}

/* Every script and stylesheet of the build the page runs (dist/precache.json), so that every
   screen opens offline, not only those visited; the page asks once it has loaded (main.tsx). */
function precache() {
  return fetch('/precache.json', { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : []))
    .then((files) => caches.open(ASSETS).then(async (cache) => {
      for (const file of files) {
        if (!(await cache.match(file))) await cache.add(file).catch(() => undefined);
      }
    }))
    .catch(() => undefined);
}

self.addEventListener('message', (event) => {
  if (event.data === 'precache') event.waitUntil(precache());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/graphql')) return;
  if (request.mode === 'navigate') {
    // Network first (the app always gets a fresh index.html). The app's page is kept from every
    // route but the visitors' landing (`/` may be the prerendered landing); offline, it opens
    // from its kept data, or the offline page when no app page was ever kept.
    event.respondWith(fetch(request).then((response) => {
      if (url.pathname !== '/' && response.ok && (response.headers.get('content-type') || '').includes('text/html')) keep(SHELL, APP_PAGE, response);
      return response;
    }, () => caches.match(APP_PAGE).then((page) => page || caches.match('/offline.html'))));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed assets never change: cache first, kept as they are fetched.
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request).then((response) => {
      keep(ASSETS, request, response);
      return response;
    })));
    return;
  }
  if (SHELL_FILES.includes(url.pathname)) {
    // The manifest and icons may change with a deploy: the network's copy, the kept one offline.
    event.respondWith(fetch(request).then((response) => {
      keep(SHELL, request, response);
      return response;
    }, () => caches.match(request)));
  }
});

/* The buttons and failure texts in the user's language, as the server words them (reminder-texts.ts); English from an older server. */
function labelsOf(message) {
  return { done: 'Done', snooze: 'Snooze 1 h', signIn: 'Sign in to Cairn to finish this.', unreachable: 'Cairn could not be reached. Open it to finish this.', ...message.labels };
}

self.addEventListener('push', (event) => {
  let message = {};
  try { message = event.data ? event.data.json() : {}; } catch { message = { title: 'Cairn', body: event.data ? event.data.text() : '' }; }
  const labels = labelsOf(message);
  const data = { ...message.data, labels };
  const actions = message.kind === 'habit'
    ? [{ action: 'done', title: labels.done }, { action: 'snooze', title: labels.snooze }]
    : [{ action: 'snooze', title: labels.snooze }];
  event.waitUntil(self.registration.showNotification(message.title || 'Cairn', {
    body: message.body || '', tag: message.tag, data, actions, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png',
  }));
});

function post(path, body, headers = {}) {
  return fetch(path, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/* The Work screen at the reminder's day; /workspace has a signed-out user sign in first. */
function dayUrl(data) {
  return data.day ? `/workspace?day=${encodeURIComponent(data.day)}` : (data.url || '/');
}

/* A failed "Done" or "Snooze" (signed out, offline) is not dropped: the app opens at the day, or a notification says to finish it there. */
function act(path, body, notification) {
  const data = notification.data || {};
  return post(path, body)
    .then((response) => (response.ok ? null : response.status), () => 0)
    .then((failed) => {
      if (failed === null) return undefined;
      const url = dayUrl(data);
      return self.clients.openWindow(url)
        .then((client) => client || Promise.reject(new Error('no window')))
        .catch(() => self.registration.showNotification(notification.title || 'Cairn', {
          body: failed === 401 ? labelsOf(data).signIn : labelsOf(data).unreachable,
          tag: notification.tag, data: { ...data, url }, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png',
        }));
    });
}

self.addEventListener('notificationclick', (event) => {
  const notification = event.notification;
  const data = notification.data || {};
  notification.close();
  if (event.action === 'done' && data.habitId) {
    event.waitUntil(act('/api/reminders/done', { habit: data.habitId, day: data.day }, notification));
    return;
  }
  if (event.action === 'snooze' && data.reminderId) {
    event.waitUntil(act('/api/reminders/snooze', { reminder: data.reminderId, day: data.day }, notification));
    return;
  }
  // A click opens the Work screen at the reminder's day, in the app's open window when there is one.
  const url = dayUrl(data);
  event.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
    const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
    if (!open) return self.clients.openWindow(url);
    return open.navigate(url).then((moved) => (moved || open).focus(), () => open.focus());
  }));
});

/* Background Sync (issue 28): the app asks for `cairn-outbox` when it keeps a change offline.
   When the connection returns, the worker sends the waiting changes of the user the browser is
   signed in as, even with every Cairn tab closed, as the app would: in the order they were
   made, each with its Idempotency-Key and Made-At (a change sent twice, here and by a tab,
   takes effect once). A change the server refuses stays for the app to report (sent again, it
   gets the same answer). No connection, or a server that is down: the sync fails and the
   browser tries again later. Then each open tab is told, to report and to show the server's state. */
const OUTBOX_SYNC_TAG = 'cairn-outbox';

function idbDone(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/* The app's offline store as the app made it; never made (nor upgraded) here. */
function openOutbox() {
  const open = indexedDB.open('cairn-offline');
  open.onupgradeneeded = () => open.transaction.abort();
  return idbDone(open);
}

async function sendGraphql(body, headers) {
  const response = await post('/graphql', body, headers);
  if (response.status >= 500 || response.status === 409 || response.status === 429) throw new Error(`server answered ${response.status}`);
  return response.json();
}

async function sendOutbox() {
  const db = await openOutbox().catch(() => null);
  if (!db || !db.objectStoreNames.contains('outbox')) return;
  // Only the changes of the user this browser is signed in as: another account's wait for it.
  const me = await sendGraphql({ query: '{ me { id } }' });
  const userId = me.data && me.data.me && me.data.me.id;
  if (!userId) return;
  const range = IDBKeyRange.bound([userId, -Infinity], [userId, Infinity]);
  const entries = await idbDone(db.transaction('outbox').objectStore('outbox').index('byUser').getAll(range));
  for (const entry of entries) {
    const answer = await sendGraphql(
      { operationName: entry.operationName, query: entry.query, variables: entry.variables },
      { 'Idempotency-Key': entry.key, 'Made-At': new Date(entry.madeAt).toISOString() });
    if (answer.errors && answer.errors.length > 0) continue;
    await idbDone(db.transaction('outbox', 'readwrite').objectStore('outbox').delete(entry.key));
  }
}

async function tellTabs() {
  for (const window of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) window.postMessage(OUTBOX_SYNC_TAG);
}

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendOutbox().then(tellTabs));
});
