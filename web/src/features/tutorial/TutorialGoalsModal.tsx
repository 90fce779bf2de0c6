import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Dialog } from '../../ui/Dialog';
import { GoalAdvice } from './TutorialContent';
import { useTutorial } from '../../shared/tutorial/tutorial-context';
import { isGoalsModalDue } from '../../shared/tutorial/tutorial-machine';
import './tutorial.css';

/**
 * 'Creating Your First Goal' (SPEC §2 Goals page): mounted on the Goals page, it shows itself
 * when the tutorial reaches its goal step. 'Skip Tutorial' ends the tutorial and goes to / with
 * tutorialComplete; 'Let's Create a Goal' (or Escape) leaves the user here to create one, with
 * the compact 'Continue Tutorial' prompt for afterwards.
 */
export function TutorialGoalsModal() {
  const { t } = useLingui();
  const { state, visible, send } = useTutorial();
  const createButton = useRef<HTMLButtonElement>(null);
  const open = visible && isGoalsModalDue(state);

  return (
    <Dialog
      open={open}
      title={t`Creating Your First Goal`}
      description={<p><Trans>Pick a goal from the list below or write your own. The goals that get reached have three things:</Trans></p>}
      onClose={() => send({ type: 'createGoalFromGoalsModal' })}
      initialFocusRef={createButton}
    >
      <div className="tutorial-modal__advice">
        <GoalAdvice />
      </div>
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={() => send({ type: 'skipFromGoalsModal' })}>
          <Trans>Skip Tutorial</Trans>
        </button>
        <button ref={createButton} type="button" className="btn btn--primary" onClick={() => send({ type: 'createGoalFromGoalsModal' })}>
          <Trans>Let&apos;s Create a Goal</Trans>
        </button>
      </div>
    </Dialog>
  );
}
