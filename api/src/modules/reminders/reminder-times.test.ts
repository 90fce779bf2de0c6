import { nextOccurrence, occurrenceOn, parseLocalTime, parseLocalTimes } from './reminder-times';

describe('reminder times', () => {
  it('accepts HH:MM and refuses anything else with a clear message', () => {
    expect(parseLocalTime('07:05')).toBe('07:05');
    for (const bad of ['24:00', '7:05', '07:60', 'noon', 730, null]) {
      expect(() => parseLocalTime(bad)).toThrow(/is not a time of day\. Write it as HH:MM/);
    }
    expect(parseLocalTimes(['21:00', '07:00', '21:00'])).toEqual(['07:00', '21:00']);
    expect(() => parseLocalTimes(['01:00', '02:00', '03:00', '04:00', '05:00', '06:00'])).toThrow('at most 5 reminder times');
  });

  it('fires in the user zone on an ordinary day', () => {
    expect(occurrenceOn('2026-03-07', '09:00', 'America/New_York').toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(occurrenceOn('2026-03-09', '09:00', 'America/New_York').toISOString()).toBe('2026-03-09T13:00:00.000Z');
  });

  it('a time skipped by spring-forward fires once, at the first valid minute after it (03:00 EDT)', () => {
    expect(occurrenceOn('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    const first = nextOccurrence('02:30', 'America/New_York', new Date('2026-03-08T05:00:00Z'));
    expect(first).toEqual({ day: '2026-03-08', at: new Date('2026-03-08T07:00:00Z') });
    const after = nextOccurrence('02:30', 'America/New_York', new Date(first.at.getTime() + 1), '2026-03-09');
    expect(after).toEqual({ day: '2026-03-09', at: new Date('2026-03-09T06:30:00Z') });
  });

  it('a time repeated by fall-back fires once, at its first occurrence (01:30 EDT)', () => {
    const first = nextOccurrence('01:30', 'America/New_York', new Date('2026-11-01T04:00:00Z'));
    expect(first).toEqual({ day: '2026-11-01', at: new Date('2026-11-01T05:30:00Z') });
    // Planning the day after the one that fired never lands on the repeated 01:30 EST of the same day.
    expect(nextOccurrence('01:30', 'America/New_York', new Date('2026-11-01T05:30:01Z'), '2026-11-02').day).toBe('2026-11-02');
    expect(nextOccurrence('01:30', 'America/New_York', new Date('2026-11-01T05:30:01Z'), '2026-11-02').at.toISOString()).toBe('2026-11-02T06:30:00.000Z');
  });

  it('next occurrence crosses midnight into the next day', () => {
    expect(nextOccurrence('08:00', 'Europe/Berlin', new Date('2026-06-01T22:30:00Z'))).toEqual({ day: '2026-06-02', at: new Date('2026-06-02T06:00:00Z') });
    expect(nextOccurrence('23:59', 'Pacific/Kiritimati', new Date('2026-06-01T00:00:00Z')).day).toBe('2026-06-01');
  });
});
