import { tutorialFlagKey } from '../../shared/tutorial/tutorial-machine';

/** The per-user completion flag in local storage (SPEC §3): the fast path, read before the server answers. */
export function readTutorialFlag(userId: string): boolean {
  try {
    return window.localStorage.getItem(tutorialFlagKey(userId)) === 'true';
  } catch {
    return false;
  }
}

/** Sets the flag to 'true', or removes it. */
export function writeTutorialFlag(userId: string, completed: boolean): void {
  try {
    if (completed) window.localStorage.setItem(tutorialFlagKey(userId), 'true');
    else window.localStorage.removeItem(tutorialFlagKey(userId));
  } catch {
    // Storage can be unavailable (privacy modes); the server keeps the flag too.
  }
}
