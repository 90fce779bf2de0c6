import { GoalsPage } from '../../features/goals/GoalsPage';
import { TutorialGoalsModal } from '../../features/tutorial/TutorialGoalsModal';

/** /goals: the Goals page, and the tutorial's 'Creating Your First Goal' modal, which shows itself at the tutorial's goals step. */
export function GoalsRoute() {
  return (
    <>
      <GoalsPage />
      <TutorialGoalsModal />
    </>
  );
}
