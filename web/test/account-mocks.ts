import type { MockLink } from '@apollo/client/testing';
import type { GraphQLFormattedError } from 'graphql';
import { AuthConfigDocument } from '../src/gql/graphql';
import type { SAMPLE_USER } from './render-app';

/** A GraphQL error answer as the API sends it: a message and extensions.code. */
export function apiError(message: string, code: string, extra: Record<string, unknown> = {}): { errors: GraphQLFormattedError[] } {
  return { errors: [{ message, extensions: { code, ...extra } }] };
}

/** fetch's failure when no answer arrives. */
export const noResponse = () => new TypeError('Failed to fetch');

export const authConfigMock = (googleClientId: string | null = null): MockLink.MockedResponse => ({
  request: { query: AuthConfigDocument },
  result: { data: { authConfig: { __typename: 'AuthConfig', googleClientId } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const loginResult = (user: typeof SAMPLE_USER, paymentRequired = false) => ({
  data: { login: { __typename: 'LoginResult', paymentRequired, user } },
});
