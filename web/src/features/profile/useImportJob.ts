import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ImportJobDocument, type ImportJob_JobFragment } from '../../gql/graphql';

/** How often a running import's status is read. */
const POLL_MS = 1000;
/** How long the page follows an import before it leaves it to the server (the job goes on either way). */
export const FOLLOW_LIMIT_MS = 5 * 60 * 1000;

/**
 * Follows an import that outlasts its request: `follow` reads the job's status until it is done or
 * failed, for FOLLOW_LIMIT_MS at most, and resolves with the last status read. Polling stops with
 * the caller (`follow` then resolves null): the job is the server's, and nothing may update after unmount.
 */
export function useImportJob(): { following: boolean; follow: (job: ImportJob_JobFragment) => Promise<ImportJob_JobFragment | null> } {
  const client = useApolloClient();
  const [following, setFollowing] = useState(false);
  const mounted = useRef(true);
  const pollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (pollTimer.current) clearTimeout(pollTimer.current);
    };
  }, []);

  const follow = useCallback(async (job: ImportJob_JobFragment): Promise<ImportJob_JobFragment | null> => {
    if (!mounted.current) return null;
    let current = job;
    const until = Date.now() + FOLLOW_LIMIT_MS;
    setFollowing(true);
    try {
      while ((current.status === 'queued' || current.status === 'running') && Date.now() < until) {
        await new Promise((resolve) => { pollTimer.current = setTimeout(resolve, POLL_MS); });
        if (!mounted.current) return null;
        const { data } = await client.query({ query: ImportJobDocument, variables: { id: current.id }, fetchPolicy: 'network-only' });
        if (!mounted.current) return null;
        if (data) current = data.importJob;
      }
      return current;
    } finally {
      if (mounted.current) setFollowing(false);
    }
  }, [client]);

  return { following, follow };
}
