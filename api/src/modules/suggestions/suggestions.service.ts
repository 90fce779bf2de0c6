import { createHash } from 'node:crypto';
import { LessThan, type DataSource } from 'typeorm';
import { sqlTable } from '../../db/sql-names';
import { purgePerUser, userIdsOf } from '../../db/purge-per-user';
import type { Config } from '../../config';
import { Category, ItemKind, categoriesOf } from '../../shared/categories';
import { addDays, parseUserDay, userToday, utcToday as today } from '../../shared/dates';
import { badInput } from '../../shared/errors';
import type { Logger } from '../../shared/logger';
import { languageOf } from '../../shared/i18n/languages';
import type { RateLimiter } from '../../shared/rate-limit';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { GoalsService } from '../goals/goals.service';
import type { GoalPlansService } from '../goal-plans/goal-plans.service';
import { STATUS_LABEL } from '../goals/goal-status-label';
import type { UserGoal } from '../goals/user-goal.entity';
import type { HabitsService } from '../habits/habits.service';
import type { User } from '../users/user.entity';
import type { AiProvider, FocusAreaSuggestions, MilestoneSuggestion, Suggestion } from './ai-provider';
import { OfflineProvider } from './offline-provider';
import { OpenAiProvider } from './openai-provider';
import { PROMPT_VERSION, type Adherence, type GoalContext, type Profile } from './prompts';
import { AiCacheEntry, AiSharedCacheEntry } from './ai-cache.entity';
import { suggestionsText } from './suggestions.messages';

/** The answers drawn from one user's own data (their week): cached for that user alone, and gone with the account. */
const PER_USER_KINDS = new Set(['motivation']);

/** How many suggestions a list holds: the screens show 5, and 'Show More' adds 5. */
export const SUGGESTION_COUNT = 15;
/** Model calls per user per hour; cached answers do not count. */
export const MODEL_CALLS_PER_HOUR = 30;
/** The motivation message looks at the last week. */
const ADHERENCE_DAYS = 7;
/** How many milestones 'Suggest milestones' offers at once. */
export const MILESTONE_SUGGESTIONS = 5;


/**
 * Motivation and suggestions: from the model when one is configured (cached in Postgres for
 * the day, rate-limited per user), from the offline provider otherwise and whenever the model
 * fails, times out or answers out of shape. Never suggests what the user already has.
 */
export class SuggestionsService {
  readonly offline: OfflineProvider;
  private readonly model?: AiProvider;

  constructor(
    private readonly db: DataSource,
    config: Config,
    private readonly limiter: RateLimiter,
    private readonly logger: Logger,
    private readonly catalogue: CatalogueService,
    private readonly goals: GoalsService,
    private readonly habits: HabitsService,
    private readonly goalPlans: GoalPlansService,
  ) {
    this.offline = new OfflineProvider((kind, categories) => this.catalogue.builtInItems(kind, categories));
    if (config.openai.apiKey) this.model = new OpenAiProvider({ ...config.openai, apiKey: config.openai.apiKey });
  }

  private profile(user: User): Profile {
    return { focusAreas: user.focusAreas, challenges: user.challenges, language: languageOf(user.locale) };
  }

  /**
   * The model's answer for `key` today: from the cache, else asked (counting against the
   * user's limit) and cached. Null when there is no model or it failed: use the offline one.
   */
  private async fromModel<T>(user: User, kind: string, key: unknown[], day: string, ask: (model: AiProvider) => Promise<T>): Promise<T | null> {
    if (!this.model) return null;
    const inputHash = createHash('sha256').update(JSON.stringify([PROMPT_VERSION, ...key])).digest('hex');
    // An answer drawn from the user's own data is theirs; one for an input anyone could send is shared.
    const own = PER_USER_KINDS.has(kind);
    const cache = own ? this.db.getRepository(AiCacheEntry) : this.db.getRepository(AiSharedCacheEntry);
    const cached = await cache.findOne({ select: { answer: true }, where: { ...(own ? { userId: user.id } : {}), kind, inputHash, day } });
    if (cached) return cached.answer as T;
    await this.limiter.hit(`ai:${user.id}`, { max: MODEL_CALLS_PER_HOUR, windowSeconds: 3600 },
      'You have asked for a lot of suggestions in the last hour. Please try again later.');
    try {
      const answer = await ask(this.model);
      // ON CONFLICT DO NOTHING: another request cached the same answer first. (The jsonb column stores the answer as JSON.)
      await cache.createQueryBuilder().insert().values({ ...(own ? { userId: user.id } : {}), kind, inputHash, day, answer: answer as object }).orIgnore().execute();
      return answer;
    } catch (error) {
      this.logger.warn({ err: error, kind }, 'model call failed; using the offline provider');
      return null;
    }
  }

  /**
   * The user's last 7 days of habits, ending on `day`, by the habit rules' adherence: due
   * occasions done over due occasions (skips, vacations and days not due left out).
   */
  async adherence(user: User, day: string): Promise<Adherence> {
    const habits = await this.habits.list(user);
    const from = addDays(day, -(ADHERENCE_DAYS - 1));
    const rows = await this.habits.weekFigures(user, habits, from, day);
    const best = [...rows].sort((a, b) => b.done - a.done)[0];
    return {
      done: rows.reduce((sum, row) => sum + row.done, 0),
      possible: rows.reduce((sum, row) => sum + row.due, 0),
      best: best?.done ? best.text : undefined,
      habitCount: rows.length,
      daysHeld: Math.max(0, ...rows.map((row) => row.held)),
    };
  }

  /**
   * The user's goals as the AI sees them: each goal's plan (target date, milestones) and its
   * progress rolled up from what the user actually did (GoalPlansService.plans).
   */
  async goalContexts(user: User, goals?: UserGoal[]): Promise<GoalContext[]> {
    const list = goals ?? await this.goals.list(user);
    const plans = await this.goalPlans.plans(user, list);
    return list.map((goal) => {
      const plan = plans.get(goal.id)!;
      return {
        text: goal.item!.text,
        status: STATUS_LABEL[goal.status],
        targetDate: goal.targetDate,
        overdue: plan.overdue,
        percent: plan.percent,
        milestonesDone: plan.milestonesDone,
        milestonesTotal: plan.milestonesTotal,
        milestones: plan.milestones.map((m) => m.text),
        nextMilestone: plan.nextMilestone?.text ?? null,
        habitsDone: plan.habitsDone,
        habitsDue: plan.habitsDue,
        habits: plan.habits.map((habit) => habit.item!.text),
        windowDays: plan.windowDays,
        tasksDone: plan.tasksDone,
        tasksTotal: plan.tasksTotal,
      };
    });
  }

  async motivation(user: User, day: string): Promise<string> {
    const checkedDay = parseUserDay(user, day);
    const [adherence, goals] = await Promise.all([this.adherence(user, checkedDay), this.goalContexts(user)]);
    const input = { profile: this.profile(user), adherence, goals, day: checkedDay, seed: user.id };
    return await this.fromModel(user, 'motivation', [user.id, input.profile, adherence, goals], checkedDay, (model) => model.motivation(input))
      ?? this.offline.motivation(input);
  }

  /** Milestones for one of the user's goals, from its plan and progress; never ones it has. */
  async milestoneSuggestions(user: User, goalId: string): Promise<MilestoneSuggestion[]> {
    const goal = await this.goals.owned(user, goalId);
    const [context] = await this.goalContexts(user, [goal]);
    const day = userToday(user);
    const input = { profile: this.profile(user), goal: context, count: MILESTONE_SUGGESTIONS, day };
    const have = new Set(context.milestones.map((m) => m.trim().toLowerCase()));
    const fresh = (list: MilestoneSuggestion[]) => list.filter((m) => !have.has(m.text.trim().toLowerCase()));
    const answer = await this.fromModel(user, 'milestones', [input.profile, context], day, (model) => model.milestones(input));
    const suggestions = answer ? fresh(answer) : [];
    return suggestions.length ? suggestions : fresh(await this.offline.milestones(input));
  }

  /** Texts (lower case) and item ids the user already has, to leave out of suggestions. */
  private async owned(user: User): Promise<{ ids: Set<string>; texts: Set<string> }> {
    const [goals, habits] = await Promise.all([this.goals.list(user), this.habits.list(user)]);
    const links = [...goals, ...habits];
    return { ids: new Set(links.map((link) => link.linkedItemId)), texts: new Set(links.map((link) => link.item!.text.trim().toLowerCase())) };
  }

  private without(suggestions: Suggestion[], owned: { ids: Set<string>; texts: Set<string> }): Suggestion[] {
    return suggestions.filter((s) => !(s.itemId && owned.ids.has(s.itemId)) && !owned.texts.has(s.text.trim().toLowerCase()));
  }

  /**
   * How `locale` reads suggestions: a built-in item with its translated texts (all of them asked
   * in one statement), the model's own as it wrote them. The offline provider picks by the
   * English texts, so the translation comes last.
   */
  private async inLocale(suggestions: Suggestion[], locale: string): Promise<(suggestion: Suggestion) => Suggestion> {
    const builtIn = suggestions.flatMap((s) => (s.itemId ? [s.itemId] : []));
    const texts = await this.catalogue.translations(builtIn, locale);
    const byId = new Map(builtIn.map((id, index) => [id, texts[index]]));
    return (suggestion) => ({ ...suggestion, ...(suggestion.itemId ? byId.get(suggestion.itemId) : null) });
  }

  private checkCategory(kind: ItemKind, category: string): Category {
    if (!(categoriesOf(kind) as string[]).includes(category)) throw badInput(suggestionsText('chooseCategory'));
    return category as Category;
  }

  /** Goals for a category, as `locale` reads them. */
  async goalSuggestions(user: User, category: string, locale: string): Promise<Suggestion[]> {
    const checked = this.checkCategory(ItemKind.GOAL, category);
    const [owned, goals] = await Promise.all([this.owned(user), this.goalContexts(user)]);
    // Ask for more than shown, so that leaving out the user's own still fills the list.
    const count = SUGGESTION_COUNT + owned.ids.size;
    const input = { profile: this.profile(user), category: checked, count, day: today(), goals };
    const answer = await this.fromModel(user, 'goals', [input.profile, checked, goals], input.day, (model) => model.goals({ ...input, count: SUGGESTION_COUNT }));
    const suggestions = answer ? this.without(answer, owned) : [];
    const shown = (suggestions.length ? suggestions : this.without(await this.offline.goals(input), owned)).slice(0, SUGGESTION_COUNT);
    return shown.map(await this.inLocale(shown, locale));
  }

  /** Habits for a category, as `locale` reads them; with `goalId` (one of the user's goals) for that goal's plan and how it is going. */
  async habitSuggestions(user: User, category: string, locale: string, goalText?: string | null, goalId?: string | null): Promise<Suggestion[]> {
    const checked = this.checkCategory(ItemKind.HABIT, category);
    const context = goalId ? (await this.goalContexts(user, [await this.goals.owned(user, goalId)]))[0] : undefined;
    const goal = goalText?.trim().slice(0, 200) || context?.text.slice(0, 200) || undefined;
    const owned = await this.owned(user);
    const count = SUGGESTION_COUNT + owned.ids.size;
    const input = { profile: this.profile(user), category: checked, goalText: goal, goal: context, count, day: today() };
    const answer = await this.fromModel(user, 'habits', [input.profile, checked, goal ?? '', context ?? null], input.day, (model) => model.habits({ ...input, count: SUGGESTION_COUNT }));
    const suggestions = answer ? this.without(answer, owned) : [];
    const shown = (suggestions.length ? suggestions : this.without(await this.offline.habits(input), owned)).slice(0, SUGGESTION_COUNT);
    return shown.map(await this.inLocale(shown, locale));
  }

  /** Goals for each of the user's focus areas (or all of them when none is set), as `locale` reads them. */
  async focusAreaSuggestions(user: User, locale: string): Promise<FocusAreaSuggestions[]> {
    const focusAreas = user.focusAreas.length ? user.focusAreas : categoriesOf(ItemKind.GOAL).slice();
    const owned = await this.owned(user);
    const input = { profile: this.profile(user), focusAreas, count: SUGGESTION_COUNT + owned.ids.size, day: today() };
    const answer = await this.fromModel(user, 'focusAreas', [input.profile, focusAreas], input.day, (model) => model.focusAreas({ ...input, count: SUGGESTION_COUNT }));
    const areas = (answer ?? await this.offline.focusAreas(input))
      .map((area) => ({ focusArea: area.focusArea, goals: this.without(area.goals, owned).slice(0, SUGGESTION_COUNT) }));
    const shown = await this.inLocale(areas.flatMap((area) => area.goals), locale);
    return areas.map((area) => ({ ...area, goals: area.goals.map(shown) }));
  }

  /** Adds a suggestion to the user: the catalogue item, or a custom item made from the model's text. */
  async add(user: User, kind: ItemKind, suggestion: Suggestion & { category: Category }, goalId?: string | null): Promise<string> {
    const addLink = (itemId: string) => (kind === ItemKind.GOAL ? this.goals.add(user, itemId) : this.habits.add(user, itemId, goalId));
    if (suggestion.itemId) return (await addLink(suggestion.itemId)).id;
    const item = await this.catalogue.createCustomItem(user, { kind, ...suggestion });
    try {
      return (await addLink(item.id)).id;
    } catch (error) {
      // Refused (plan limit, say): leave no orphan custom item behind.
      await this.catalogue.deleteCustomItem(user, item.id);
      throw error;
    }
  }

  /** Old cached answers are dropped by the app's housekeeping. */
  async purgeCache(): Promise<void> {
    const before = addDays(today(), -2);
    const c = sqlTable(this.db, AiCacheEntry);
    // A user's answers per statement (through ai_cache_day_idx to find the users); the shared ones are keyed by input.
    await purgePerUser({
      usersOfExpiredRows: async (limit) => userIdsOf(await this.db.query(
        `SELECT ${c.col.userId} AS user_id FROM ${c.table} WHERE ${c.col.day} < $1 ORDER BY ${c.col.day} LIMIT $2`, [before, limit])),
      purgeUser: async (userId) => (await this.db.getRepository(AiCacheEntry).delete({ userId, day: LessThan(before) })).affected ?? 0,
    });
    await this.db.getRepository(AiSharedCacheEntry).delete({ day: LessThan(addDays(today(), -2)) });
  }
}

