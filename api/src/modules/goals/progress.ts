import type { GoalMilestone } from './goal-milestone.entity';
import { formatMessage, listText, translate } from '../../shared/i18n/messages';
import { PROGRESS_TEXTS } from './progress-texts';

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

interface Term { key: 'milestones' | 'habits' | 'tasks'; done: number; total: number; share: number }

/** The parts that have anything to count, with their shares. */
function termsOf(parts: ProgressParts): Term[] {
  const terms: Term[] = [];
  if (parts.milestonesTotal > 0) terms.push({ key: 'milestones', done: parts.milestonesDone, total: parts.milestonesTotal, share: parts.milestonesDone / parts.milestonesTotal });
  if (parts.habitsDue > 0) terms.push({ key: 'habits', done: parts.habitsDone, total: parts.habitsDue, share: parts.habitsDone / parts.habitsDue });
  if (parts.tasksTotal > 0) terms.push({ key: 'tasks', done: parts.tasksDone, total: parts.tasksTotal, share: parts.tasksDone / parts.tasksTotal });
  return terms;
}

/** Progress is the plain average of the parts that count. */
const averageOf = (terms: readonly Term[]) => terms.reduce((sum, term) => sum + term.share, 0) / terms.length;

/** The formula in one line for people, in `locale`'s words (English by default). */
export function progressFormula(parts: ProgressParts, locale = 'en'): string {
  const terms = termsOf(parts);
  if (!terms.length) return translate(PROGRESS_TEXTS, locale, 'nothing');
  const percent = (share: number) => formatMessage(locale, '{share, number, percent}', { share: Math.round(share * 100) / 100 });
  const share = averageOf(terms);
  const texts = terms.map((term) => translate(PROGRESS_TEXTS, locale, term.key, { done: term.done, total: term.total, days: parts.windowDays, percent: percent(term.share) }));
  const formula = terms.length === 1
    ? translate(PROGRESS_TEXTS, locale, 'one', { percent: percent(share), term: texts[0] })
    : translate(PROGRESS_TEXTS, locale, 'average', { percent: percent(share), terms: listText(locale, texts) });
  // Said in plain words: the Free plan's trend window is why habits look back fewer days.
  return parts.habitsDue > 0 && parts.clamped ? translate(PROGRESS_TEXTS, locale, 'clamped', { formula, days: parts.windowDays }) : formula;
}

export function rollUp(parts: ProgressParts): RolledUp {
  const terms = termsOf(parts);
  const share = terms.length ? averageOf(terms) : null;
  return { share, percent: share === null ? 0 : Math.round(share * 100), formula: progressFormula(parts) };
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
