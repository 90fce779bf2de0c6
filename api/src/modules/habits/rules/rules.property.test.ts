import fc from 'fast-check';
import { addDays, daysBetween, type IsoWeekday, isoWeekday, userDay } from '../../../shared/time/days';
import { type DayEntry, type HabitHistory, stateForValue, type Vacation } from './history';
import type { Target } from './quantity';
import type { Schedule } from './schedule';
import { adherence, habitScore } from './score';
import { evaluateHabit, type HabitEvaluation } from './streaks';

/** Thousands of random histories per property; a failure prints the seed and the smallest case. */
const RUNS = { numRuns: 1000 };

const scheduleArb: fc.Arbitrary<Schedule> = fc.oneof(
  fc.constant<Schedule>({ kind: 'daily' }),
  fc.subarray([1, 2, 3, 4, 5, 6, 7] as const, { minLength: 1 }).map((weekdays): Schedule => ({ kind: 'weekdays', weekdays: [...weekdays] })),
  fc.oneof(fc.constantFrom(2, 3, 7, 7, 30), fc.integer({ min: 1, max: 31 }))
    .chain((days) => fc.integer({ min: 1, max: days }).map((times): Schedule => ({ kind: 'per_period', times, days }))),
);

const targetArb: fc.Arbitrary<Target | null> = fc.oneof(
  fc.constant(null),
  fc.record({ unit: fc.constant('pages'), amount: fc.integer({ min: 1, max: 5000 }), direction: fc.constantFrom<Target['direction']>('AT_LEAST', 'AT_MOST') }),
);

type Mark = null | 'done' | 'skipped' | number;
const markArb: fc.Arbitrary<Mark> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  { arbitrary: fc.constant('done' as const), weight: 5 },
  { arbitrary: fc.constant('skipped' as const), weight: 1 },
  { arbitrary: fc.integer({ min: 0, max: 6000 }), weight: 2 },
);

/** Non-overlapping vacations from random (offset, length) pairs. */
function vacationsFrom(since: string, pairs: Array<[number, number]>): Vacation[] {
  const vacations: Vacation[] = [];
  for (const [offset, length] of [...pairs].sort((a, b) => a[0] - b[0])) {
    const start = addDays(since, offset);
    if (vacations.length && start <= vacations[vacations.length - 1].end) continue;
    vacations.push({ start, end: addDays(start, length) });
  }
  return vacations;
}

interface Case { history: HabitHistory; today: string }

const caseArb: fc.Arbitrary<Case> = fc.record({
  schedule: scheduleArb,
  target: targetArb,
  budget: fc.integer({ min: 0, max: 3 }),
  start: fc.integer({ min: 0, max: 1200 }),
  marks: fc.array(markArb, { minLength: 1, maxLength: 100 }),
  vacations: fc.array(fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 9 })), { maxLength: 3 }),
  backfilled: fc.integer({ min: 0, max: 5 }),
  firstDayOfWeek: fc.integer({ min: 1, max: 7 }).map((day) => day as IsoWeekday),
}).map(({ schedule, target, budget, start, marks, vacations, backfilled, firstDayOfWeek }) => {
  const first = addDays('2026-01-01', start);
  const entries: DayEntry[] = [];
  marks.forEach((mark, index) => {
    const day = addDays(first, index);
    if (mark === 'done') entries.push({ day, state: 'done', value: target ? target.amount : null });
    else if (mark === 'skipped') entries.push({ day, state: 'skipped' });
    else if (typeof mark === 'number') entries.push({ day, state: stateForValue(mark, target), value: target ? mark : null });
  });
  return {
    history: {
      schedule, target, skipBudgetPerMonth: budget,
      since: addDays(first, Math.min(backfilled, marks.length - 1)), // days before `since` were filled in afterwards
      entries, vacations: vacationsFrom(first, vacations), firstDayOfWeek,
    },
    today: addDays(first, marks.length - 1),
  };
});

const count = (evaluation: HabitEvaluation, ...statuses: string[]) => evaluation.days.filter((day) => statuses.includes(day.status)).length;

function summary(history: HabitHistory, today: string) {
  const evaluation = evaluateHabit(history, today);
  return { current: evaluation.currentStreak, best: evaluation.bestStreak, freezes: evaluation.freezesSpent, score: habitScore(history, today, evaluation) };
}

describe('habit rules over random histories', () => {
  it('streaks are bounded: current ≤ best ≤ done days ≤ due days; every day gets one verdict', () => {
    fc.assert(fc.property(caseArb, ({ history, today }) => {
      const evaluation = evaluateHabit(history, today);
      const first = history.entries.reduce((min, entry) => (entry.day < min ? entry.day : min), history.since);
      expect(evaluation.days.length).toBe(daysBetween(first, today) + 1);
      expect(evaluation.currentStreak).toBeLessThanOrEqual(evaluation.bestStreak);
      expect(evaluation.bestStreak).toBeLessThanOrEqual(count(evaluation, 'done', 'extra'));
      expect(count(evaluation, 'done', 'extra')).toBeLessThanOrEqual(evaluation.days.length - count(evaluation, 'vacation', 'skipped', 'not_due'));
      expect(evaluation.days.filter((day) => day.status === 'pending' && day.day !== today).length === 0 || history.schedule.kind === 'per_period').toBe(true);
    }), RUNS);
  });

  it("periods follow one another without a gap, a week's from the user's first day of the week", () => {
    fc.assert(fc.property(caseArb, ({ history, today }) => {
      fc.pre(history.schedule.kind === 'per_period');
      const { periods } = evaluateHabit(history, today);
      periods.slice(1).forEach((period, i) => expect(period.start).toBe(addDays(periods[i].end, 1)));
      for (const period of periods) expect(period.end).toBe(addDays(period.start, period.length - 1));
      const { days } = history.schedule;
      if (days === 7) for (const period of periods) expect(isoWeekday(period.start)).toBe(history.firstDayOfWeek);
      // Other blocks count from the first such weekday on or after Monday 1970-01-05.
      const epoch = addDays('1970-01-05', history.firstDayOfWeek - 1);
      if (days !== 30) for (const period of periods) expect(daysBetween(epoch, period.start) % days).toBe(0);
    }), RUNS);
  });

  it('score and adherence stay in [0, 1]', () => {
    fc.assert(fc.property(caseArb, fc.integer({ min: 0, max: 100 }), ({ history, today }, back) => {
      const score = habitScore(history, today);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
      const result = adherence(history, today, addDays(today, -back), today);
      expect(result.done).toBeLessThanOrEqual(result.due);
      expect(result.done).toBeGreaterThanOrEqual(0);
      if (result.rate !== null) expect(result.rate).toBeGreaterThanOrEqual(0);
      if (result.rate !== null) expect(result.rate).toBeLessThanOrEqual(1);
    }), RUNS);
  });

  it('the skip budget is never overspent in a month, and is only spent on days that were not done', () => {
    fc.assert(fc.property(caseArb, ({ history, today }) => {
      const evaluation = evaluateHabit(history, today);
      const perMonth = new Map<string, number>();
      for (const day of evaluation.freezesSpent) perMonth.set(day.slice(0, 7), (perMonth.get(day.slice(0, 7)) ?? 0) + 1);
      for (const used of perMonth.values()) expect(used).toBeLessThanOrEqual(history.skipBudgetPerMonth);
      const frozen = evaluation.days.filter((day) => day.status === 'frozen').map((day) => day.day);
      expect(frozen).toEqual(evaluation.freezesSpent);
      expect(frozen.every((day) => day < today)).toBe(true);
    }), RUNS);
  });

  it('a skipped day counts exactly as a day removed from the due set (a one-day vacation)', () => {
    fc.assert(fc.property(caseArb, fc.nat(), ({ history, today }, pick) => {
      const skips = history.entries.filter((entry) => entry.state === 'skipped' && !history.vacations.some((v) => v.start <= entry.day && entry.day <= v.end));
      fc.pre(skips.length > 0);
      const day = skips[pick % skips.length].day;
      const removed: HabitHistory = {
        ...history,
        entries: history.entries.filter((entry) => entry.day !== day),
        vacations: [...history.vacations, { start: day, end: day }],
        since: history.since <= day ? history.since : day,
      };
      expect(summary(removed, today)).toEqual(summary({ ...history, since: removed.since }, today));
    }), RUNS);
  });

  it('a vacation day is a day nothing is due: whatever was recorded on it changes nothing', () => {
    fc.assert(fc.property(caseArb, fc.constantFrom<Mark>(null, 'done', 'skipped', 0, 5000), ({ history, today }, mark) => {
      fc.pre(history.vacations.length > 0);
      const { start } = history.vacations[0];
      fc.pre(start <= today && start >= history.since);
      const others = history.entries.filter((entry) => entry.day !== start);
      const entry: DayEntry[] = mark === null ? [] : [mark === 'done' ? { day: start, state: 'done' } : mark === 'skipped' ? { day: start, state: 'skipped' } : { day: start, state: stateForValue(mark, history.target), value: mark }];
      expect(summary({ ...history, entries: [...others, ...entry] }, today)).toEqual(summary({ ...history, entries: others }, today));
    }), RUNS);
  });

  it('without a skip budget, doing the habit on one more day never shortens a streak', () => {
    fc.assert(fc.property(caseArb, fc.nat(), ({ history, today }, pick) => {
      const plain = { ...history, skipBudgetPerMonth: 0 };
      const offset = pick % (daysBetween(plain.since, today) + 1);
      const day = addDays(plain.since, offset);
      const more = { ...plain, entries: [...plain.entries.filter((entry) => entry.day !== day), { day, state: 'done' as const, value: plain.target?.direction === 'AT_MOST' ? 0 : plain.target?.amount ?? null }] };
      const before = evaluateHabit(plain, today);
      const after = evaluateHabit(more, today);
      expect(after.bestStreak).toBeGreaterThanOrEqual(before.bestStreak);
      expect(after.currentStreak).toBeGreaterThanOrEqual(before.currentStreak);
    }), RUNS);
  });

  it('a day\'s verdict never changes as later days pass (daily and weekday schedules)', () => {
    fc.assert(fc.property(caseArb, fc.nat(), ({ history, today }, pick) => {
      fc.pre(history.schedule.kind !== 'per_period');
      const later = evaluateHabit(history, today);
      const earlierToday = later.days[pick % later.days.length].day;
      const earlier = evaluateHabit({ ...history, entries: history.entries.filter((entry) => entry.day <= earlierToday) }, earlierToday);
      const settled = (evaluation: HabitEvaluation) => evaluation.days.filter((day) => day.day < earlierToday);
      expect(settled(later)).toEqual(settled(earlier));
    }), RUNS);
  });

  it('a user\'s day moves forward by at most one day per hour, in any zone and at any day start', () => {
    const zones = ['America/New_York', 'Europe/Berlin', 'Asia/Tokyo', 'America/Los_Angeles', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Chatham', 'UTC'];
    const from = Date.UTC(2020, 0, 1);
    const to = Date.UTC(2035, 0, 1);
    fc.assert(fc.property(fc.integer({ min: from, max: to }), fc.constantFrom(...zones), fc.integer({ min: 0, max: 5 }), (t, zone, dayStart) => {
      const today = userDay(new Date(t), zone, dayStart);
      const inAnHour = userDay(new Date(t + 60 * 60 * 1000), zone, dayStart);
      expect([0, 1]).toContain(daysBetween(today, inAnHour));
    }), { numRuns: 3000 });
  });
});
