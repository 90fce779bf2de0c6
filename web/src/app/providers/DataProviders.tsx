import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, getApolloContext, useQuery } from '@apollo/client/react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { MeDocument, type MeQuery } from '../../gql/graphql';
import { sessionState, setSessionUser, useSession } from '../../shared/session/session-store';
import { createApolloClient } from './apollo-client';
import { startOffline } from '../../shared/offline/offline-session';
import { OUTBOX_SYNC_TAG, onRefusal, syncOutbox } from '../../shared/offline/outbox';
import { OfflineStatus } from '../../shared/offline/OfflineStatus';
import { themedToast } from '../../ui/toast-options';
import { i18n } from '../../ui/i18n/i18n';
import { directionOf } from '../../ui/i18n/locales';

/**
 * Toasts: top-right (top-left right to left: the end of the line), closing after 5 s (SPEC §9),
 * below the top bar so they never cover its theme picker or Logout.
 */
const TOAST_ANCHOR = {
  ltr: { vertical: 'top', horizontal: 'right' },
  rtl: { vertical: 'top', horizontal: 'left' },
} as const;
const TOAST_CLASSES = { containerAnchorOriginTopRight: 'toast-stack--below-navbar', containerAnchorOriginTopLeft: 'toast-stack--below-navbar' };
const TOAST_AUTO_HIDE_MS = 5000;

let appClient: ApolloClient | undefined;
/**
 * The app's one GraphQL client, made the first time a screen needs data. Who is signed in is
 * often known already (the shell asked): the cache starts with that answer, so Me is not asked twice.
 */
function sharedClient(): ApolloClient {
  if (appClient) return appClient;
  appClient = createApolloClient();
  const { me, loading } = sessionState();
  // The cache identifies a user by __typename and id; the shell's fetch did not ask for the former.
  const data = { me: me && { ...me, __typename: 'User' as const } } as MeQuery;
  if (!loading) appClient.writeQuery({ query: MeDocument, data });
  return appClient;
}

/**
 * Keeps the shell's signed-in state (session-store) in step with the client's Me: a sign-in, a
 * sign-out, a profile edit.
 */
function MeSync() {
  const { data, error } = useQuery(MeDocument, { fetchPolicy: 'cache-first' });
  const me = data?.me;
  useEffect(() => {
    if (me !== undefined) setSessionUser(me);
    else if (error && sessionState().loading) setSessionUser(null);
  }, [me, error]);
  return null;
}

/**
 * Everything a data screen relies on: the GraphQL client, toasts and drag and drop. Loaded with
 * the first such screen, never on the visitors' landing page. A client already provided (tests'
 * mocked one) is used as it is.
 */
/** Sends the outbox when the connection returns, and says which waiting changes the server refused. */
function OutboxSync({ client }: { client: ApolloClient }) {
  useEffect(() => {
    // Back online: the waiting changes go, then the screens ask the server again.
    const sync = () => void syncOutbox(client).catch(() => undefined);
    // The service worker sent the outbox (Background Sync): what it left (refused changes) is
    // sent and reported here, and the screens show the server's state.
    const fromWorker = (event: MessageEvent) => {
      if (event.data !== OUTBOX_SYNC_TAG) return;
      // syncOutbox refetches once it sent something; when the worker had sent everything, refetch here.
      void syncOutbox(client).then((sent) => (sent > 0 ? undefined : client.refetchQueries({ include: 'active' }))).catch(() => undefined);
    };
    window.addEventListener('online', sync);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    const stopRefusals = onRefusal(({ message, code }) => enqueueSnackbar(
      code === 'NOT_FOUND' ? i18n._(msg`Not synced: it was deleted on another device.`) : i18n._(msg`Not synced: ${message}`),
      themedToast('error')));
    return () => {
      window.removeEventListener('online', sync);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
      stopRefusals();
    };
  }, [client]);
  return <OfflineStatus />;
}

/** Holds the screens back until the user's last cache is back (a local read, well under a second). */
function useRestoredCache(client: ApolloClient | undefined): boolean {
  const { me, loading } = useSession();
  const userId = client ? me?.id : undefined;
  const [restoredFor, setRestoredFor] = useState<string | undefined>();
  useEffect(() => {
    if (!client || !userId) return;
    let live = true;
    void startOffline(client, userId).finally(() => { if (live) setRestoredFor(userId); });
    return () => { live = false; };
  }, [client, userId]);
  // Until the shell knows who is signed in, no screen asks: it might ask before that user's cache is back.
  if (client && loading) return false;
  return !userId || restoredFor === userId;
}

export default function DataProviders({ children }: { children: ReactNode }) {
  // Re-rendered when the locale changes, so the toasts move to the other side with the direction.
  const { i18n: active } = useLingui();
  const provided = useContext(getApolloContext()).client;
  const client = provided ? undefined : sharedClient();
  const ready = useRestoredCache(client);
  const content = (
    <SnackbarProvider anchorOrigin={TOAST_ANCHOR[directionOf(active.locale)]} classes={TOAST_CLASSES} autoHideDuration={TOAST_AUTO_HIDE_MS} maxSnack={3}>
      <DndProvider backend={HTML5Backend}>
        <MeSync />
        {client && <OutboxSync client={client} />}
        {ready && children}
      </DndProvider>
    </SnackbarProvider>
  );
  return client ? <ApolloProvider client={client}>{content}</ApolloProvider> : content;
}
