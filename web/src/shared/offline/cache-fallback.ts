import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';
import { whenRestored } from './offline-session';

/**
 * Offline, a query is answered from the cache (restored from the last session: see
 * persisted-cache), so every screen opens from the last data the browser saw (issue 28). What
 * the cache lacks fails as a network error would. Online, queries go to the server as ever.
 */
export function cacheFallbackLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY || navigator.onLine !== false) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      // A screen may ask before the kept cache is back: it waits for it.
      void whenRestored().then(() => {
        const data = operation.client.cache.read<Record<string, unknown>>({
          query: operation.query, variables: operation.variables, optimistic: false, returnPartialData: false,
        });
        if (!data) throw new TypeError('Offline, and this screen was not seen before');
        observer.next({ data });
        observer.complete();
      }).catch((error: unknown) => observer.error(error));
    });
  });
}
