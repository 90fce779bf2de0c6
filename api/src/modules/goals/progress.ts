import type { GoalMilestone } from './goal-milestone.entity';

/**
 * A goal's progress rolled up from what the user did (issue 15), as a pure function: the share
 * of its milestones done, its linked habits' adherence over the window (the habit rules' due
 * occasions done over due occasions, pooled across the habits), and the share of its linked
 * tasks completed. Progress is the plain average of the parts that have anything to count; the
 * formula is written out for the user in one line.
 */
export interface ProgressParts {
  milestonesDone: number;
  milestonesTotal: number;
  /** Due occasions done / due over the window, pooled across the linked habits. */
  habitsDone: number;
  habitsDue: number;
  /** How many habits are linked (a habit with nothing due in the window still counts here). */
  habitCount: number;
  tasksDone: number;
  tasksTotal: number;
  /** The window's length in days (30, or the Free plan's trend window when shorter). */
  windowDays: number;
  /** True when the plan's trend window cut the 30 days. */
  clamped: boolean;
}

export interface RolledUp {
  /** 0 to 1, or null when there is nothing to count yet. */
  share: number | null;
  /** Whole percent, 0 when there is nothing to count. */
  percent: number;
  formula: string;
}

const pct = (share: number) => `${Math.round(share * 100)}%`;

export function rollUp(parts: ProgressParts): RolledUp {
  const terms: Array<{ share: number; text: string }> = [];
  if (parts.milestonesTotal > 0) {
    const share = parts.milestonesDone / parts.milestonesTotal;
    terms.push({ share, text: `milestones ${parts.milestonesDone}/${parts.milestonesTotal} (${pct(share)})` });
  }
  if (parts.habitsDue > 0) {
    const share = parts.habitsDone / parts.habitsDue;
    terms.push({ share, text: `habits ${parts.habitsDone}/${parts.habitsDue} due days done in the last ${parts.windowDays} days (${pct(share)})` });
  }
  if (parts.tasksTotal > 0) {
    const share = parts.tasksDone / parts.tasksTotal;
    terms.push({ share, text: `tasks ${parts.tasksDone}/${parts.tasksTotal} done (${pct(share)})` });
  }
  if (!terms.length) {
    return { share: null, percent: 0, formula: 'Nothing to measure yet: add milestones, link habits or tasks to see progress.' };
  }
  const share = terms.reduce((sum, term) => sum + term.share, 0) / terms.length;
  // Said in plain words: the Free plan's trend window is why habits look back fewer days.
  const window = parts.habitsDue > 0 && parts.clamped ? `. The Free plan looks back ${parts.windowDays} days for habits.` : '';
  const formula = (terms.length === 1
    ? `Progress ${pct(share)} = ${terms[0].text}`
    : `Progress ${pct(share)} = average of ${terms.map((term) => term.text).join(', ')}`) + window;
  return { share, percent: Math.round(share * 100), formula };
}

/** How many milestones a goal may hold. */
export const MAX_MILESTONES = 50;
export const MAX_MILESTONE_LENGTH = 500;
/** The habits' adherence looks at the last 30 days (the Free plan's trend window cuts it). */
export const PROGRESS_WINDOW_DAYS = 30;

/**
 * A goal's plan as a goal's own answers show it (REST's goal link): goal-plans builds it, with
 * the habits themselves (GoalPlan), above both goals and habits.
 */
export interface GoalPlanView extends ProgressParts, RolledUp {
  milestones: GoalMilestone[];
  habits: ReadonlyArray<{ id: string }>;
  overdue: boolean;
  offerComplete: boolean;
}
