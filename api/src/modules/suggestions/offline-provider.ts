import type { Item } from '../catalogue/item.entity';
import { Category, ItemKind } from '../../shared/categories';
import { type AiProvider, type Suggestion, pick, shuffled } from './ai-provider';
import {
  ADHERENCE_LINES, CHALLENGE_MESSAGES, FOCUS_AREA_LINES, NO_HABITS_LINES, type Challenge, type FocusArea,
} from './offline-content';
import type { Adherence } from './prompts';

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
  const band = adherence.daysHeld < 3 ? 'starting'
    : adherence.done === 0 ? 'none' : share < 0.4 ? 'low' : share < 0.8 ? 'steady' : 'strong';
  return fill(pick(ADHERENCE_LINES[band], seed), adherence);
}

/**
 * The built-in provider: suggestions from the catalogue and messages written for each focus
 * area and challenge, varied by day. The default with no model, and the fallback.
 */
export class OfflineProvider implements AiProvider {
  readonly name = 'offline' as const;

  constructor(private readonly catalogue: CatalogueSource) {}

  async motivation({ profile, adherence, day, seed }: Parameters<AiProvider['motivation']>[0]): Promise<string> {
    const daySeed = `${day}:${seed}`;
    const challenge = (profile.challenges.find((c) => c in CHALLENGE_MESSAGES) ?? pick(Object.keys(CHALLENGE_MESSAGES), daySeed)) as Challenge;
    const focusArea = (profile.focusAreas.find((f) => f in FOCUS_AREA_LINES) ?? pick(Object.keys(FOCUS_AREA_LINES), `${daySeed}:f`)) as FocusArea;
    return [
      pick(CHALLENGE_MESSAGES[challenge], `${daySeed}:c`),
      pick(FOCUS_AREA_LINES[focusArea], `${daySeed}:a`),
      adherenceLine(adherence, `${daySeed}:h`),
    ].join(' ');
  }

  async goals({ category, count, day }: Parameters<AiProvider['goals']>[0]): Promise<Suggestion[]> {
    const items = await this.catalogue(ItemKind.GOAL, [category as Category]);
    return shuffled(items, `${day}:${category}`).slice(0, count).map(asSuggestion);
  }

  /** Habits of the category (then Essential ones), the most relevant to the goal first. */
  async habits({ category, goalText, count, day }: Parameters<AiProvider['habits']>[0]): Promise<Suggestion[]> {
    const categories = category === Category.Essential ? [Category.Essential] : [category as Category, Category.Essential];
    const items = shuffled(await this.catalogue(ItemKind.HABIT, categories), `${day}:${category}`);
    const goalWords = words(goalText ?? '');
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
