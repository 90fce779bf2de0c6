import { useQuery } from '@apollo/client/react';
import { MeDocument, type MeQuery } from '../../gql/graphql';
import { rememberServerToday } from '../work-day';

export type CurrentUser = NonNullable<MeQuery['me']>;

export interface MeState {
  /** The signed-in user; null for a visitor, and while the answer is not known yet. */
  me: CurrentUser | null;
  /** True until the first answer (or failure) arrives. */
  loading: boolean;
}

/**
 * The signed-in state of the whole shell. A failing request (API down, network error) is
 * treated as a visitor rather than an error screen.
 */
export function useMe(): MeState {
  // The shell asked for Me as the page opened (session-store): every reader takes that answer.
  const { data, loading } = useQuery(MeDocument, { fetchPolicy: 'cache-first' });
  // Before any screen asks for today: the server's day for this user (their zone and day start).
  if (data) rememberServerToday(data.me?.today);
  return { me: data?.me ?? null, loading };
}
