import { createContext, useContext } from 'react';
import { initialTutorialState, type TutorialEvent, type TutorialState } from './tutorial-machine';

export interface TutorialControls {
  state: TutorialState;
  /** A signed-in user who has not completed the tutorial: the banner shows. */
  visible: boolean;
  /** The signed-in user's name, for the welcome. */
  username: string | null;
  send: (event: TutorialEvent) => void;
}

/** Outside TutorialProvider there is no tutorial: nothing shows and events do nothing. */
const NO_TUTORIAL: TutorialControls = {
  state: initialTutorialState(true),
  visible: false,
  username: null,
  send: () => undefined,
};

export const TutorialContext = createContext<TutorialControls>(NO_TUTORIAL);

/** The tutorial's state and its one entry point for events (the banner, the Goals modal, Profile). */
export function useTutorial(): TutorialControls {
  return useContext(TutorialContext);
}
