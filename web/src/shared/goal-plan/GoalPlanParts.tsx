import { Trans, useLingui } from '@lingui/react/macro';
import type { GoalPlan_GoalFragment } from '../../gql/graphql';
import { PercentBar } from '../../ui/PercentBar';
import { shortDayText } from '../work-day-text';
import { PLAN_TEXTS } from './plan-texts';

/**
 * The pieces of a goal's plan and progress that every screen showing them shares (issue 15): the
 * Goals page's cards and the Progress view's per-goal panel. Each takes `block`, the BEM block
 * whose `__bar`, `__fill`, `__formula`, `__flag` and `__aside` classes style it, so each screen
 * keeps its own look while the words and the markup stay one.
 */

type Progress = GoalPlan_GoalFragment['progress'];

/** The progress bar, announced as "Progress of {name}", and under it the formula behind it in one line. */
export function GoalProgressMeter({ block, name, progress }: { block: string; name: string; progress: Pick<Progress, 'percent' | 'formula'> }) {
  const { t } = useLingui();
  return (
    <>
      <PercentBar block={block} role="progressbar" label={t`Progress of ${name}`} percent={progress.percent} />
      <p className={`${block}__formula`}>{progress.formula}</p>
    </>
  );
}

/**
 * The target date (after "Target " when `labelled`), or that there is none yet; flagged once
 * passed while the goal is not complete.
 */
export function GoalTargetDate({ block, targetDate, overdue, labelled = false }: { block: string; targetDate: string | null; overdue: boolean; labelled?: boolean }) {
  let date = null;
  if (targetDate) {
    const day = <time dateTime={targetDate}>{shortDayText(targetDate)}</time>;
    date = labelled ? <Trans>Target {day}</Trans> : day;
  }
  return (
    <>
      {date ?? PLAN_TEXTS.noTargetDate}
      {overdue && <span className={`${block}__flag`}>{PLAN_TEXTS.overdue}</span>}
    </>
  );
}

/** The next milestone not done, with its date; else that all are done, or that there are none yet. */
export function NextMilestone({ block, progress }: { block: string; progress: Pick<Progress, 'nextMilestone' | 'milestonesTotal'> }) {
  const next = progress.nextMilestone;
  if (!next) return <>{progress.milestonesTotal ? PLAN_TEXTS.allMilestonesDone : PLAN_TEXTS.noMilestones}</>;
  return (
    <>
      <span translate="no">{next.text}</span>
      {next.dueOn && <span className={`${block}__aside`}> · <time dateTime={next.dueOn}>{shortDayText(next.dueOn)}</time></span>}
    </>
  );
}
