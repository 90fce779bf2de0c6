import { addDays, latestToday } from './dates';

describe('days', () => {
  const now = new Date('2026-03-01T09:00:00Z'); // 23:00 on 1 March at UTC+14

  it('knows today where it is latest (UTC+14)', () => {
    expect(latestToday(now)).toBe('2026-03-01');
    expect(latestToday(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-02');
  });

  it('steps across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -7)).toBe('2025-12-25');
  });
});
