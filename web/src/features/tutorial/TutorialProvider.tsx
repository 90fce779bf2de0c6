import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SetTutorialCompletedDocument, TutorialProgressDocument } from '../../gql/graphql';
import { TutorialContext, type TutorialControls } from '../../shared/tutorial/tutorial-context';
import { readTutorialFlag, writeTutorialFlag } from './tutorial-flag';
import { initialTutorialState, tutorialTransition, type TutorialEvent, type TutorialState } from '../../shared/tutorial/tutorial-machine';

interface TutorialProviderProps {
  /** The signed-in user; null for a visitor. */
  user: { id: string; username: string } | null;
  children: ReactNode;
}

/**
 * Holds the tutorial for the signed-in user and carries out the machine's effects: opening a
 * page, and the completion flag in local storage (the fast path) and on the server (so it
 * follows the user to another browser). Until the user acts, the flags decide: the local one
 * at once, else the server's answer. If the server cannot answer, the banner stays away rather
 * than nag someone who may have finished it elsewhere.
 */
export function TutorialProvider({ user, children }: TutorialProviderProps) {
  const userId = user?.id ?? null;
  const navigate = useNavigate();
  const [saveServerFlag] = useMutation(SetTutorialCompletedDocument);
  const { data } = useQuery(TutorialProgressDocument, { skip: !userId });
  const serverFlag = userId && data?.me?.id === userId ? data.me.tutorialCompleted : undefined;
  const localFlag = userId ? readTutorialFlag(userId) : false;

  // The tour of each user who acted on it in this tab, kept in the tab's session storage so a reload resumes it.
  const [tours, setTours] = useState<Record<string, TutorialState>>(readTours);
  const acted = userId ? tours[userId] : undefined;
  const flagged = localFlag || serverFlag === true;
  const state = useMemo(() => acted ?? initialTutorialState(flagged), [acted, flagged]);
  const known = acted !== undefined || localFlag || serverFlag !== undefined;
  const visible = userId !== null && known && !state.completed;

  // Keep the two flags in step before the user acts: the faster one learns what the other knows.
  useEffect(() => {
    if (!userId || acted || serverFlag === undefined) return;
    if (serverFlag && !localFlag) writeTutorialFlag(userId, true);
    else if (!serverFlag && localFlag) void saveServerFlag({ variables: { completed: true } }).catch(() => undefined);
  }, [userId, acted, serverFlag, localFlag, saveServerFlag]);

  const send = useCallback((event: TutorialEvent) => {
    if (!userId) return;
    const { state: next, effects } = tutorialTransition(state, event, { userId });
    if (next !== state) {
      setTours((all) => {
        const tours = { ...all, [userId]: next };
        writeTours(tours);
        return tours;
      });
    }
    for (const effect of effects) {
      if (effect.type === 'storeCompleted') {
        writeTutorialFlag(userId, effect.completed);
        // The local flag already holds; the server catches up on the next change if this fails.
        void saveServerFlag({ variables: { completed: effect.completed } }).catch(() => undefined);
      } else {
        navigate(effect.to, effect.state ? { state: effect.state } : undefined);
      }
    }
  }, [userId, state, navigate, saveServerFlag]);

  const controls = useMemo<TutorialControls>(
    () => ({ state, visible, username: user?.username ?? null, send }),
    [state, visible, user?.username, send],
  );
  return <TutorialContext.Provider value={controls}>{children}</TutorialContext.Provider>;
}

const TOURS_KEY = 'tutorialTours';

/** The tours this tab was on before a reload (none where session storage is unavailable). */
function readTours(): Record<string, TutorialState> {
  try {
    const stored = window.sessionStorage.getItem(TOURS_KEY);
    return stored ? (JSON.parse(stored) as Record<string, TutorialState>) : {};
  } catch {
    return {};
  }
}

function writeTours(tours: Record<string, TutorialState>): void {
  try {
    window.sessionStorage.setItem(TOURS_KEY, JSON.stringify(tours));
  } catch {
    // Not kept: a reload starts the tour at its first step again.
  }
}
