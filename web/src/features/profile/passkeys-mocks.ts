import { ProfilePasskeysDocument } from '../../gql/graphql';

/** The Passkeys section's list: none added. */
export const noPasskeys = {
  request: { query: ProfilePasskeysDocument },
  result: { data: { passkeys: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
