import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnackbar } from 'notistack';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Category, ItemKind } from '../../gql/graphql';
import { categoryLabel } from '../../ui/categories';
import { Dialog } from '../../ui/Dialog';
import { i18n } from '../../ui/i18n/i18n';
import { themedToast } from '../../ui/toast-options';
import { failureText, planLimitMessage } from './api-messages';
import { PlanLimitDialog } from './PlanLimit';
import type { PlanRoom } from './PlanUsage';
import { headlineOf } from '../item-names';

/** SPEC §4 Add-goal flow: the adding modal shows about 300 ms before the call and 800 ms after it. */
export const ADDING_DELAY_BEFORE_MS = 300;
export const ADDING_DELAY_AFTER_MS = 800;

/** What the Habits page receives when the user proceeds from a goal just added (SPEC §2 route table). */
export interface FromGoalState {
  fromGoal: true;
  goalText: string;
  goalCategory: Category;
  /** The goal just added (issue 15): habits added from here serve it. */
  goalId?: string;
}

/** A goal or habit about to be added: from the popular grid or an AI suggestion. */
export interface AddCandidate {
  kind: ItemKind;
  text: string;
  headline: string;
  category: Category;
  /** Sends the add to the server; rejects with the API's error. */
  add: () => Promise<unknown>;
}

/** A popular item or an AI suggestion as a candidate of this kind. */
export function addCandidate(
  kind: ItemKind,
  { text, headline, category }: Pick<AddCandidate, 'text' | 'headline' | 'category'>,
  add: AddCandidate['add'],
): AddCandidate {
  return { kind, text, headline, category, add };
}

type FlowStep =
  | { step: 'idle' }
  | { step: 'confirm' | 'adding'; candidate: AddCandidate }
  | { step: 'added'; candidate: AddCandidate; linkId: string | undefined }
  | { step: 'refused'; candidate: AddCandidate; message: string };

/** The short headline a toast shows (the full text is on the card), else the text. */

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** The toasts of adding a goal or habit (SPEC §8), in the active locale. */
export const ADD_MESSAGES = {
  goalAdded: (goal: string) => i18n._(msg`Goal "${goal}" added successfully!`),
  habitAdded: (habit: string) => i18n._(msg`Habit "${habit}" added successfully!`),
  goalFailed: (message: string) => i18n._(msg`Failed to add goal: ${message}`),
  habitFailed: (message: string) => i18n._(msg`Error adding habit: ${message}`),
} as const;

/**
 * The add flow of the Goals and Habits pages: confirm, then adding, then a toast; a goal then
 * offers to proceed to habits. A refusal by the plan is explained in its own dialog.
 */
export function useAddItemFlow(room?: PlanRoom): { start: (candidate: AddCandidate) => void; dialogs: ReactNode } {
  const { t } = useLingui();
  const [flow, setFlow] = useState<FlowStep>({ step: 'idle' });
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const proceedButton = useRef<HTMLButtonElement>(null);

  const opener = useRef<HTMLElement | null>(null);

  /** Focus goes back where the flow began; a button that turned into a disabled 'Added' hands it to its card's next control, else the page title. */
  const returnFocus = () => window.setTimeout(() => {
    const from = opener.current;
    if (from?.isConnected && !from.matches(':disabled')) {
      from.focus();
      return;
    }
    const target = from?.closest('article')?.querySelector<HTMLElement>('button:not(:disabled), a[href]')
      ?? document.querySelector<HTMLElement>('main h1');
    if (!target) return;
    if (!target.matches('button, a[href]')) target.tabIndex = -1;
    target.focus();
  }, 0);

  const close = () => {
    setFlow({ step: 'idle' });
    returnFocus();
  };

  const confirm = async (candidate: AddCandidate) => {
    const goal = candidate.kind === 'GOAL';
    setFlow({ step: 'adding', candidate });
    await wait(ADDING_DELAY_BEFORE_MS);
    let added: unknown;
    try {
      added = await candidate.add();
    } catch (error) {
      const limit = planLimitMessage(error);
      if (limit) {
        setFlow({ step: 'refused', candidate, message: limit });
        return;
      }
      const message = failureText(error);
      enqueueSnackbar(goal ? ADD_MESSAGES.goalFailed(message) : ADD_MESSAGES.habitFailed(message), themedToast('error'));
      close();
      return;
    }
    await wait(ADDING_DELAY_AFTER_MS);
    enqueueSnackbar(goal ? ADD_MESSAGES.goalAdded(headlineOf(candidate)) : ADD_MESSAGES.habitAdded(headlineOf(candidate)), themedToast('success'));
    const linkId = (added as { id?: unknown } | undefined)?.id;
    setFlow(goal ? { step: 'added', candidate, linkId: typeof linkId === 'string' ? linkId : undefined } : { step: 'idle' });
  };

  const proceedToHabits = (candidate: AddCandidate, goalId: string | undefined) => {
    const state: FromGoalState = { fromGoal: true, goalText: candidate.text, goalCategory: candidate.category, ...(goalId ? { goalId } : {}) };
    close();
    navigate('/habits', { state });
  };

  const candidate = flow.step === 'idle' ? null : flow.candidate;
  const goal = candidate?.kind !== 'HABIT';
  const text = candidate?.text;

  const dialogs = (
    <>
      <Dialog
        open={flow.step === 'confirm'}
        title={goal ? t`Add this goal?` : t`Add this habit?`}
        onClose={close}
        initialFocusRef={confirmButton}
        description={candidate && <CandidateSummary candidate={candidate} />}
      >
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={close}><Trans>Cancel</Trans></button>
          <button
            ref={confirmButton}
            type="button"
            className="btn btn--primary"
            onClick={() => candidate && void confirm(candidate)}
          >
            {goal ? <Trans>Add Goal</Trans> : <Trans>Add Habit</Trans>}
          </button>
        </div>
      </Dialog>

      <Dialog open={flow.step === 'adding'} title={goal ? t`Adding goal` : t`Adding habit`} onClose={close} dismissible={false}>
        <div className="add-flow__adding" role="status">
          <span className="add-flow__spinner" aria-hidden="true" />
          <p>{goal ? <Trans>Adding “{text}” to your goals…</Trans> : <Trans>Adding “{text}” to your habits…</Trans>}</p>
        </div>
      </Dialog>

      <Dialog
        open={flow.step === 'added'}
        title={t`Goal added`}
        onClose={close}
        initialFocusRef={proceedButton}
        description={
          <p>
            <Trans>
              “{text}” is now one of your goals. Habits are what carry a goal: choose a few
              that will move this one forward.
            </Trans>
          </p>
        }
      >
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={close}><Trans>Cancel</Trans></button>
          <button
            ref={proceedButton}
            type="button"
            className="btn btn--primary"
            onClick={() => candidate && proceedToHabits(candidate, flow.step === 'added' ? flow.linkId : undefined)}
          >
            <Trans>Proceed to habits</Trans>
          </button>
        </div>
      </Dialog>

      <PlanLimitDialog
        kind={candidate?.kind ?? 'GOAL'}
        message={flow.step === 'refused' ? flow.message : null}
        onClose={close}
      />
    </>
  );

  // At the plan's limit the explanation and the plans come first, never a confirmation that ends in a refusal.
  const start = (next: AddCandidate) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setFlow(room?.full ? { step: 'refused', candidate: next, message: room.message } : { step: 'confirm', candidate: next });
  };
  return { start, dialogs };
}

function CandidateSummary({ candidate }: { candidate: AddCandidate }) {
  return (
    <div className="add-flow__summary">
      <p className="add-flow__category">{categoryLabel(candidate.category)}</p>
      <p className="add-flow__headline">{candidate.headline}</p>
      <p className="add-flow__text">{candidate.text}</p>
    </div>
  );
}
