import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One client for the app: the API's /graphql on the same origin, session cookie included. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache(),
  });
}
