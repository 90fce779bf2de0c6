import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useSyncExternalStore } from 'react';
import { onWaitingChanges, waitingChanges } from './outbox';
import './offline-status.css';

function onConnectionChange(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** What the user must know about the connection: offline, and the changes that wait to be sent (issue 28). */
export function offlineStatusText(i18n: I18n, online: boolean, waiting: number): string | null {
  if (!online) {
    return waiting > 0
      ? i18n._(msg`${plural(waiting, { one: 'Offline — # change waiting to sync', other: 'Offline — # changes waiting to sync' })}`)
      : i18n._(msg`Offline — changes will sync`);
  }
  return waiting > 0
    ? i18n._(msg`${plural(waiting, { one: 'Syncing — # change waiting to sync', other: 'Syncing — # changes waiting to sync' })}`)
    : null;
}

export function OfflineStatus() {
  const { i18n } = useLingui();
  const online = useSyncExternalStore(onConnectionChange, () => navigator.onLine, () => true);
  const waiting = useSyncExternalStore(onWaitingChanges, waitingChanges, () => 0);
  const text = offlineStatusText(i18n, online, waiting);
  return (
    // A live region without the status role: the screens' own status messages stay the page's statuses.
    <div className="offline-status" aria-live="polite" aria-atomic="true">
      {text && <p className="offline-status__text">{text}</p>}
    </div>
  );
}
