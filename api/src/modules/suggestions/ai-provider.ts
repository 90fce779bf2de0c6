import type { Adherence, GoalContext, Profile } from './prompts';

/** A suggested goal or habit; `itemId` is set when it is a catalogue item. */
export interface Suggestion {
  /** The catalogue item's own category, or the one the model was asked for. */
  category: string;
  text: string;
  headline: string;
  description: string;
  itemId: string | null;
}

/** A suggested milestone for a goal: text, and a day or null. */
export interface MilestoneSuggestion {
  text: string;
  dueOn: string | null;
}

export interface FocusAreaSuggestions {
  focusArea: string;
  goals: Suggestion[];
}

/**
 * Where suggestions and motivation come from: a model (OpenAI-compatible) or the built-in
 * offline provider. `exclude` lists what the user already has, by item id and by text.
 */
export interface AiProvider {
  readonly name: 'openai' | 'offline';
  motivation(input: { profile: Profile; adherence: Adherence; goals?: GoalContext[]; day: string; seed: string }): Promise<string>;
  goals(input: { profile: Profile; category: string; count: number; day: string; goals?: GoalContext[] }): Promise<Suggestion[]>;
  habits(input: { profile: Profile; category: string; goalText?: string; goal?: GoalContext; count: number; day: string }): Promise<Suggestion[]>;
  /** Milestones for one goal, in order, dated between `day` and its target date when it has one. */
  milestones(input: { profile: Profile; goal: GoalContext; count: number; day: string }): Promise<MilestoneSuggestion[]>;
  focusAreas(input: { profile: Profile; focusAreas: string[]; count: number; day: string }): Promise<FocusAreaSuggestions[]>;
}

/** A small stable hash, for picking by day without randomness. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** A day-stable shuffle: the same seed gives the same order. */
export function shuffled<T>(list: readonly T[], seed: string): T[] {
  return list.map((value, index) => ({ value, key: hashOf(`${seed}:${index}`) }))
    .sort((a, b) => a.key - b.key).map(({ value }) => value);
}

export function pick<T>(list: readonly T[], seed: string): T {
  return list[hashOf(seed) % list.length];
}
