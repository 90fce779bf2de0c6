import { useSubscription } from '@apollo/client/react';
import { WorkDashboardChangedDocument, WorkDashboardDocument } from '../../gql/graphql';

/**
 * Keeps the open day's dashboard current when another tab or device changes it: the server
 * sends the whole day again and it replaces the cached one. Habits and tasks are normalised by
 * id, so an optimistic change already shown here is confirmed, never duplicated.
 */
export function useLiveDashboard(day: string): void {
  useSubscription(WorkDashboardChangedDocument, {
    variables: { day },
    onData({ client, data }) {
      const fresh = data.data?.dashboardChanged;
      if (!fresh) return;
      client.cache.updateQuery({ query: WorkDashboardDocument, variables: { day } }, (current) => (current ? { ...current, dashboard: fresh } : current));
    },
    // A dropped socket reconnects by itself; nothing to show the user.
    onError: () => undefined,
  });
}
