// Issue 25, case 11: a change of schedule, target or budget takes effect from the day it is made;
// earlier days keep the verdict they had.
import fc from 'fast-check';
import { addDays } from '../../../shared/time/days';
import { type DayEntry, type HabitHistory, type HabitSettings, stateForValue } from './history';
import type { Target } from './quantity';
import { periodOf, type Schedule } from './schedule';
import { adherence, habitScore } from './score';
import { agendaOn, evaluateHabit, longestStreakIn, periodProgress } from './streaks';

const DAILY: Schedule = { kind: 'daily' };
const MWF: Schedule = { kind: 'weekdays', weekdays: [1, 3, 5] };

function history(entries: DayEntry[], versions: Array<HabitSettings & { from: string }>, since = versions[0].from): HabitHistory {
  const now = versions[versions.length - 1];
  return { schedule: now.schedule, target: now.target, skipBudgetPerMonth: now.skipBudgetPerMonth, since, entries, vacations: [], versions, firstDayOfWeek: 1 };
}

describe('settings versions', () => {
  it('keeps a missed Tuesday missed, and the streak and strength, when a daily habit becomes Mon/Wed/Fri on a Wednesday', () => {
    // Daily from Monday 2026-03-02; Tuesday 03-10 missed; changed to Mon/Wed/Fri on Wednesday 03-11.
    const entries: DayEntry[] = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09']
      .map((day) => ({ day, state: 'done' }));
    const before = history(entries, [{ from: '2026-03-02', schedule: DAILY, target: null, skipBudgetPerMonth: 0 }]);
    const after = history(entries, [{ from: '2026-03-02', schedule: DAILY, target: null, skipBudgetPerMonth: 0 }, { from: '2026-03-11', schedule: MWF, target: null, skipBudgetPerMonth: 0 }]);
    const today = '2026-03-11';
    const [was, is] = [evaluateHabit(before, today), evaluateHabit(after, today)];
    expect(is.days.find((d) => d.day === '2026-03-10')!.status).toBe('missed');
    expect(agendaOn(after, '2026-03-10', today)).toBe('to_do');
    expect(agendaOn(after, '2026-03-09', today)).toBe('done');
    // Read with the change, it would have been a day not due, and a streak of 8 unbroken.
    const rejudged = history(entries, [{ from: '2026-03-02', schedule: MWF, target: null, skipBudgetPerMonth: 0 }]);
    expect(evaluateHabit(rejudged, today).days.find((d) => d.day === '2026-03-10')!.status).toBe('not_due');
    expect(is.days.filter((d) => d.day < '2026-03-11')).toEqual(was.days.filter((d) => d.day < '2026-03-11'));
    expect([is.currentStreak, is.bestStreak]).toEqual([was.currentStreak, was.bestStreak]);
    expect([is.currentStreak, is.bestStreak]).toEqual([0, 8]);
    expect(habitScore(after, today, is)).toBeCloseTo(habitScore(before, today, was), 12);
    // A Tuesday after the change is not due; a Friday is.
    expect(agendaOn(after, '2026-03-17', '2026-03-17')).toBe('not_due');
    expect(agendaOn(after, '2026-03-13', '2026-03-13')).toBe('to_do');
  });

  it('keeps a past 15 met when an "at least 10" target becomes "at least 20"', () => {
    const ten: Target = { unit: 'pages', amount: 10_000, direction: 'AT_LEAST' };
    const twenty: Target = { ...ten, amount: 20_000 };
    const entries: DayEntry[] = [
      { day: '2026-03-02', state: stateForValue(15_000, ten), value: 15_000 },
      { day: '2026-03-04', state: stateForValue(15_000, twenty), value: 15_000 },
    ];
    const changed = history(entries, [{ from: '2026-03-02', schedule: DAILY, target: ten, skipBudgetPerMonth: 0 }, { from: '2026-03-04', schedule: DAILY, target: twenty, skipBudgetPerMonth: 0 }]);
    const evaluation = evaluateHabit(changed, '2026-03-05');
    expect(evaluation.days.map((d) => d.status)).toEqual(['done', 'missed', 'missed', 'pending']);
    expect(agendaOn(changed, '2026-03-02', '2026-03-05')).toBe('done');
    expect(agendaOn(changed, '2026-03-04', '2026-03-05')).toBe('to_do');
    expect(adherence(changed, '2026-03-05', '2026-03-02', '2026-03-05', evaluation)).toEqual({ done: 1, due: 3, rate: 1 / 3 });
  });

  it('cuts a week in two at a change: each part asks its share of the week', () => {
    // Daily until Wednesday 2026-03-11, then 3 times a week: Wed-Sun (5 days) asks ceil(3 × 5 / 7) = 3.
    const entries: DayEntry[] = ['2026-03-09', '2026-03-10', '2026-03-12'].map((day) => ({ day, state: 'done' }));
    const weekly: Schedule = { kind: 'per_period', times: 3, days: 7 };
    const changed = history(entries, [{ from: '2026-03-02', schedule: DAILY, target: null, skipBudgetPerMonth: 0 }, { from: '2026-03-11', schedule: weekly, target: null, skipBudgetPerMonth: 0 }], '2026-03-09');
    const progress = periodProgress(changed, '2026-03-12', '2026-03-12');
    expect(progress).toEqual({ start: '2026-03-09', end: '2026-03-15', quota: 3, done: 1, met: false, countedFrom: '2026-03-11' });
    const evaluation = evaluateHabit(changed, '2026-03-12');
    expect(evaluation.days.map((d) => d.status)).toEqual(['done', 'done', 'pending', 'done']);
    expect(evaluation.periods).toEqual([{ start: '2026-03-11', end: '2026-03-15', length: 7, times: 3, quota: 3, done: 1, status: 'pending' }]);
    expect(evaluation.currentStreak).toBe(3);
    expect(longestStreakIn(evaluation, '2026-03-09', '2026-03-12')).toBe(3);
  });

  const scheduleArb: fc.Arbitrary<Schedule> = fc.oneof(
    fc.constant<Schedule>(DAILY),
    fc.subarray([1, 2, 3, 4, 5, 6, 7] as const, { minLength: 1 }).map((weekdays): Schedule => ({ kind: 'weekdays', weekdays: [...weekdays] })),
    fc.constantFrom(2, 3, 7, 30, 10).chain((days) => fc.integer({ min: 1, max: days }).map((times): Schedule => ({ kind: 'per_period', times, days }))),
  );
  const settingsArb: fc.Arbitrary<HabitSettings> = fc.record({
    schedule: scheduleArb,
    target: fc.oneof(fc.constant(null), fc.record({ unit: fc.constant('pages'), amount: fc.integer({ min: 1, max: 5 }).map((n) => n * 1000), direction: fc.constantFrom<Target['direction']>('AT_LEAST', 'AT_MOST') })),
    skipBudgetPerMonth: fc.integer({ min: 0, max: 2 }),
  });

  it('never moves a verdict before a change (before the period the change cuts), over random histories', () => {
    fc.assert(fc.property(settingsArb, settingsArb, fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 20 }),
      fc.array(fc.oneof(fc.constant(null), fc.constant('done' as const), fc.constant('skipped' as const), fc.integer({ min: 0, max: 6 })), { minLength: 1, maxLength: 80 }),
      (old, next, changeAt, tail, marks) => {
        const since = '2026-01-05';
        const change = addDays(since, changeAt);
        const today = addDays(change, tail);
        const entries: DayEntry[] = [];
        marks.forEach((mark, i) => {
          const day = addDays(since, i);
          if (day > today || mark === null) return;
          const target = day < change ? old.target : next.target;
          if (mark === 'skipped') entries.push({ day, state: 'skipped' });
          else if (mark === 'done') entries.push({ day, state: 'done', value: target ? target.amount : null });
          else entries.push({ day, state: stateForValue(mark * 1000, target), value: target ? mark * 1000 : null });
        });
        const unchanged = history(entries, [{ from: since, ...old }]);
        const changed = history(entries, [{ from: since, ...old }, { from: change, ...next }]);
        const [was, is] = [evaluateHabit(unchanged, today), evaluateHabit(changed, today)];
        const settled = old.schedule.kind === 'per_period' ? periodOf(old.schedule, change, 1).start : change;
        expect(is.days.filter((d) => d.day < settled)).toEqual(was.days.filter((d) => d.day < settled));
        for (let day = since; day < settled; day = addDays(day, 1)) expect(agendaOn(changed, day, today)).toBe(agendaOn(unchanged, day, today));
        // Settings that did not change judge as no change at all.
        const same = history(entries, [{ from: since, ...old }, { from: change, ...old }]);
        if (old.schedule.kind !== 'per_period') {
          expect(evaluateHabit(same, today)).toEqual(was);
          expect(habitScore(same, today)).toBeCloseTo(habitScore(unchanged, today), 12);
        }
        // Every day from the first to today has one verdict, in order.
        expect(is.days.map((d) => d.day)).toEqual(Array.from({ length: is.days.length }, (_, i) => addDays(since, i)));
        const window = adherence(changed, today, since, today, is);
        expect(window.done).toBeLessThanOrEqual(window.due);
      }), { numRuns: 1000 });
  });
});
