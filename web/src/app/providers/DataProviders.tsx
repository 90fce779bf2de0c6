import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, getApolloContext, useQuery } from '@apollo/client/react';
import { SnackbarProvider } from 'notistack';
import { useContext, useEffect, type ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { MeDocument, type MeQuery } from '../../gql/graphql';
import { sessionState, setSessionUser } from '../../shared/session/session-store';
import { createApolloClient } from './apollo-client';

/** Toasts: top-right, closing after 5 s (SPEC §9), below the top bar so they never cover its theme picker or Logout. */
const TOAST_ANCHOR = { vertical: 'top', horizontal: 'right' } as const;
const TOAST_CLASSES = { containerAnchorOriginTopRight: 'toast-stack--below-navbar' };
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
  const { data, error } = useQuery(MeDocument);
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
export default function DataProviders({ children }: { children: ReactNode }) {
  const provided = useContext(getApolloContext()).client;
  const content = (
    <SnackbarProvider anchorOrigin={TOAST_ANCHOR} classes={TOAST_CLASSES} autoHideDuration={TOAST_AUTO_HIDE_MS} maxSnack={3}>
      <DndProvider backend={HTML5Backend}>
        <MeSync />
        {children}
      </DndProvider>
    </SnackbarProvider>
  );
  return provided ? content : <ApolloProvider client={sharedClient()}>{content}</ApolloProvider>;
}
