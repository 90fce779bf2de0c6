import { scheduleSummary } from './schedule-texts';

describe('a schedule in words (issue 29)', () => {
  it('keeps English as it was', () => {
    expect(scheduleSummary({ kind: 'daily' })).toBe('Every day');
    expect(scheduleSummary({ kind: 'weekdays', weekdays: [1, 3, 5] })).toBe('Mon, Wed, Fri');
    expect(scheduleSummary({ kind: 'per_period', times: 1, days: 7 })).toBe('Once a week');
    expect(scheduleSummary({ kind: 'per_period', times: 3, days: 7 })).toBe('3 times a week');
    expect(scheduleSummary({ kind: 'per_period', times: 10, days: 30 })).toBe('10 times a month');
    expect(scheduleSummary({ kind: 'per_period', times: 2, days: 3 })).toBe('2 times in 3 days');
    expect(scheduleSummary({ kind: 'per_period', times: 1, days: 3 })).toBe('Once in 3 days');
  });

  it("speaks the locale's language, with its weekday names and plurals", () => {
    expect(scheduleSummary({ kind: 'per_period', times: 3, days: 7 }, 'de-DE')).toBe('3-mal pro Woche');
    expect(scheduleSummary({ kind: 'weekdays', weekdays: [1, 3, 5] }, 'de-DE')).toBe('Mo, Mi und Fr');
    expect(scheduleSummary({ kind: 'per_period', times: 1, days: 30 }, 'es')).toBe('Una vez al mes');
    expect(scheduleSummary({ kind: 'per_period', times: 2, days: 7 }, 'ar')).toBe('مرتان في الأسبوع');
    expect(scheduleSummary({ kind: 'per_period', times: 3, days: 7 }, 'ar')).toBe('3 مرات في الأسبوع');
    expect(scheduleSummary({ kind: 'daily' }, 'en-XA')).toMatch(/^Éṽéŕý ðàý /);
  });
});
