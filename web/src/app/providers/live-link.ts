import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/**
 * The WebSocket link for subscriptions (graphql-ws on /graphql, same origin, so the session
 * cookie rides on the upgrade). Loaded only when a screen first subscribes, so the landing page
 * never downloads it. It reconnects by itself, forever, with graphql-ws's backoff.
 */
export function createLiveLink(): GraphQLWsLink {
  const url = new URL('/graphql', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return new GraphQLWsLink(createClient({ url: url.href, lazy: true, retryAttempts: Number.POSITIVE_INFINITY, shouldRetry: () => true }));
}
