import { rememberServerToday, todayWorkDay } from './work-day';

describe('todayWorkDay', () => {
  afterEach(() => rememberServerToday(null));

  const evening = new Date(2026, 2, 10, 21, 0);

  it("is the browser's local day until the server has said", () => {
    expect(todayWorkDay(evening)).toBe('2026-03-10');
  });

  it("prefers the server's today for the user (another zone, a later day start)", () => {
    rememberServerToday('2026-03-11', evening);
    expect(todayWorkDay(evening)).toBe('2026-03-11');
    expect(todayWorkDay(new Date(2026, 2, 10, 23, 59))).toBe('2026-03-11');
  });

  it("falls back to the browser's day once that has moved on (until the daily reload asks again)", () => {
    rememberServerToday('2026-03-09', evening);
    expect(todayWorkDay(new Date(2026, 2, 11, 0, 1))).toBe('2026-03-11');
  });

  it('forgets the server day when signed out or given something that is not a day', () => {
    rememberServerToday('2026-03-11', evening);
    rememberServerToday(undefined, evening);
    expect(todayWorkDay(evening)).toBe('2026-03-10');
    rememberServerToday('tomorrow', evening);
    expect(todayWorkDay(evening)).toBe('2026-03-10');
  });
});
