import type { Item } from '../catalogue/item.entity';
import { Category, ItemKind } from '../../shared/categories';
import { type AiProvider, type MilestoneSuggestion, type Suggestion, pick, shuffled } from './ai-provider';
import { addDays, daysBetween } from '../../shared/time/days';
import {
  ADHERENCE_LINES, CHALLENGE_MESSAGES, FOCUS_AREA_LINES, NO_HABITS_LINES, type Challenge, type FocusArea,
} from './offline-content';
import type { Adherence, GoalContext } from './prompts';

/** The catalogue items of a kind in some categories, without the ones to leave out. */
export type CatalogueSource = (kind: ItemKind, categories: Category[]) => Promise<Item[]>;

const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'to', 'of', 'in', 'on', 'for', 'by', 'with', 'my', 'your', 'at', 'or', 'per', 'every', 'each', 'day', 'days', 'week', 'weeks', 'month', 'months', 'within', 'least', 'minutes', 'than', 'more', 'less', 'from', 'into']);

/** Words that carry meaning, lightly stemmed, for matching habits to a goal. */
function words(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^a-z]+/)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word))
    .map((word) => word.replace(/(ing|ed|es|s)$/, '')));
}

const asSuggestion = (item: Item): Suggestion => ({
  category: item.category, text: item.text, headline: item.headline, description: item.description, itemId: item.id,
});

function fill(template: string, adherence: Adherence): string {
  return template.replace('{done}', String(adherence.done)).replace('{possible}', String(adherence.possible))
    .replace('{best}', adherence.best ?? 'your habits');
}

function adherenceLine(adherence: Adherence, seed: string): string {
  if (adherence.habitCount === 0) return pick(NO_HABITS_LINES, seed);
  const share = adherence.possible ? adherence.done / adherence.possible : 0;
  const band = adherence.possible === 0 ? 'fresh' : adherence.daysHeld < 3 ? 'starting'
    : adherence.done === 0 ? 'none' : share < 0.4 ? 'low' : share < 0.8 ? 'steady' : 'strong';
  return fill(pick(ADHERENCE_LINES[band], seed), adherence);
}

/**
 * One sentence on the goal that most needs attention: one past its target date, else the one
 * whose linked habits are kept least, else the next milestone of the least advanced goal.
 */
export function goalNudge(goals: readonly GoalContext[]): string | null {
  const open = goals.filter((goal) => goal.status !== 'Complete');
  if (!open.length) return null;
  const overdue = open.find((goal) => goal.overdue);
  if (overdue) {
    return `"${overdue.text}" is past its target date of ${overdue.targetDate}: set a new date you believe in, or pick the one step that would close it${overdue.nextMilestone ? `, such as "${overdue.nextMilestone}"` : ''}.`;
  }
  const struggling = open.filter((goal) => goal.habitsDue > 0 && goal.habitsDone / goal.habitsDue < 0.5)
    .sort((a, b) => a.habitsDone / a.habitsDue - b.habitsDone / b.habitsDue)[0];
  if (struggling) {
    return `The habits behind "${struggling.text}" were kept on ${struggling.habitsDone} of ${struggling.habitsDue} due days lately; make one of them smaller today rather than skipping it.`;
  }
  const next = [...open].sort((a, b) => a.percent - b.percent).find((goal) => goal.nextMilestone);
  if (next) return `"${next.text}" stands at ${next.percent}%; your next milestone is "${next.nextMilestone}".`;
  const unplanned = open.find((goal) => goal.milestonesTotal === 0);
  return unplanned ? `Give "${unplanned.text}" a first milestone today: one small, measurable step with a date.` : null;
}

/** Milestone templates: a measurable start, quarter, half, three quarters and finish. */
const MILESTONE_STEPS: Array<(goal: string) => string> = [
  (goal) => `Write down what done looks like for "${goal}" and how you will measure it`,
  (goal) => `Reach a quarter of the way to "${goal}" and note what helped`,
  (goal) => `Halfway to "${goal}": review the plan and adjust the next steps`,
  (goal) => `Three quarters of the way to "${goal}": remove whatever still blocks the finish`,
  (goal) => `Finish "${goal}" and celebrate it`,
];

/**
 * The built-in provider: suggestions from the catalogue and messages written for each focus
 * area and challenge, varied by day. The default with no model, and the fallback.
 */
export class OfflineProvider implements AiProvider {
  readonly name = 'offline' as const;

  constructor(private readonly catalogue: CatalogueSource) {}

  async motivation({ profile, adherence, goals = [], day, seed }: Parameters<AiProvider['motivation']>[0]): Promise<string> {
    const daySeed = `${day}:${seed}`;
    const challenge = (profile.challenges.find((c) => c in CHALLENGE_MESSAGES) ?? pick(Object.keys(CHALLENGE_MESSAGES), daySeed)) as Challenge;
    const focusArea = (profile.focusAreas.find((f) => f in FOCUS_AREA_LINES) ?? pick(Object.keys(FOCUS_AREA_LINES), `${daySeed}:f`)) as FocusArea;
    return [
      pick(CHALLENGE_MESSAGES[challenge], `${daySeed}:c`),
      pick(FOCUS_AREA_LINES[focusArea], `${daySeed}:a`),
      adherenceLine(adherence, `${daySeed}:h`),
      goalNudge(goals),
    ].filter((line): line is string => Boolean(line)).join(' ');
  }

  /**
   * Goals of the category, varied by day. Beside goals the user already holds, goals that
   * repeat their words come last (something new is more use); while the user keeps the habits
   * of their goals on fewer than half of the due days, the shorter (smaller) goals come first.
   */
  async goals({ category, count, day, goals = [] }: Parameters<AiProvider['goals']>[0]): Promise<Suggestion[]> {
    const items = shuffled(await this.catalogue(ItemKind.GOAL, [category as Category]), `${day}:${category}`);
    const heldWords = words(goals.map((goal) => goal.text).join(' '));
    const [done, due] = goals.reduce(([d, u], goal) => [d + goal.habitsDone, u + goal.habitsDue], [0, 0]);
    const struggling = due > 0 && done / due < 0.5;
    const rank = (item: Item) => {
      const overlap = [...words(item.text)].filter((word) => heldWords.has(word)).length;
      return overlap * 1000 + (struggling ? item.text.length : 0);
    };
    return items.map((item, index) => ({ item, index, rank: rank(item) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index).slice(0, count).map(({ item }) => asSuggestion(item));
  }

  /** Milestones from templates, spread evenly from today to the target date (undated without one). */
  async milestones({ goal, count, day }: Parameters<AiProvider['milestones']>[0]): Promise<MilestoneSuggestion[]> {
    const have = new Set(goal.milestones.map((m) => m.trim().toLowerCase()));
    const name = goal.text.length > 80 ? `${goal.text.slice(0, 77)}...` : goal.text;
    const steps = MILESTONE_STEPS.map((step) => step(name)).filter((text) => !have.has(text.toLowerCase())).slice(0, count);
    const span = goal.targetDate && goal.targetDate > day ? daysBetween(day, goal.targetDate) : null;
    return steps.map((text, i) => ({
      text,
      dueOn: span === null ? null : addDays(day, Math.max(1, Math.round((span * (i + 1)) / steps.length))),
    }));
  }

  /** Habits of the category (then Essential ones), the most relevant to the goal first. */
  async habits({ category, goalText, goal, count, day }: Parameters<AiProvider['habits']>[0]): Promise<Suggestion[]> {
    const categories = category === Category.Essential ? [Category.Essential] : [category as Category, Category.Essential];
    const items = shuffled(await this.catalogue(ItemKind.HABIT, categories), `${day}:${category}`);
    // The goal's plan steers too: the words of its milestones still to do.
    const goalWords = words([goalText ?? goal?.text ?? '', goal?.nextMilestone ?? ''].join(' '));
    const score = (item: Item) => {
      const itemWords = words(`${item.text} ${item.headline} ${item.description}`);
      const overlap = [...goalWords].filter((word) => itemWords.has(word)).length;
      return overlap * 10 + (item.category === category ? 1 : 0);
    };
    return items.map((item) => ({ item, score: score(item) }))
      .sort((a, b) => b.score - a.score).slice(0, count).map(({ item }) => asSuggestion(item));
  }

  async focusAreas({ focusAreas, count, day, profile }: Parameters<AiProvider['focusAreas']>[0]) {
    return Promise.all(focusAreas.map(async (focusArea) => ({
      focusArea,
      goals: await this.goals({ profile, category: focusArea, count, day }),
    })));
  }
}
