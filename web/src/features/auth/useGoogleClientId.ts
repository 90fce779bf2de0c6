import { useQuery } from '@apollo/client/react';
import { AuthConfigDocument } from '../../gql/graphql';

/** The Google client id when the server has Google sign-in on; null otherwise or while unknown. */
export function useGoogleClientId(): string | null {
  const { data } = useQuery(AuthConfigDocument);
  return data?.authConfig.googleClientId ?? null;
}
