import { progressFormula, type ProgressParts, rollUp } from './progress';

const PARTS: ProgressParts = {
  milestonesDone: 3, milestonesTotal: 5, habitsDone: 20, habitsDue: 30, habitCount: 2, tasksDone: 0, tasksTotal: 0, windowDays: 7, clamped: true,
};

describe("a goal's progress formula (issue 29)", () => {
  it('reads as it did in English', () => {
    expect(rollUp(PARTS)).toEqual({
      share: (0.6 + 20 / 30) / 2, percent: 63,
      formula: 'Progress 63% = average of milestones 3/5 (60%), habits 20/30 due days done in the last 7 days (67%). The Free plan looks back 7 days for habits.',
    });
    expect(rollUp({ ...PARTS, milestonesTotal: 0, habitsDue: 0 }).formula).toBe('Nothing to measure yet: add milestones, link habits or tasks to see progress.');
  });

  it("is written in the locale's words and numbers", () => {
    // German and Spanish put a no-break space before the percent sign.
    expect(progressFormula({ ...PARTS, clamped: false }, 'de-DE').replaceAll('\u00a0', ' ')).toBe('Fortschritt 63 % = Durchschnitt aus Meilensteine 3/5 (60 %), Gewohnheiten: 20/30 fällige Tage erledigt in den letzten 7 Tagen (67 %)');
    expect(progressFormula({ ...PARTS, habitsDue: 0 }, 'es').replaceAll('\u00a0', ' ')).toBe('Progreso 60 % = hitos 3/5 (60 %)');
  });
});
