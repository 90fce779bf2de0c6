import { useQuery } from '@apollo/client/react';
import { MeDocument, type MeQuery } from '../../gql/graphql';

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
  const { data, loading } = useQuery(MeDocument);
  return { me: data?.me ?? null, loading };
}
