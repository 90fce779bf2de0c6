import { summarizeTrends, type Trends } from './progress-summary';

const trends = (overrides: Partial<Trends> = {}): Trends => ({
  from: '2026-03-02', to: '2026-03-04', days: 3, clamped: false, windowDays: null,
  work: [1, 3, 0], habitsDone: [1, 2, 0], habitsHeld: [2, 2, 0],
  goalsByStatus: [{ status: 'STUCK', count: 2 }], habits: [],
  ...overrides,
} as Trends);

describe('summarizeTrends', () => {
  it('adds up the range and names its busiest day', () => {
    const summary = summarizeTrends(trends());
    expect(summary).toMatchObject({ tasksDone: 4, habitsDone: 3, habitsHeld: 4, goalsTotal: 2, isEmpty: false });
    expect(summary.days).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(summary.step).toBe('day');
    expect(summary.consistency).toEqual([50, 100, null]);
    expect(summary.workSummary).toMatch(/4 tasks completed over 3 days; the busiest day was .+ with 3\.$/);
    expect(summary.consistencySummary).toMatch(/3 of 4 habit-days done \(75%\)\.$/);
    expect(summary.goalCounts.map((entry) => [entry.label, entry.count])).toEqual([
      ['New', 0], ['In Progress', 0], ['Stuck', 2], ['Complete', 0],
    ]);
  });

  it('counts a range beyond a year by month, each month added up', () => {
    const length = 400;
    const days = Array.from({ length }, (_, index) => index);
    const summary = summarizeTrends(trends({
      from: '2025-01-01', to: '2026-02-04', days: length,
      work: days.map(() => 1), habitsDone: days.map((index) => index % 2), habitsHeld: days.map(() => 1),
    }));
    expect(summary.step).toBe('month');
    expect(summary.points).toHaveLength(14);
    expect(summary.points[0]).toMatchObject({ key: '2025-01', work: 31, habitsDone: 15, habitsHeld: 31, consistency: 48 });
    expect(summary.points[13]).toMatchObject({ key: '2026-02', work: 4 });
    expect(summary.labels[0]).toMatch(/2025/);
    expect(summary.workSummary).toMatch(/400 tasks completed over 400 days; the busiest month was .+ with 31\.$/);
  });

  it('is empty with no tasks, habits or goals', () => {
    const summary = summarizeTrends(trends({ work: [0, 0, 0], habitsDone: [0, 0, 0], habitsHeld: [0, 0, 0], goalsByStatus: [] }));
    expect(summary.isEmpty).toBe(true);
    expect(summary.workSummary).toMatch(/no tasks completed\.$/);
    expect(summary.consistencySummary).toMatch(/no habits held\.$/);
  });
});
