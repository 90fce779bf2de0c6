import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { GoalCard_GoalFragment } from '../../gql/graphql';
import { categoryLabel } from '../../ui/categories';
import { ConfirmRemoveDialog } from '../../ui/ConfirmRemoveDialog';
import { statusHint, statusName } from '../../shared/goal-status/goal-status';
import { GoalStatusControl } from './GoalStatusControl';
import { useRemoveLink } from '../../shared/links/useItemLinks';
import { useSetGoalStatus } from './useSetGoalStatus';
import { GoalPlanDialog } from './GoalPlanDialog';
import { GoalPlanSummary } from './GoalPlanSummary';

/** The user's goals of the chosen category, each with its status control and Remove. */
export function CurrentGoalList({ goals, labelledBy }: { goals: readonly GoalCard_GoalFragment[]; labelledBy: string }) {
  const setGoalStatus = useSetGoalStatus();
  const [removing, setRemoving] = useState<GoalCard_GoalFragment | null>(null);
  const [planning, setPlanning] = useState<string | null>(null);
  // The dialog follows the cached goal, so its plan updates as each change is answered.
  const planned = goals.find((goal) => goal.id === planning) ?? null;
  return (
    <>
      <ul className="current-list" aria-labelledby={labelledBy}>
        {goals.map((goal) => (
          <li key={goal.id}>
            <GoalCard
              goal={goal}
              onStatus={(status) => setGoalStatus(goal, status)}
              onRemove={() => setRemoving(goal)}
              onEditPlan={() => setPlanning(goal.id)}
            />
          </li>
        ))}
      </ul>
      <RemoveGoalDialog goal={removing} onClose={() => setRemoving(null)} />
      <GoalPlanDialog goal={planned} onClose={() => setPlanning(null)} />
    </>
  );
}

interface GoalCardProps {
  goal: GoalCard_GoalFragment;
  onStatus: (status: GoalCard_GoalFragment['status']) => void;
  onRemove: () => void;
  onEditPlan: () => void;
}

function GoalCard({ goal, onStatus, onRemove, onEditPlan }: GoalCardProps) {
  const name = goal.item.headline || goal.item.text;
  const { t } = useLingui();
  return (
    <article className={`current-card current-card--goal current-card--${goal.status.toLowerCase()}${goal.progress.overdue ? ' current-card--overdue' : ''}`} aria-label={name}>
      <img className="current-card__image" src={goal.item.img} alt="" loading="lazy" />
      <div className="current-card__body">
        <p className="item-card__tags">
          <span className="category-tag">{categoryLabel(goal.item.category)}</span>
          <span className={`status-pill status-pill--${goal.status.toLowerCase()}`}>{statusName(goal.status)}</span>
        </p>
        <h3 className="current-card__title" translate="no">{name}</h3>
        {goal.item.text !== name && <p className="current-card__text" translate="no">{goal.item.text}</p>}
      </div>
      <button type="button" className="current-card__remove" aria-label={t`Remove ${name}`} title={t`Remove`} onClick={onRemove}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <GoalPlanSummary goal={goal} name={name} onEditPlan={onEditPlan} onMarkComplete={() => onStatus('COMPLETE')} />
      <div className="current-card__controls">
        <GoalStatusControl status={goal.status} goalName={name} onChange={onStatus} />
      </div>
      {statusHint(goal.status, goal.progress.percent) && <p className="current-card__status-hint">{statusHint(goal.status, goal.progress.percent)}</p>}
    </article>
  );
}

function RemoveGoalDialog({ goal, onClose }: { goal: GoalCard_GoalFragment | null; onClose: () => void }) {
  const removeGoal = useRemoveLink('GOAL');
  const { t } = useLingui();
  const name = goal?.item.text;
  const onRemove = async () => {
    if (!goal) return;
    try {
      await removeGoal(goal);
    } catch (error) {
      // SPEC §8: a failed goal removal is only logged; the goal stays in the list.
      console.error('Could not remove the goal', error);
    }
  };
  return (
    <ConfirmRemoveDialog
      open={goal !== null}
      title={t`Remove goal?`}
      description={<p><Trans>“{name}” leaves your goals. You can add it again later.</Trans></p>}
      onRemove={onRemove}
      onClose={onClose}
    />
  );
}
