import OpenAI from 'openai';
import type { Config } from '../../config';
import { parsePlainDay, type PlainDay } from '../../shared/time/days';
import type { AiProvider, FocusAreaSuggestions, MilestoneSuggestion, Suggestion } from './ai-provider';
import { SCHEMAS, focusAreasPrompt, goalsPrompt, habitsPrompt, milestonesPrompt, motivationPrompt, type Message } from './prompts';

export class ModelAnswerError extends Error {}

function text(value: unknown, max: number, what: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new ModelAnswerError(`${what} is missing`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw new ModelAnswerError(`${what} is longer than ${max} characters`);
  return trimmed;
}

function items(value: unknown, count: number, category: string): Suggestion[] {
  if (!Array.isArray(value) || value.length === 0) throw new ModelAnswerError('no suggestions');
  return value.slice(0, count).map((entry: Record<string, unknown>) => ({
    category,
    text: text(entry?.text, 120, 'text'),
    headline: text(entry?.headline, 40, 'headline'),
    description: text(entry?.description, 240, 'description'),
    itemId: null,
  }));
}

/**
 * A milestone's date as the model gave it, kept only when it is a real calendar day
 * (no 2027-02-30) from `today` to the goal's target date (when it has one); otherwise the
 * milestone is offered without a date.
 */
export function milestoneDay(value: unknown, today: PlainDay, targetDate: PlainDay | null): PlainDay | null {
  let day: PlainDay;
  try {
    day = parsePlainDay(value);
  } catch {
    return null;
  }
  if (day < today || (targetDate !== null && day > targetDate)) return null;
  return day;
}

/**
 * Any OpenAI-compatible server (OpenAI, Ollama, llama.cpp, vLLM) through the official SDK, with
 * JSON-schema structured output. One retry at most, and the whole call within the timeout.
 * Every answer is checked for shape and lengths; a bad one throws ModelAnswerError.
 */
export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  private readonly client: OpenAI;

  constructor(private readonly options: Config['openai'] & { apiKey: string }) {
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, timeout: options.timeoutMs, maxRetries: 1 });
  }

  private async ask(messages: Message[], name: keyof typeof SCHEMAS): Promise<Record<string, unknown>> {
    const completion = await this.client.chat.completions.create({
      model: this.options.model,
      messages,
      temperature: 0.7,
      response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: SCHEMAS[name] as unknown as Record<string, unknown> } },
    }, { signal: AbortSignal.timeout(this.options.timeoutMs) });
    const content = completion.choices[0]?.message?.content;
    try {
      const parsed: unknown = JSON.parse(content ?? '');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
    throw new ModelAnswerError('the answer is not a JSON object');
  }

  async motivation({ profile, adherence, goals }: Parameters<AiProvider['motivation']>[0]): Promise<string> {
    return text((await this.ask(motivationPrompt(profile, adherence, goals), 'motivation')).message, 600, 'message');
  }

  async goals({ profile, category, count, goals }: Parameters<AiProvider['goals']>[0]): Promise<Suggestion[]> {
    return items((await this.ask(goalsPrompt(profile, category, count, goals), 'items')).items, count, category);
  }

  async habits({ profile, category, goalText, goal, count }: Parameters<AiProvider['habits']>[0]): Promise<Suggestion[]> {
    return items((await this.ask(habitsPrompt(profile, category, goalText, count, goal), 'items')).items, count, category);
  }

  async milestones({ profile, goal, count, day }: Parameters<AiProvider['milestones']>[0]): Promise<MilestoneSuggestion[]> {
    const { milestones } = await this.ask(milestonesPrompt(profile, goal, day, count), 'milestones');
    if (!Array.isArray(milestones) || milestones.length === 0) throw new ModelAnswerError('no milestones');
    return milestones.slice(0, count).map((entry: Record<string, unknown>) => ({
      text: text(entry?.text, 200, 'milestone'),
      dueOn: milestoneDay(entry?.dueOn, day, goal.targetDate),
    }));
  }

  async focusAreas({ profile, focusAreas, count }: Parameters<AiProvider['focusAreas']>[0]): Promise<FocusAreaSuggestions[]> {
    const { areas } = await this.ask(focusAreasPrompt(profile, focusAreas, count), 'focusAreas');
    if (!Array.isArray(areas)) throw new ModelAnswerError('no focus areas');
    return focusAreas.map((focusArea) => {
      const area = areas.find((entry: Record<string, unknown>) => entry?.focusArea === focusArea
        || (focusArea === 'Development' && entry?.focusArea === 'Self-Development'));
      if (!area) throw new ModelAnswerError(`no goals for ${focusArea}`);
      return { focusArea, goals: items(area.goals, count, focusArea) };
    });
  }
}
