import { rememberServerToday, todayWorkDay } from './work-day';
import { dayRangeText, shortDayText } from './work-day-text';

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

describe('shortDayText and dayRangeText', () => {
  it('leave the year out in the current year and put it in for any other', () => {
    expect(shortDayText('2026-03-15', '2026-11-26')).toBe('Mar 15');
    expect(shortDayText('2027-03-15', '2026-11-26')).toBe('Mar 15, 2027');
    expect(shortDayText('2015-01-16', '2026-11-26')).toBe('Jan 16, 2015');
  });

  it('give both ends of a range their year when either is not in the current year', () => {
    expect(dayRangeText('2026-11-20', '2026-11-26', '2026-11-26')).toBe('Nov 20 – Nov 26');
    expect(dayRangeText('2015-01-16', '2026-11-26', '2026-11-26')).toBe('Jan 16, 2015 – Nov 26, 2026');
  });
});
