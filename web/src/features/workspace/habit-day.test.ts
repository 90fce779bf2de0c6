import type { HabitRow_DayHabitFragment } from '../../gql/graphql';
import {
  isDoneToday, listOf, meetsTarget, periodProgressText, stepAmount, targetLabel, withDayDone, withSkipped, withValue,
} from './habit-day';

const target = (amount: string, direction: 'AT_LEAST' | 'AT_MOST' = 'AT_LEAST') =>
  ({ __typename: 'HabitTarget' as const, unit: 'glasses', amount, direction });

function dayHabit(overrides: Partial<HabitRow_DayHabitFragment> = {}, habit: Partial<HabitRow_DayHabitFragment['habit']> = {}): HabitRow_DayHabitFragment {
  return {
    id: 'h1:2026-03-04', day: '2026-03-04', done: false, status: 'TO_DO', value: null, period: null, keptByFreeze: false,
    habit: {
      id: 'h1', position: 0, item: { id: 'i1', text: 'Drink water', category: 'Health' },
      schedule: { kind: 'DAILY', days: null, summary: 'Every day' }, target: null, goals: [], ...habit,
    },
    ...overrides,
  };
}

const weekly = (done: number, status: HabitRow_DayHabitFragment['status'] = 'TO_DO') => dayHabit(
  { status, done: status !== 'TO_DO', period: { start: '2026-03-02', end: '2026-03-08', done, quota: 3, countedFrom: '2026-03-02' } },
  { schedule: { kind: 'PER_PERIOD', days: 7, summary: '3 times a week' } },
);

describe('habit day', () => {
  it("keeps the server's freeze until the day is done or skipped: a day done needs no freeze", () => {
    const frozen = dayHabit({ keptByFreeze: true });
    expect(withDayDone(frozen, true).keptByFreeze).toBe(false);
    expect(withDayDone(frozen, false).keptByFreeze).toBe(true);
    expect(withSkipped(frozen, true).keptByFreeze).toBe(false);
  });

  it('lists TO_DO to complete, done, done for the period and skipped as completed, not due and vacation apart', () => {
    expect(listOf({ status: 'TO_DO' })).toBe('toDo');
    for (const status of ['DONE', 'EXTRA', 'PERIOD_DONE', 'SKIPPED'] as const) expect(listOf({ status })).toBe('completed');
    for (const status of ['NOT_DUE', 'VACATION'] as const) expect(listOf({ status })).toBe('notDue');
  });

  it("says a period's progress in words", () => {
    expect(periodProgressText(weekly(2))).toBe('2 of 3 this week');
    expect(periodProgressText(dayHabit())).toBeNull();
    const monthly = dayHabit({ period: { start: '2026-03-01', end: '2026-03-31', done: 4, quota: 10, countedFrom: '2026-03-01' } },
      { schedule: { kind: 'PER_PERIOD', days: 30, summary: '10 times a month' } });
    expect(periodProgressText(monthly)).toBe('4 of 10 this month');
    // A habit begun on Thursday 5: its first week asks only for the days since (issue 25).
    const begun = dayHabit({ period: { start: '2026-03-02', end: '2026-03-08', done: 0, quota: 2, countedFrom: '2026-03-05' } },
      { schedule: { kind: 'PER_PERIOD', days: 7, summary: '3 times a week' } });
    expect(periodProgressText(begun)).toBe('0 of 2 this week (counted from Thursday, when you began)');
  });

  it('labels, steps and checks amounts exactly, in thousandths', () => {
    expect(targetLabel(target('8'))).toBe('glasses (at least 8)');
    expect(targetLabel(target('2.5', 'AT_MOST'))).toBe('glasses (at most 2.5)');
    expect(stepAmount(null, 1)).toBe('1');
    expect(stepAmount('0.1', 1)).toBe('1.1');
    expect(stepAmount('0.5', -1)).toBe('0');
    expect(meetsTarget('8', target('8'))).toBe(true);
    expect(meetsTarget('7.999', target('8'))).toBe(false);
    expect(meetsTarget('2.5', target('2.5', 'AT_MOST'))).toBe(true);
    expect(meetsTarget('2.501', target('2.5', 'AT_MOST'))).toBe(false);
    expect(meetsTarget(null, target('2', 'AT_MOST'))).toBe(false);
  });

  it('moves a day to done, and a weekly one to done for the period once the quota is met elsewhere', () => {
    expect(withDayDone(dayHabit(), true)).toMatchObject({ status: 'DONE', done: true });
    expect(withDayDone(weekly(2), true)).toMatchObject({ status: 'DONE', period: { done: 3 } });
    // Three done days already: undoing today's leaves the week met by the others only if it still is.
    expect(withDayDone(weekly(3, 'DONE'), false)).toMatchObject({ status: 'TO_DO', period: { done: 2 } });
    expect(withDayDone(weekly(4, 'DONE'), false)).toMatchObject({ status: 'PERIOD_DONE', done: true, period: { done: 3 } });
  });

  it('ticks a day not due as an extra until the server answers, and back', () => {
    const notDue = dayHabit({ status: 'NOT_DUE' });
    expect(withDayDone(notDue, true)).toMatchObject({ status: 'EXTRA', done: true });
    expect(isDoneToday({ status: 'EXTRA' })).toBe(true);
    expect(withDayDone(dayHabit({ status: 'EXTRA', done: true }), false)).toMatchObject({ status: 'NOT_DUE', done: false });
  });

  it('enters a value (done when the target is met) and skips or takes a skip back', () => {
    const measured = dayHabit({}, { target: target('3') });
    expect(withValue(measured, '2')).toMatchObject({ status: 'TO_DO', value: '2' });
    expect(withValue(measured, '3')).toMatchObject({ status: 'DONE', value: '3', done: true });
    expect(withSkipped(dayHabit(), true)).toMatchObject({ status: 'SKIPPED', done: false });
    expect(withSkipped(dayHabit({ status: 'SKIPPED' }), false)).toMatchObject({ status: 'TO_DO' });
  });
});
