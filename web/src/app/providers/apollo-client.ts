import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';

/** Subscriptions go over the WebSocket link, imported (with graphql-ws) the first time one starts. */
function lazyLiveLink(): ApolloLink {
  let live: Promise<ApolloLink> | undefined;
  return new ApolloLink((operation, forward) => new Observable<ApolloLink.Result>((observer) => {
    let subscription: Subscription | undefined;
    let closed = false;
    live ??= import('./live-link').then((module) => module.createLiveLink());
    live.then((link) => {
      if (!closed) subscription = link.request(operation, forward).subscribe(observer);
    }, (error: unknown) => observer.error(error));
    return () => {
      closed = true;
      subscription?.unsubscribe();
    };
  }));
}

/** One client for the app: the API's /graphql on the same origin, session cookie included. */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  return new ApolloClient({
    link: ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, lazyLiveLink(), http),
    cache: new InMemoryCache({
      // The reminder settings have no id: Profile's and the schedule dialog's views of them are one object.
      typePolicies: { ReminderSettingsView: { merge: true } },
    }),
  });
}
