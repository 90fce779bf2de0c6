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
    expect(summary.consistency).toEqual([50, 100, null]);
    expect(summary.workSummary).toMatch(/4 tasks completed over 3 days; the busiest day was .+ with 3\.$/);
    expect(summary.consistencySummary).toMatch(/3 of 4 habit-days done \(75%\)\.$/);
    expect(summary.goalCounts.map((entry) => [entry.label, entry.count])).toEqual([
      ['New', 0], ['In Progress', 0], ['Stuck', 2], ['Complete', 0],
    ]);
  });

  it('is empty with no tasks, habits or goals', () => {
    const summary = summarizeTrends(trends({ work: [0, 0, 0], habitsDone: [0, 0, 0], habitsHeld: [0, 0, 0], goalsByStatus: [] }));
    expect(summary.isEmpty).toBe(true);
    expect(summary.workSummary).toMatch(/no tasks completed\.$/);
    expect(summary.consistencySummary).toMatch(/no habits held\.$/);
  });
});
