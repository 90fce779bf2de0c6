import { AppError } from '../../../shared/errors';
import { addDays, eachDay, userDay, userDayBounds } from '../../../shared/time/days';
import { assertSkippable, type DayEntry, type HabitHistory, stateForValue, validateSkipBudget, validateVacation } from './history';
import { validateTarget } from './quantity';
import { periodOf, validateSchedule } from './schedule';
import { adherence, habitScore } from './score';
import { agendaOn, evaluateHabit, isDue, periodProgress, streakFreezes } from './streaks';

function message(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    expect((error as AppError).code).toBe('BAD_USER_INPUT');
    return (error as AppError).message;
  }
  throw new Error('expected BAD_USER_INPUT');
}

const done = (...days: string[]): DayEntry[] => days.map((day) => ({ day, state: 'done' }));
const skipped = (...days: string[]): DayEntry[] => days.map((day) => ({ day, state: 'skipped' }));

function habit(overrides: Partial<HabitHistory> = {}): HabitHistory {
  return { schedule: { kind: 'daily' }, target: null, skipBudgetPerMonth: 0, since: '2026-03-02', entries: [], vacations: [], firstDayOfWeek: 1, ...overrides };
}

/** Statuses from `from` on, for short assertions. */
function statuses(history: HabitHistory, today: string, from = history.since): string[] {
  return evaluateHabit(history, today).days.filter((day) => day.day >= from).map((day) => day.status);
}

describe('schedules', () => {
  it('refuse what cannot be kept, in the product\'s words', () => {
    expect(message(() => validateSchedule({ kind: 'per_period', times: 8, days: 7 }))).toBe('8 times in a week is more than once a day; choose at most 7.');
    expect(message(() => validateSchedule({ kind: 'per_period', times: 0, days: 7 }))).toBe('Plan to do this habit at least once in a week.');
    expect(message(() => validateSchedule({ kind: 'per_period', times: 0, days: 30 }))).toBe('Plan to do this habit at least once in a month.');
    expect(message(() => validateSchedule({ kind: 'per_period', times: 2, days: 0 }))).toBe('A period runs from 1 to 31 days (7 for a week, 30 for a month).');
    expect(message(() => validateSchedule({ kind: 'per_period', times: 1.5, days: 3 }))).toBe('Plan to do this habit at least once in 3 days.');
    expect(message(() => validateSchedule({ kind: 'weekdays', weekdays: [] }))).toBe('Choose at least one day of the week for this habit.');
    expect(message(() => validateSchedule({ kind: 'weekdays', weekdays: [0, 8] }))).toBe('Days of the week run from 1 (Monday) to 7 (Sunday).');
    expect(message(() => validateSchedule({ kind: 'hourly' }))).toBe('A schedule is every day, chosen days of the week, or a number of times per period.');
    expect(validateSchedule({ kind: 'weekdays', weekdays: [5, 1, 3, 1] })).toEqual({ kind: 'weekdays', weekdays: [1, 3, 5] });
    expect(validateSchedule({ kind: 'per_period', times: 10, days: 30 })).toEqual({ kind: 'per_period', times: 10, days: 30 });
  });

  it('weekdays: only Mon/Wed/Fri are due; a Tuesday done is an extra and does not stand in for a Wednesday missed', () => {
    const mwf = { kind: 'weekdays' as const, weekdays: [1, 3, 5] as (1 | 3 | 5)[] };
    // 2026-03-02 is a Monday.
    const kept = habit({ schedule: mwf, entries: done('2026-03-02', '2026-03-04', '2026-03-06', '2026-03-09') });
    expect(statuses(kept, '2026-03-10')).toEqual(['done', 'not_due', 'done', 'not_due', 'done', 'not_due', 'not_due', 'done', 'not_due']);
    expect(evaluateHabit(kept, '2026-03-10').currentStreak).toBe(4);
    expect(isDue(kept, '2026-03-03')).toBe(false);
    expect(agendaOn(kept, '2026-03-11')).toBe('to_do');
    expect(agendaOn(kept, '2026-03-10')).toBe('not_due');

    const swapped = habit({ schedule: mwf, entries: done('2026-03-02', '2026-03-03', '2026-03-06') });
    const evaluation = evaluateHabit(swapped, '2026-03-07');
    expect(evaluation.days[1]).toEqual({ day: '2026-03-03', status: 'extra' });
    expect(evaluation.days[2]).toEqual({ day: '2026-03-04', status: 'missed' });
    expect(evaluation.currentStreak).toBe(1);
    expect(evaluation.bestStreak).toBe(2); // Monday and the extra Tuesday
    expect(agendaOn(swapped, '2026-03-03')).toBe('extra');
  });

  it('3 times a week counts calendar weeks from Monday: three done across a week boundary do not make a week', () => {
    const threeAWeek = { kind: 'per_period' as const, times: 3, days: 7 };
    // Sat, Sun of week 1 and Mon of week 2 are three in a row but two weeks' worth.
    const straddling = habit({ schedule: threeAWeek, entries: done('2026-03-07', '2026-03-08', '2026-03-09') });
    const evaluation = evaluateHabit(straddling, '2026-03-10');
    expect(evaluation.periods.map(({ start, quota, done: n, status }) => ({ start, quota, done: n, status }))).toEqual([
      { start: '2026-03-02', quota: 3, done: 2, status: 'missed' },
      { start: '2026-03-09', quota: 3, done: 1, status: 'pending' },
    ]);
    expect(evaluation.days.slice(0, 7).map((day) => day.status)).toEqual(['not_due', 'not_due', 'not_due', 'not_due', 'missed', 'done', 'done']);
    expect(evaluation.currentStreak).toBe(1);

    // Thu, Sat, Sun then Mon, Tue, Wed: both weeks met, the streak runs across the boundary.
    const kept = habit({ schedule: threeAWeek, entries: done('2026-03-05', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11') });
    const week2 = evaluateHabit(kept, '2026-03-12');
    expect(week2.periods.map((period) => period.status)).toEqual(['met', 'met']);
    expect(week2.currentStreak).toBe(6);
    expect(agendaOn(kept, '2026-03-12')).toBe('period_done'); // done for the week: no nagging on Thursday
    expect(periodProgress(kept, '2026-03-12')).toEqual({ start: '2026-03-09', end: '2026-03-15', quota: 3, done: 3, met: true, countedFrom: '2026-03-09' });
    expect(periodProgress(kept, '2026-03-16')).toEqual({ start: '2026-03-16', end: '2026-03-22', quota: 3, done: 0, met: false, countedFrom: '2026-03-16' });
  });

  it('2 times in 3 days: fixed blocks of three days, two done in each', () => {
    const twoInThree = { kind: 'per_period' as const, times: 2, days: 3 };
    const first = periodOf(twoInThree, '2026-03-02', 1);
    expect(periodOf(twoInThree, first.end, 1).start).toBe(first.start);
    expect(periodOf(twoInThree, addDays(first.end, 1), 1).start).toBe(addDays(first.end, 1));
    const blocks = [first.start, addDays(first.start, 3), addDays(first.start, 6)];
    const kept = habit({
      schedule: twoInThree, since: blocks[0],
      entries: done(blocks[0], addDays(blocks[0], 2), addDays(blocks[1], 1), addDays(blocks[1], 2), blocks[2]),
    });
    const evaluation = evaluateHabit(kept, addDays(blocks[2], 1));
    expect(evaluation.periods.map((period) => [period.quota, period.done, period.status])).toEqual([[2, 2, 'met'], [2, 2, 'met'], [2, 1, 'pending']]);
    expect(evaluation.currentStreak).toBe(5);

    const lapsed = habit({ schedule: twoInThree, since: blocks[0], entries: done(blocks[0], blocks[1], addDays(blocks[1], 1)) });
    const after = evaluateHabit(lapsed, addDays(blocks[2], 0));
    expect(after.periods.map((period) => period.status)).toEqual(['missed', 'met', 'pending']);
    expect(after.days.slice(0, 3).map((day) => day.status)).toEqual(['done', 'not_due', 'missed']); // the shortfall lands on the last open day
    expect(after.currentStreak).toBe(2);
  });

  it('10 times a month asks half as much when half the month is a vacation', () => {
    const tenAMonth = habit({ schedule: { kind: 'per_period', times: 10, days: 30 }, since: '2026-06-01', vacations: [{ start: '2026-06-01', end: '2026-06-15' }] });
    expect(periodProgress(tenAMonth, '2026-06-20')).toEqual({ start: '2026-06-01', end: '2026-06-30', quota: 5, done: 0, met: false, countedFrom: '2026-06-01' });
    expect(periodProgress(habit({ ...tenAMonth, since: '2026-01-01', vacations: [] }), '2026-02-10')).toMatchObject({ start: '2026-02-01', end: '2026-02-28', quota: 10 });
  });
});

describe('quantities', () => {
  it('at least: a day counts when the amount reaches the target', () => {
    const target = validateTarget({ unit: 'glasses', amount: '8', direction: 'AT_LEAST' });
    const water = habit({ target, entries: [
      { day: '2026-03-02', state: 'done', value: 8000 },
      { day: '2026-03-03', state: 'done', value: 9500 },
      { day: '2026-03-04', state: 'unmet', value: 7999 },
      { day: '2026-03-05', state: 'done', value: 8000 },
    ] });
    expect(statuses(water, '2026-03-05')).toEqual(['done', 'done', 'missed', 'done']);
    expect(stateForValue(7999, target)).toBe('unmet');
    expect(stateForValue(8000, target)).toBe('done');
    expect(stateForValue(1, null)).toBe('done');
  });

  it('at most: a day counts when the amount stays within it, and old amounts are judged by the current target', () => {
    const coffee = habit({ target: validateTarget({ unit: 'cups', amount: '2', direction: 'AT_MOST' }), entries: [
      { day: '2026-03-02', state: 'done', value: 0 },
      { day: '2026-03-03', state: 'unmet', value: 3000 },
      { day: '2026-03-04', state: 'done', value: 2000 },
    ] });
    expect(statuses(coffee, '2026-03-05')).toEqual(['done', 'missed', 'done', 'pending']);
    // The target tightened to at most 1: 2 cups no longer count, whatever state was stored.
    const stricter = { ...coffee, target: validateTarget({ unit: 'cups', amount: '1', direction: 'AT_MOST' }) };
    expect(statuses(stricter, '2026-03-04')).toEqual(['done', 'missed', 'pending']);
  });
});

describe('skips, vacations and the skip budget', () => {
  it('a skipped day neither breaks nor extends the streak', () => {
    const sick = habit({ entries: [...done('2026-03-02', '2026-03-03'), ...skipped('2026-03-04'), ...done('2026-03-05')] });
    const evaluation = evaluateHabit(sick, '2026-03-05');
    expect(evaluation.days.map((day) => day.status)).toEqual(['done', 'done', 'skipped', 'done']);
    expect(evaluation.currentStreak).toBe(3);
  });

  it('refuses a skip on a day the habit was not due', () => {
    const mwf = habit({ schedule: { kind: 'weekdays', weekdays: [1, 3, 5] }, vacations: [{ start: '2026-03-09', end: '2026-03-13' }] });
    expect(message(() => assertSkippable(mwf, '2026-03-03'))).toBe("This habit isn't due that day, so there is nothing to skip.");
    expect(message(() => assertSkippable(mwf, '2026-03-11'))).toBe("You're on vacation that day, so there is nothing to skip.");
    expect(() => assertSkippable(mwf, '2026-03-04')).not.toThrow();
  });

  it('a vacation carries the streak through, and nothing recorded in it counts', () => {
    const away = habit({
      entries: done('2026-03-02', '2026-03-03', '2026-03-05', '2026-03-09'),
      vacations: [{ start: '2026-03-04', end: '2026-03-08' }],
    });
    const evaluation = evaluateHabit(away, '2026-03-09');
    expect(evaluation.days.map((day) => day.status)).toEqual(['done', 'done', 'vacation', 'vacation', 'vacation', 'vacation', 'vacation', 'done']);
    expect(evaluation.currentStreak).toBe(3);
    expect(agendaOn(away, '2026-03-06')).toBe('vacation');
  });

  it('refuses a vacation that ends before it starts or overlaps another', () => {
    const existing = [{ start: '2026-07-01', end: '2026-07-14' }];
    expect(message(() => validateVacation({ start: '2026-08-10', end: '2026-08-01' }))).toBe("A vacation can't end before it starts.");
    expect(message(() => validateVacation({ start: '2026-07-14', end: '2026-07-20' }, existing))).toBe('That vacation overlaps the one from 2026-07-01 to 2026-07-14.');
    expect(message(() => validateVacation({ start: '2026-06-01', end: 'soon' }, existing))).toBe('The day must be a date written as YYYY-MM-DD');
    expect(validateVacation({ start: '2026-07-15', end: '2026-07-15' }, existing)).toEqual({ start: '2026-07-15', end: '2026-07-15' });
    expect(message(() => validateSkipBudget(-1))).toBe('The skip budget is a whole number of days a month, from 0 to 31.');
  });

  it('spends the monthly skip budget on missed days, oldest first, and says where', () => {
    const march = [...eachDay('2026-03-02', '2026-03-31')].filter((day) => !['2026-03-05', '2026-03-10', '2026-03-20'].includes(day));
    const twoAMonth = habit({ skipBudgetPerMonth: 2, entries: done(...march, '2026-04-02') });
    const evaluation = evaluateHabit(twoAMonth, '2026-04-02');
    expect(evaluation.freezesSpent).toEqual(['2026-03-05', '2026-03-10', '2026-04-01']);
    expect(evaluation.days.find((day) => day.day === '2026-03-20')?.status).toBe('missed');
    expect(evaluation.bestStreak).toBe(march.filter((day) => day < '2026-03-20').length);
    expect(evaluation.currentStreak).toBe(11 + 1); // 21–31 March, then 2 April (1 April frozen: a new month's budget)
    // Of the freezes spent, only 1 April's keeps the current streak going: the others saved a streak 20 March ended.
    expect(streakFreezes(evaluation)).toEqual(['2026-04-01']);
    expect(streakFreezes(evaluateHabit(twoAMonth, '2026-03-19'))).toEqual(['2026-03-05', '2026-03-10']);
    expect(streakFreezes(evaluateHabit(habit({ skipBudgetPerMonth: 2, entries: done('2026-03-02') }), '2026-03-10'))).toEqual([]);
  });

  it('spends no freeze when there is no streak to protect, nor on today', () => {
    const idle = habit({ skipBudgetPerMonth: 3, entries: done('2026-03-05') });
    const evaluation = evaluateHabit(idle, '2026-03-07');
    expect(evaluation.days.map((day) => day.status)).toEqual(['missed', 'missed', 'missed', 'done', 'frozen', 'pending']);
    expect(evaluation.freezesSpent).toEqual(['2026-03-06']);
    expect(evaluation.currentStreak).toBe(1);
  });

  it('covers a 3-times-a-week shortfall with the budget when it can cover all of it', () => {
    const threeAWeek = { kind: 'per_period' as const, times: 3, days: 7 };
    const short = habit({ schedule: threeAWeek, skipBudgetPerMonth: 1, entries: done('2026-03-02', '2026-03-04', '2026-03-06', '2026-03-10', '2026-03-12') });
    const evaluation = evaluateHabit(short, '2026-03-17');
    expect(evaluation.periods.map((period) => period.status)).toEqual(['met', 'frozen', 'pending']);
    expect(evaluation.freezesSpent).toEqual(['2026-03-15']);
    expect(evaluation.currentStreak).toBe(5);
    const shorter = habit({ ...short, entries: done('2026-03-02', '2026-03-04', '2026-03-06', '2026-03-10') });
    expect(evaluateHabit(shorter, '2026-03-17').periods.map((period) => period.status)).toEqual(['met', 'missed', 'pending']);
    expect(evaluateHabit(shorter, '2026-03-17').freezesSpent).toEqual([]);
  });
});

describe('DST weeks', () => {
  it.each([
    ['America/New_York', '2026-03-05'], ['America/New_York', '2026-10-29'],
    ['Europe/Berlin', '2026-03-26'], ['Europe/Berlin', '2026-10-22'],
  ])('%s from %s: a habit done just after each local midnight and just before the next keeps a 7-day streak', (zone, first) => {
    const week = [...eachDay(first, addDays(first, 6))];
    const instants = week.flatMap((day) => {
      const { start, end } = userDayBounds(day, zone);
      return [new Date(start.getTime() + 60_000), new Date(end.getTime() - 60_000)];
    });
    const days = [...new Set(instants.map((instant) => userDay(instant, zone)))];
    expect(days).toEqual(week);
    const evaluation = evaluateHabit(habit({ since: first, entries: done(...days) }), addDays(first, 7));
    expect(evaluation.currentStreak).toBe(7);
    expect(evaluation.days.filter((day) => day.status === 'missed')).toEqual([]);
  });

  it('with a 03:00 day start, 02:30 on the night the clocks go back still belongs to the evening before', () => {
    const zone = 'America/New_York';
    const { start } = userDayBounds('2026-11-01', zone); // midnight EDT; the clocks fall back from 02:00 EDT to 01:00 EST
    const twoThirty = new Date(start.getTime() + 3.5 * 60 * 60 * 1000); // 02:30 EST, 3.5 hours later
    expect(userDay(twoThirty, zone, 3)).toBe('2026-10-31');
    expect(userDay(twoThirty, zone, 0)).toBe('2026-11-01');
  });
});

describe('score and adherence', () => {
  it('a daily habit done for 13 days from nothing reaches half strength; one miss after months costs little', () => {
    const fortnight = habit({ since: '2026-01-01', entries: done(...eachDay('2026-01-01', '2026-01-13')) });
    expect(habitScore(fortnight, '2026-01-14')).toBeCloseTo(0.5, 10);
    const months = habit({ since: '2026-01-01', entries: done(...[...eachDay('2026-01-01', '2026-05-31')].filter((day) => day !== '2026-05-30')) });
    const score = habitScore(months, '2026-06-01');
    expect(score).toBeGreaterThan(0.9);
    expect(score).toBeLessThan(1);
    expect(habitScore(habit({ since: '2026-01-01' }), '2026-06-01')).toBe(0);
  });

  it('a 3-times-a-week habit met every week is as strong as a daily one done every day, over the same months', () => {
    const weeks = [...eachDay('2026-01-05', '2026-06-28')].filter((day) => [1, 3, 5].includes(new Date(`${day}T00:00:00Z`).getUTCDay()));
    const threeAWeek = habit({ schedule: { kind: 'per_period', times: 3, days: 7 }, since: '2026-01-05', entries: done(...weeks) });
    const daily = habit({ since: '2026-01-05', entries: done(...eachDay('2026-01-05', '2026-06-28')) });
    expect(Math.abs(habitScore(threeAWeek, '2026-06-29') - habitScore(daily, '2026-06-29'))).toBeLessThan(0.1);
  });

  it('strength counts a per_period habit\'s occasions as they come: ticks of the running week count, each weighing more than a daily day', () => {
    // Issue 25 case 6: a 3-times-a-week habit ticked Mon and Tue of its first week is not 0%.
    const threeAWeek = habit({ schedule: { kind: 'per_period', times: 3, days: 7 }, since: '2026-03-09', entries: done('2026-03-09', '2026-03-10') });
    const daily = habit({ since: '2026-03-11', entries: done('2026-03-11') });
    const keep = 0.5 ** (1 / (13 * Math.sqrt(3 / 7)));
    expect(habitScore(threeAWeek, '2026-03-11')).toBeCloseTo(1 - keep ** 2, 10);
    expect(habitScore(daily, '2026-03-11')).toBeCloseTo(1 - 0.5 ** (1 / 13), 10);
    // A week met by 3 ticks, then a week with 1 of 3: 4 done occasions, then 2 missed.
    const weekAndShort = habit({ schedule: { kind: 'per_period', times: 3, days: 7 }, since: '2026-03-02', entries: done('2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-09') });
    expect(habitScore(weekAndShort, '2026-03-16')).toBeCloseTo((1 - keep ** 4) * keep ** 2, 10);
    // The same ticks on a Mon/Wed/Fri habit's due days weigh the same as the weekly habit's.
    const monWedFri = habit({ schedule: { kind: 'weekdays', weekdays: [1, 3, 5] }, since: '2026-03-09', entries: done('2026-03-09', '2026-03-11') });
    expect(habitScore(monWedFri, '2026-03-11')).toBeCloseTo(habitScore(threeAWeek, '2026-03-11'), 10);
  });

  it('adherence is done due days over due days: skips and vacations left out, a freeze counted as missed, today once done', () => {
    const h = habit({
      skipBudgetPerMonth: 1,
      entries: [...done('2026-03-02', '2026-03-03', '2026-03-05', '2026-03-08', '2026-03-10'), ...skipped('2026-03-06')],
      vacations: [{ start: '2026-03-07', end: '2026-03-07' }],
    });
    // 2 done 3 done 4 frozen 5 done 6 skipped 7 vacation 8 done 9 missed 10 done (today).
    expect(adherence(h, '2026-03-10', '2026-03-02', '2026-03-10')).toEqual({ done: 5, due: 7, rate: 5 / 7 });
    expect(adherence(h, '2026-03-11', '2026-03-11', '2026-03-11')).toEqual({ done: 0, due: 0, rate: null });
  });

  it('adherence of a period habit: a met week is fully done, a running week asks for its share so far', () => {
    const h = habit({ schedule: { kind: 'per_period', times: 3, days: 7 }, entries: done('2026-03-02', '2026-03-03', '2026-03-04', '2026-03-09') });
    expect(adherence(h, '2026-03-11', '2026-03-02', '2026-03-08')).toEqual({ done: 3, due: 3, rate: 1 });
    // Mon 9 done, Tue 10 open, Wed 11 today and open: ceil(3 × 2 / 7) = 1 asked so far.
    expect(adherence(h, '2026-03-11', '2026-03-09', '2026-03-15')).toEqual({ done: 1, due: 1, rate: 1 });
    expect(adherence(h, '2026-03-15', '2026-03-09', '2026-03-15')).toEqual({ done: 1, due: 3, rate: 1 / 3 });
  });

  it('adherence of a period habit over 7 days across two weeks asks 3 (not 2 + 2) and counts the ticks in them', () => {
    // Week of Mar 2 met by Mon, Tue and Thu 5; Sun 8 and Wed 11 done. Window Thu 5 .. Wed 11: 3 ticks.
    const h = habit({ schedule: { kind: 'per_period', times: 3, days: 7 }, entries: done('2026-03-02', '2026-03-03', '2026-03-05', '2026-03-08', '2026-03-11') });
    expect(adherence(h, '2026-03-11', '2026-03-05', '2026-03-11')).toEqual({ done: 3, due: 3, rate: 1 });
  });
});
