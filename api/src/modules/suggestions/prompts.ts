// Every prompt the app sends to a model, in one place. Bump PROMPT_VERSION when a prompt or
// schema changes: it is part of the cache key, so old answers are not reused.
export const PROMPT_VERSION = '2026-11-22.1';

export interface Profile {
  focusAreas: string[];
  challenges: string[];
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

const SYSTEM = [
  'You are Cairn, a warm, practical coach inside a goal and habit tracker.',
  'Be specific and concrete; no platitudes, no emojis, no medical, legal or financial guarantees.',
  'Answer only with JSON that matches the given schema.',
].join(' ');

const label = (focusArea: string) => (focusArea === 'Development' ? 'Self-Development' : focusArea);
const profileLine = (p: Profile) =>
  `Focus area: ${p.focusAreas.map(label).join(', ') || 'not set'}. Main challenge: ${p.challenges.join(', ') || 'not set'}.`;

export type Message = { role: 'system' | 'user'; content: string };

export function motivationPrompt(profile: Profile, adherence: Adherence): Message[] {
  const week = adherence.habitCount === 0
    ? 'They have no habits yet.'
    : `In the last 7 days they completed ${adherence.done} of ${adherence.possible} habit check-ins${adherence.best ? `; the habit they kept best was "${adherence.best}"` : ''}.`;
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `${profileLine(profile)} ${week}\nWrite today's motivational message for them: 2 to 4 sentences, at most 600 characters, `
        + 'speaking to their challenge and to what they actually did this week, ending with one small concrete step for today.',
    },
  ];
}

export function goalsPrompt(profile: Profile, category: string, count: number): Message[] {
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `${profileLine(profile)}\nSuggest ${count} goals in the ${label(category)} category. Each goal is specific and measurable with a time frame `
        + '(text, at most 120 characters), with a short headline (at most 40 characters) and a one- or two-sentence description (at most 240 characters).',
    },
  ];
}

export function habitsPrompt(profile: Profile, category: string, goalText: string | undefined, count: number): Message[] {
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `${profileLine(profile)}\nSuggest ${count} small, concrete daily habits in the ${label(category)} category`
        + `${goalText ? ` that carry this goal: "${goalText}"` : ''}. Each habit has text (at most 120 characters), `
        + 'a short headline (at most 40 characters) and a one- or two-sentence description (at most 240 characters).',
    },
  ];
}

export function focusAreasPrompt(profile: Profile, focusAreas: string[], count: number): Message[] {
  return [
    { role: 'system', content: SYSTEM },
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
