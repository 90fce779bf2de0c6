import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { outboxLink } from '../../shared/offline/outbox';
import { cacheFallbackLink } from '../../shared/offline/cache-fallback';
import { keepCacheLink } from '../../shared/offline/persisted-cache';
import { currentLocale } from '../../ui/i18n/i18n';

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

/** Every request names the locale the app speaks: the server's messages answer in it (issue 29). */
const localeLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, 'Accept-Language': currentLocale() } }));
  return forward(operation);
});

/**
 * One client for the app: the API's /graphql on the same origin, session cookie included. Every
 * mutation carries an Idempotency-Key, and those that may wait offline go to the outbox when no
 * answer comes back; offline, queries are answered from the cache (shared/offline).
 */
export function createApolloClient(): ApolloClient {
  const http = ApolloLink.from([keepCacheLink(), cacheFallbackLink(), outboxLink(), localeLink, new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]);
  return new ApolloClient({
    link: ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, lazyLiveLink(), http),
    cache: new InMemoryCache({
      // The reminder settings have no id: Profile's and the schedule dialog's views of them are one object.
      typePolicies: { ReminderSettingsView: { merge: true } },
    }),
    // The cache may start from the copy kept for offline use (issue 28), which can be older than
    // the server: a screen shows what the cache holds at once and asks the server once as it
    // opens, then answers from the cache (mutations and live updates keep it current).
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } },
  });
}
