import { addDays, latestToday, parseDay } from './dates';

describe('days', () => {
  const now = new Date('2026-03-01T09:00:00Z'); // 23:00 on 1 March at UTC+14

  it('accepts a real calendar day up to today in the earliest time zone', () => {
    expect(latestToday(now)).toBe('2026-03-01');
    expect(latestToday(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-02');
    expect(parseDay('2026-03-01', now)).toBe('2026-03-01');
    expect(parseDay('2024-02-29', now)).toBe('2024-02-29');
  });

  it.each(['2026-3-1', '2026-02-30', '2025-02-29', '01-03-2026', '2026-03-01T00:00', '', 20260301, null, '1969-12-31'])(
    'refuses the malformed day %j', (day) => {
      expect(() => parseDay(day, now)).toThrow('The day must be a date written as YYYY-MM-DD');
    });

  it('refuses a day after today everywhere', () => {
    expect(() => parseDay('2026-03-02', now)).toThrow('That day has not come yet');
  });

  it('steps across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -7)).toBe('2025-12-25');
  });
});
