import type { ApolloClient } from '@apollo/client';
import type { CurrentUser } from '../../shared/session/useMe';
import { storeUser } from '../../shared/session/stored-user';

/**
 * After the plan changed on the server: keep the stored user in step (the mutation's answer has
 * already replaced the cached one) and refetch what is on screen, since limits follow the plan.
 */
export function afterPlanChange(client: ApolloClient, user: CurrentUser): void {
  storeUser(user);
  // A screen whose refetch fails shows its own error state; the plan change itself succeeded.
  void client.refetchQueries({ include: 'active' }).catch(() => undefined);
}
