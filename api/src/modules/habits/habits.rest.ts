import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Response } from 'express';
import { requireUser } from '../../http/auth';
import { requireSelf } from '../../http/owner';
import { recordId } from '../../shared/ids';
import { restPageRequest, setNextLink } from '../../shared/pagination';
import { sendList } from '../../http/pages';
import type { Services } from '../../shared/context';
import { itemJson } from '../catalogue/catalogue.rest';
import type { Item } from '../catalogue/item.entity';
import type { UserHabit } from './user-habit.entity';
import { badInput } from '../../shared/errors';
import { idsOf } from '../../shared/ordering';
import { scheduleView, targetView } from './habit-settings';
import { type DayHabit, type HabitSettingsInput, ScheduleKind } from './habits.types';
import type { Vacation } from './vacation.entity';
import { parsePlainDay, type PlainDay } from '../../shared/time/days';
import { habitsText } from './habits.messages';

/**
 * SPEC.md §3's habit link: the item, and each completed day as { date, completed }. The one
 * presenter of the shape; populatehabits streams it from SQL (historyJsonStatement in habits.service.ts), held equal by a test.
 */
export function habitLinkJson(habit: UserHabit, days: string[] = [], item: Item = habit.item!) {
  return {
    _id: habit.id,
    habit: itemJson(item),
    completionHistory: days.map((date) => ({ date, completed: true })),
    status: 'active',
    goals: (habit.goals ?? []).map((goal) => goal.id),
  };
}

/** Schedule kinds as GraphQL names them (the REST façade speaks the same names). */
const KINDS: Record<string, ScheduleKind> = { DAILY: ScheduleKind.DAILY, WEEKDAYS: ScheduleKind.WEEKDAYS, PER_PERIOD: ScheduleKind.PER_PERIOD };

/** A habit's schedule, target and skip budget, named as GraphQL names them. */
export function habitSettingsJson(habit: UserHabit, locale?: string) {
  const schedule = scheduleView(habit, locale);
  const kind = Object.keys(KINDS).find((name) => KINDS[name] === schedule.kind);
  return { _id: habit.id, schedule: { ...schedule, kind }, target: targetView(habit), skipBudget: habit.skipBudget };
}

/** A habit on a day, as the new REST calls answer it. */
export function dayHabitJson(day: DayHabit) {
  return { _id: day.habit.id, workDay: day.day, completed: day.done, status: day.status.toUpperCase(), value: day.value, period: day.period };
}

export function vacationJson(vacation: Vacation) {
  return { _id: vacation.id, start: vacation.startDay, end: vacation.endDay };
}

/**
 * A REST body's settings, flat as the façade's bodies are: { kind, weekdays, times, days } for
 * the schedule, { unit, amount, direction } for a target, clearTarget, skipBudget. The service
 * checks every value (a kind it does not know is refused there).
 */
function settingsInput(body: Record<string, unknown> | undefined): HabitSettingsInput {
  const has = (key: string) => body?.[key] !== undefined && body?.[key] !== null;
  return {
    schedule: has('kind')
      ? { kind: KINDS[String(body!.kind).toUpperCase()] ?? body!.kind, weekdays: body!.weekdays, times: body!.times, days: body!.days } as HabitSettingsInput['schedule']
      : null,
    target: has('unit') || has('amount')
      ? { unit: body!.unit, amount: body!.amount, direction: body!.direction ?? 'AT_LEAST' } as HabitSettingsInput['target']
      : null,
    clearTarget: body?.clearTarget === true,
    skipBudget: body?.skipBudget as number | null | undefined,
  };
}

function boolean(value: unknown, name: string): boolean {
  if (typeof value !== 'boolean') throw badInput(habitsText('booleanField', { field: name }));
  return value;
}

/** `?from=YYYY-MM-DD`: the done days from that day on; absent, all of them. */
function historyFrom(value: unknown): PlainDay | null {
  if (value === undefined) return null;
  try {
    return parsePlainDay(value);
  } catch {
    throw badInput(habitsText('fromDay'));
  }
}

/**
 * Writes JSON texts as one array, as they come, minding backpressure. A failure before the
 * first element is an ordinary error answer; a later one can only cut the answer short.
 */
async function streamJsonArray(res: Response, elements: AsyncGenerator<string>): Promise<void> {
  const first = await elements.next();
  async function* chunks(): AsyncGenerator<string> {
    if (first.done) {
      yield '[]';
      return;
    }
    yield `[${first.value}`;
    for await (const element of elements) yield `,${element}`;
    yield ']';
  }
  res.status(200).type('application/json');
  try {
    await pipeline(Readable.from(chunks()), res);
  } catch (error) {
    // The client went away, or the database failed mid-answer: the answer is cut (pipeline
    // destroyed it) and the cursor closed (its generator returned).
    if (!res.req.destroyed) res.req.log.warn({ err: error }, 'habit history interrupted');
  } finally {
    await elements.return(undefined);
  }
}

/**
 * addhabit, user2habit delete and handlehabit, getuserhabits, populatehabits and updateHabitorder;
 * issue 14's settings, handlevalue, handleskip and vacations.
 */
export function habitsRoutes(services: Services): Router {
  const router = Router();
  const { habits } = services;

  router.post('/user/addhabit', async (req, res) => {
    const goalId = req.body?.goal === undefined || req.body?.goal === null ? undefined : recordId(req.body.goal, 'Goal');
    const habit = await habits.add(requireSelf(req, req.body?.user, 'habits'), recordId(req.body?.habit, 'Habit'), goalId);
    const [item] = await services.catalogue.localize([habit.item!], req.locale);
    res.status(201).json(habitLinkJson(habit, [], item));
  });

  router.delete('/user2habit/:id', async (req, res) => {
    res.json({ _id: await habits.remove(requireUser(req, 'habits'), recordId(req.params.id, 'Habit')) });
  });

  router.post('/user2habit/handlehabit', async (req, res) => {
    const completed = boolean(req.body?.completed, 'completed');
    const day = await habits.setDone(requireUser(req, 'habits'), recordId(req.body?.id, 'Habit'), req.body?.workDay, completed, req.madeAt);
    res.json({ _id: day.habit.id, workDay: day.day, completed });
  });

  router.post('/user2habit/handlevalue', async (req, res) => {
    const user = requireUser(req, 'habits');
    if (!req.body || !('value' in req.body)) throw badInput(habitsText('valueRequired'));
    const day = await habits.setValue(user, recordId(req.body.id, 'Habit'), req.body.workDay, req.body.value, req.madeAt);
    res.json(dayHabitJson(day));
  });

  router.post('/user2habit/handleskip', async (req, res) => {
    const user = requireUser(req, 'habits');
    const day = await habits.setSkipped(user, recordId(req.body?.id, 'Habit'), req.body?.workDay, boolean(req.body?.skipped, 'skipped'), req.madeAt);
    res.json(dayHabitJson(day));
  });

  router.put('/user2habit/:id/settings', async (req, res) => {
    const habit = await habits.updateSettings(requireUser(req, 'habits'), recordId(req.params.id, 'Habit'), settingsInput(req.body));
    res.json(habitSettingsJson(habit, req.locale));
  });

  router.get('/user2habit/:id/settings', async (req, res) => {
    res.json(habitSettingsJson(await habits.owned(requireUser(req, 'habits'), recordId(req.params.id, 'Habit')), req.locale));
  });

  router.put('/user/updateHabitorder', async (req, res) => {
    const list = await habits.reorder(requireUser(req, 'habits'), idsOf(req.body?.habits, 'Habit'));
    const items = await services.catalogue.localize(list.map((habit) => habit.item!), req.locale);
    res.json(list.map((habit, index) => habitLinkJson(habit, [], items[index])));
  });

  // The habit links with their done days, built by PostgreSQL and streamed out link by link
  // (a heavy read: on the read replica when the user's writes are there, see db/replica.ts).
  // With ?limit= a page of links (oldest first, see HabitsService.page) and a Link to the next.
  for (const path of ['/user/getuserhabits/:userId', '/user/populatehabits/:userId']) {
    router.get(path, async (req, res) => {
      const user = requireSelf(req, req.params.userId, 'habits');
      const from = historyFrom(req.query.from);
      const page = restPageRequest(req.query);
      if (!page) {
        await streamJsonArray(res, services.reads.stream(user.id, (reads) => reads.habits.historyJson(user, from)));
        return;
      }
      const { pageInfo, links } = await services.reads.run(user.id, (reads) => reads.habits.historyPage(user, from, page));
      setNextLink(req, res, page, pageInfo);
      await streamJsonArray(res, links);
    });
  }

  // With ?limit= a page, in the same order, and a Link to the next.
  router.get('/vacations', async (req, res) => {
    await sendList(req, res, {
      all: () => habits.vacations(requireUser(req, 'habits')),
      page: (page) => habits.vacationsPage(requireUser(req, 'habits'), page),
    }, (rows) => rows.map(vacationJson));
  });

  router.post('/vacations', async (req, res) => {
    const vacation = await habits.addVacation(requireUser(req, 'habits'), req.body?.start, req.body?.end);
    res.status(201).json(vacationJson(vacation));
  });

  router.delete('/vacations/:id', async (req, res) => {
    res.json({ _id: await habits.removeVacation(requireUser(req, 'habits'), recordId(req.params.id, 'Vacation')) });
  });
  return router;
}
