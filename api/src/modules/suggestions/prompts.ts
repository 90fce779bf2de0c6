import { PSEUDO_LOCALE, type Language } from '../../shared/i18n/languages';

// Every prompt the app sends to a model, in one place. Bump PROMPT_VERSION when a prompt or
// schema changes: it is part of the cache key, so old answers are not reused.
export const PROMPT_VERSION = '2026-11-27.1';

export interface Profile {
  focusAreas: string[];
  challenges: string[];
  /** The language the user reads (their locale's): the model answers in it, and it is part of every cache key. */
  language: Language;
}

export interface Adherence {
  /** Habit check-ins done in the last 7 days, and possible (habits held x days). */
  done: number;
  possible: number;
  /** The habit done most often, if any. */
  best?: string;
  habitCount: number;
  /** How many of the 7 days the oldest habit has been held (1 to 7). */
  daysHeld: number;
}

/** One of the user's goals as the AI sees it: its plan and what the user actually did for it. */
export interface GoalContext {
  text: string;
  status: string;
  targetDate: string | null;
  overdue: boolean;
  percent: number;
  milestonesDone: number;
  milestonesTotal: number;
  milestones: string[];
  nextMilestone: string | null;
  /** The linked habits' due days done / due over the last `windowDays` (habit rules' adherence). */
  habitsDone: number;
  habitsDue: number;
  habits: string[];
  windowDays: number;
  tasksDone: number;
  tasksTotal: number;
}

/** A goal's plan and real adherence in one line, for a prompt. */
export function goalLine(goal: GoalContext): string {
  const parts = [
    `status ${goal.status}`,
    goal.targetDate ? `target date ${goal.targetDate}${goal.overdue ? ' (passed, not complete)' : ''}` : 'no target date',
    goal.milestonesTotal ? `milestones ${goal.milestonesDone}/${goal.milestonesTotal} done${goal.nextMilestone ? `, next: "${goal.nextMilestone}"` : ''}` : 'no milestones',
    goal.habits.length
      ? `habits ${goal.habits.map((h) => `"${h}"`).join(', ')} done on ${goal.habitsDone} of ${goal.habitsDue} due days in the last ${goal.windowDays} days`
      : 'no habits linked',
    goal.tasksTotal ? `tasks ${goal.tasksDone}/${goal.tasksTotal} done` : 'no tasks',
  ];
  return `"${goal.text}" (${parts.join('; ')}; progress ${goal.percent}%)`;
}

const goalsBlock = (goals: readonly GoalContext[]) =>
  goals.length ? `Their goals: ${goals.slice(0, 5).map(goalLine).join('; ')}.` : 'They have no goals yet.';

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** The system prompt, asking for answers in `language` by its English name (the pseudo-locale reads English). */
const system = (language: Language): Message => ({
  role: 'system',
  content: [
    'You are Cairn, a warm, practical coach inside a goal and habit tracker.',
    'Be specific and concrete; no platitudes, no emojis, no medical, legal or financial guarantees.',
    'Answer only with JSON that matches the given schema.',
    `Answer in ${LANGUAGE_NAMES.of(language === PSEUDO_LOCALE ? 'en' : language)}.`,
  ].join(' '),
});

const label = (focusArea: string) => (focusArea === 'Development' ? 'Self-Development' : focusArea);
const profileLine = (p: Profile) =>
  `Focus area: ${p.focusAreas.map(label).join(', ') || 'not set'}. Main challenge: ${p.challenges.join(', ') || 'not set'}.`;

export type Message = { role: 'system' | 'user'; content: string };

export function motivationPrompt(profile: Profile, adherence: Adherence, goals: readonly GoalContext[] = []): Message[] {
  const week = adherence.habitCount === 0
    ? 'They have no habits yet.'
    : `In the last 7 days they completed ${adherence.done} of ${adherence.possible} habit check-ins${adherence.best ? `; the habit they kept best was "${adherence.best}"` : ''}.`;
  return [
    system(profile.language),
    {
      role: 'user',
      content: `${profileLine(profile)} ${week} ${goalsBlock(goals)}\nWrite today's motivational message for them: 2 to 4 sentences, at most 600 characters, `
        + 'speaking to their challenge, to what they actually did this week and to where their goals stand (a passed target date, the next milestone), '
        + 'ending with one small concrete step for today.',
    },
  ];
}

export function goalsPrompt(profile: Profile, category: string, count: number, goals: readonly GoalContext[] = []): Message[] {
  return [
    system(profile.language),
    {
      role: 'user',
      content: `${profileLine(profile)} ${goalsBlock(goals)}\nSuggest ${count} goals in the ${label(category)} category that fit beside the goals they have `
        + '(where their habits are kept on fewer than half of the due days, suggest smaller, easier goals). Each goal is specific and measurable with a time frame '
        + '(text, at most 120 characters), with a short headline (at most 40 characters) and a one- or two-sentence description (at most 240 characters).',
    },
  ];
}

export function habitsPrompt(profile: Profile, category: string, goalText: string | undefined, count: number, goal?: GoalContext): Message[] {
  const plan = goal ? ` The goal's plan and how it is going: ${goalLine(goal)}. Suggest habits that move its next milestone and that differ from the habits already linked;`
    + ' when the linked habits are kept on fewer than half of their due days, suggest smaller ones.' : '';
  return [
    system(profile.language),
    {
      role: 'user',
      content: `${profileLine(profile)}\nSuggest ${count} small, concrete daily habits in the ${label(category)} category`
        + `${goalText ? ` that carry this goal: "${goalText}"` : ''}.${plan} Each habit has text (at most 120 characters), `
        + 'a short headline (at most 40 characters) and a one- or two-sentence description (at most 240 characters).',
    },
  ];
}

export function milestonesPrompt(profile: Profile, goal: GoalContext, today: string, count: number): Message[] {
  return [
    system(profile.language),
    {
      role: 'user',
      content: `${profileLine(profile)} Today is ${today}. The goal: ${goalLine(goal)}.\nSuggest ${count} milestones that break this goal into smaller, `
        + 'measurable steps in order, different from the milestones it already has'
        + `${goal.milestones.length ? ` (${goal.milestones.map((m) => `"${m}"`).join(', ')})` : ''}. Each has text (at most 200 characters) and dueOn: `
        + `a date YYYY-MM-DD between today and ${goal.targetDate ?? 'a sensible date'}, or null.`,
    },
  ];
}

export function focusAreasPrompt(profile: Profile, focusAreas: string[], count: number): Message[] {
  return [
    system(profile.language),
    {
      role: 'user',
      content: `${profileLine(profile)}\nFor each of these focus areas: ${focusAreas.map(label).join(', ')}, suggest ${count} specific, measurable goals `
        + '(text at most 120 characters, headline at most 40, description at most 240). Use the focus area names exactly as given.',
    },
  ];
}

const item = {
  type: 'object',
  additionalProperties: false,
  required: ['text', 'headline', 'description'],
  properties: {
    text: { type: 'string', maxLength: 120 },
    headline: { type: 'string', maxLength: 40 },
    description: { type: 'string', maxLength: 240 },
  },
} as const;

/** JSON schemas for structured output (the answers are validated again on arrival). */
export const SCHEMAS = {
  motivation: {
    type: 'object', additionalProperties: false, required: ['message'],
    properties: { message: { type: 'string', maxLength: 600 } },
  },
  items: {
    type: 'object', additionalProperties: false, required: ['items'],
    properties: { items: { type: 'array', items: item } },
  },
  milestones: {
    type: 'object', additionalProperties: false, required: ['milestones'],
    properties: {
      milestones: {
        type: 'array',
        items: {
          type: 'object', additionalProperties: false, required: ['text', 'dueOn'],
          properties: { text: { type: 'string', maxLength: 200 }, dueOn: { type: ['string', 'null'] } },
        },
      },
    },
  },
  focusAreas: {
    type: 'object', additionalProperties: false, required: ['areas'],
    properties: {
      areas: {
        type: 'array',
        items: {
          type: 'object', additionalProperties: false, required: ['focusArea', 'goals'],
          properties: { focusArea: { type: 'string' }, goals: { type: 'array', items: item } },
        },
      },
    },
  },
} as const;
