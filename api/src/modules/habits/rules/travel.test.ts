import { userDay } from '../../../shared/time/days';
import type { HabitHistory } from './history';
import { evaluateHabit } from './streaks';

// A streak across the date line: the user's clock (shared/time/days.ts) and the habit rules together.
describe('the user clock and a streak', () => {
  it('keeps past days when a user flies from Tokyo to Los Angeles mid-streak', () => {
    // Done in Tokyo on the evenings of 8, 9 and 10 May; the flight leaves Tokyo on 11 May at
    // 17:00 and lands in Los Angeles on 11 May at 10:00 local time (crossing the date line).
    const done = [
      userDay(new Date('2026-05-08T12:00:00Z'), 'Asia/Tokyo'), // 21:00 JST
      userDay(new Date('2026-05-09T12:00:00Z'), 'Asia/Tokyo'),
      userDay(new Date('2026-05-10T12:00:00Z'), 'Asia/Tokyo'),
    ];
    expect(done).toEqual(['2026-05-08', '2026-05-09', '2026-05-10']);
    const beforeTakeoff = userDay(new Date('2026-05-11T07:00:00Z'), 'Asia/Tokyo'); // 16:00 JST, 11 May
    const afterLanding = userDay(new Date('2026-05-11T17:00:00Z'), 'America/Los_Angeles'); // 10:00 PDT, 11 May
    expect(beforeTakeoff).toBe('2026-05-11');
    expect(afterLanding).toBe('2026-05-11'); // the same day again: a long day, not a lost one
    done.push(userDay(new Date('2026-05-12T04:00:00Z'), 'America/Los_Angeles')); // 21:00 PDT on 11 May
    done.push(userDay(new Date('2026-05-13T04:00:00Z'), 'America/Los_Angeles')); // 21:00 PDT on 12 May
    const history: HabitHistory = {
      schedule: { kind: 'daily' }, target: null, skipBudgetPerMonth: 0, since: '2026-05-08',
      entries: done.map((day) => ({ day, state: 'done' as const })), vacations: [], firstDayOfWeek: 1,
    };
    const today = userDay(new Date('2026-05-13T16:00:00Z'), 'America/Los_Angeles'); // 09:00 PDT, 13 May
    const evaluation = evaluateHabit(history, today);
    expect(evaluation.currentStreak).toBe(5);
    expect(evaluation.days.map((day) => day.status)).toEqual(['done', 'done', 'done', 'done', 'done', 'pending']);
  });
});
