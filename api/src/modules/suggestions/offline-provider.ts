import type { Item } from '../catalogue/item.entity';
import { Category, ItemKind } from '../../shared/categories';
import { type AiProvider, type MilestoneSuggestion, type Suggestion, pick, shuffled } from './ai-provider';
import { addDays, daysBetween } from '../../shared/time/days';
import { OFFLINE_CONTENT_EN, type Challenge, type FocusArea, type OfflineContent } from './offline-content';
import { OFFLINE_CONTENT_DE } from './offline-content.de';
import { OFFLINE_CONTENT_ES } from './offline-content.es';
import { OFFLINE_CONTENT_AR } from './offline-content.ar';
import type { Adherence, GoalContext } from './prompts';
import { languageOf, type Language } from '../../shared/i18n/languages';
import { type Catalog, formatMessage, translate } from '../../shared/i18n/messages';

/** The offline content a language reads (the pseudo-locale reads English). */
const CONTENT: Record<Language, OfflineContent> = {
  en: OFFLINE_CONTENT_EN, 'en-XA': OFFLINE_CONTENT_EN, de: OFFLINE_CONTENT_DE, es: OFFLINE_CONTENT_ES, ar: OFFLINE_CONTENT_AR,
};

type NudgeText = 'overdue' | 'struggling' | 'next' | 'unplanned' | 'defineDone' | 'quarter' | 'half' | 'threeQuarters' | 'finish';

/**
 * The goal nudge ({goal}: its text, {date}: its target date, {milestone}: the next one) and the
 * milestone templates (a measurable start, quarter, half, three quarters and finish).
 */
const NUDGES: Catalog<NudgeText> = {
  en: {
    overdue: '"{goal}" is past its target date of {date}: set a new date you believe in, or pick the one step that would close it{next, select, yes {, such as "{milestone}"} other {}}.',
    struggling: 'The habits behind "{goal}" were kept on {done} of {due} due days lately; make one of them smaller today rather than skipping it.',
    next: '"{goal}" stands at {percent}%; your next milestone is "{milestone}".',
    unplanned: 'Give "{goal}" a first milestone today: one small, measurable step with a date.',
    defineDone: 'Write down what done looks like for "{goal}" and how you will measure it',
    quarter: 'Reach a quarter of the way to "{goal}" and note what helped',
    half: 'Halfway to "{goal}": review the plan and adjust the next steps',
    threeQuarters: 'Three quarters of the way to "{goal}": remove whatever still blocks the finish',
    finish: 'Finish "{goal}" and celebrate it',
  },
  de: {
    overdue: 'Das Zieldatum von „{goal}“ ({date}) ist verstrichen: Setz dir ein neues Datum, an das du glaubst, oder wähle den einen Schritt, der das Ziel abschließen würde{next, select, yes {, etwa „{milestone}“} other {}}.',
    struggling: 'Die Gewohnheiten hinter „{goal}“ hast du zuletzt an {done} von {due} fälligen Tagen eingehalten. Mach heute eine davon kleiner, statt sie auszulassen.',
    next: '„{goal}“ steht bei {percent} %; dein nächster Meilenstein ist „{milestone}“.',
    unplanned: 'Gib „{goal}“ heute einen ersten Meilenstein: einen kleinen, messbaren Schritt mit Datum.',
    defineDone: 'Schreib auf, woran du erkennst, dass „{goal}“ erreicht ist, und wie du es misst',
    quarter: 'Ein Viertel des Wegs zu „{goal}“ schaffen und notieren, was geholfen hat',
    half: 'Halbzeit bei „{goal}“: den Plan prüfen und die nächsten Schritte anpassen',
    threeQuarters: 'Drei Viertel des Wegs zu „{goal}“: alles aus dem Weg räumen, was den Abschluss noch blockiert',
    finish: '„{goal}“ abschließen und feiern',
  },
  es: {
    overdue: 'La fecha objetivo de «{goal}» ({date}) ya pasó: fija una nueva fecha en la que creas de verdad o elige el paso que la cerraría{next, select, yes {, como «{milestone}»} other {}}.',
    struggling: 'Últimamente has mantenido los hábitos de «{goal}» {done} de {due} días previstos; hoy haz uno de ellos más pequeño en lugar de saltártelo.',
    next: '«{goal}» va por el {percent} %; tu próximo hito es «{milestone}».',
    unplanned: 'Dale hoy a «{goal}» un primer hito: un paso pequeño y medible, con fecha.',
    defineDone: 'Escribe cómo sabrás que has logrado «{goal}» y cómo lo vas a medir',
    quarter: 'Completa una cuarta parte del camino hacia «{goal}» y anota qué te ayudó',
    half: 'A mitad de camino hacia «{goal}»: revisa el plan y ajusta los siguientes pasos',
    threeQuarters: 'A tres cuartas partes de «{goal}»: elimina lo que aún te impida terminar',
    finish: 'Termina «{goal}» y celébralo',
  },
  ar: {
    overdue: 'تجاوز هدف «{goal}» تاريخه المستهدف {date}: حدّد تاريخًا جديدًا تثق به، أو اختر الخطوة الوحيدة التي تُتمّه{next, select, yes {، مثل «{milestone}»} other {}}.',
    struggling: 'التزمت مؤخرًا بالعادات المرتبطة بهدف «{goal}» في {done} من أصل {due} يومًا مستحقًا؛ فاجعل إحداها أصغر اليوم بدلًا من تخطّيها.',
    next: 'بلغ هدف «{goal}» نسبة {percent}٪، ومعلمك التالي هو «{milestone}».',
    unplanned: 'ضع اليوم أول معلم لهدف «{goal}»: خطوة صغيرة قابلة للقياس ولها تاريخ.',
    defineDone: 'اكتب كيف سيبدو إنجاز «{goal}» وكيف ستقيسه',
    quarter: 'اقطع ربع الطريق نحو «{goal}» ودوّن ما ساعدك',
    half: 'منتصف الطريق نحو «{goal}»: راجع الخطة وعدّل الخطوات التالية',
    threeQuarters: 'ثلاثة أرباع الطريق نحو «{goal}»: أزِل كل ما لا يزال يعيق الإنجاز',
    finish: 'أنجز «{goal}» واحتفل بذلك',
  },
};

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

function adherenceLine(locale: string, adherence: Adherence, seed: string): string {
  const content = CONTENT[languageOf(locale)];
  if (adherence.habitCount === 0) return pick(content.noHabits, seed);
  const share = adherence.possible ? adherence.done / adherence.possible : 0;
  const band = adherence.possible === 0 ? 'fresh' : adherence.daysHeld < 3 ? 'starting'
    : adherence.done === 0 ? 'none' : share < 0.4 ? 'low' : share < 0.8 ? 'steady' : 'strong';
  return formatMessage(locale, pick(content.adherence[band], seed), { done: adherence.done, possible: adherence.possible, best: adherence.best ?? content.yourHabits });
}

/**
 * One sentence on the goal that most needs attention: one past its target date, else the one
 * whose linked habits are kept least, else the next milestone of the least advanced goal.
 */
export function goalNudge(goals: readonly GoalContext[], locale = 'en'): string | null {
  const nudge = (key: NudgeText, goal: GoalContext) => translate(NUDGES, locale, key, {
    goal: goal.text, date: goal.targetDate ?? '', milestone: goal.nextMilestone ?? '', next: goal.nextMilestone ? 'yes' : 'no', done: goal.habitsDone, due: goal.habitsDue, percent: goal.percent,
  });
  const open = goals.filter((goal) => goal.status !== 'Complete');
  if (!open.length) return null;
  const overdue = open.find((goal) => goal.overdue);
  if (overdue) return nudge('overdue', overdue);
  const struggling = open.filter((goal) => goal.habitsDue > 0 && goal.habitsDone / goal.habitsDue < 0.5)
    .sort((a, b) => a.habitsDone / a.habitsDue - b.habitsDone / b.habitsDue)[0];
  if (struggling) return nudge('struggling', struggling);
  const next = [...open].sort((a, b) => a.percent - b.percent).find((goal) => goal.nextMilestone);
  if (next) return nudge('next', next);
  const unplanned = open.find((goal) => goal.milestonesTotal === 0);
  return unplanned ? nudge('unplanned', unplanned) : null;
}

/** The milestone templates, in order. */
const MILESTONE_STEPS: NudgeText[] = ['defineDone', 'quarter', 'half', 'threeQuarters', 'finish'];

/**
 * The built-in provider: suggestions from the catalogue and messages written for each focus
 * area and challenge, varied by day. The default with no model, and the fallback.
 */
export class OfflineProvider implements AiProvider {
  readonly name = 'offline' as const;

  constructor(private readonly catalogue: CatalogueSource) {}

  async motivation({ profile, adherence, goals = [], day, seed }: Parameters<AiProvider['motivation']>[0]): Promise<string> {
    const daySeed = `${day}:${seed}`;
    const content = CONTENT[languageOf(profile.language)];
    const challenge = (profile.challenges.find((c) => c in content.challenges) ?? pick(Object.keys(content.challenges), daySeed)) as Challenge;
    const focusArea = (profile.focusAreas.find((f) => f in content.focusAreas) ?? pick(Object.keys(content.focusAreas), `${daySeed}:f`)) as FocusArea;
    return [
      pick(content.challenges[challenge], `${daySeed}:c`),
      pick(content.focusAreas[focusArea], `${daySeed}:a`),
      adherenceLine(profile.language, adherence, `${daySeed}:h`),
      goalNudge(goals, profile.language),
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
  async milestones({ profile, goal, count, day }: Parameters<AiProvider['milestones']>[0]): Promise<MilestoneSuggestion[]> {
    const have = new Set(goal.milestones.map((m) => m.trim().toLowerCase()));
    const name = goal.text.length > 80 ? `${goal.text.slice(0, 77)}...` : goal.text;
    const steps = MILESTONE_STEPS.map((step) => translate(NUDGES, profile.language, step, { goal: name })).filter((text) => !have.has(text.toLowerCase())).slice(0, count);
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
