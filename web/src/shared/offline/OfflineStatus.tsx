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
export function offlineStatusText(online: boolean, waiting: number): string | null {
  const changes = waiting === 1 ? '1 change waiting to sync' : `${waiting} changes waiting to sync`;
  if (!online) return waiting > 0 ? `Offline — ${changes}` : 'Offline — changes will sync';
  return waiting > 0 ? `Syncing — ${changes}` : null;
}

export function OfflineStatus() {
  const online = useSyncExternalStore(onConnectionChange, () => navigator.onLine, () => true);
  const waiting = useSyncExternalStore(onWaitingChanges, waitingChanges, () => 0);
  const text = offlineStatusText(online, waiting);
  return (
    // A live region without the status role: the screens' own status messages stay the page's statuses.
    <div className="offline-status" aria-live="polite" aria-atomic="true">
      {text && <p className="offline-status__text">{text}</p>}
    </div>
  );
}
