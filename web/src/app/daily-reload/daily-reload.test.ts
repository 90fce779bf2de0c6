import { checkNewDay, isEarlierDay, LAST_VISITED_KEY, localDay, type DayStore } from './daily-reload';

function memoryStore(initial: Record<string, string> = {}): DayStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => (key in data ? data[key] : null),
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('localDay', () => {
  it('formats the local calendar day as YYYY-MM-DD with zero padding', () => {
    expect(localDay(new Date(2024, 0, 5, 9, 30))).toBe('2024-01-05');
    expect(localDay(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31');
  });

  it('uses local time, not UTC, just after local midnight', () => {
    expect(localDay(new Date(2024, 2, 10, 0, 0, 1))).toBe('2024-03-10');
  });
});

describe('isEarlierDay', () => {
  it('is true only for a well-formed earlier day', () => {
    expect(isEarlierDay('2024-03-09', '2024-03-10')).toBe(true);
    expect(isEarlierDay('2023-12-31', '2024-01-01')).toBe(true);
    expect(isEarlierDay('2024-03-10', '2024-03-10')).toBe(false);
    expect(isEarlierDay('2024-03-11', '2024-03-10')).toBe(false);
    expect(isEarlierDay(null, '2024-03-10')).toBe(false);
    expect(isEarlierDay('yesterday', '2024-03-10')).toBe(false);
  });
});

describe('checkNewDay', () => {
  const now = new Date(2024, 2, 10, 8, 0);

  it('records the first visit without reloading', () => {
    const store = memoryStore();
    expect(checkNewDay(store, now)).toBe(false);
    expect(store.data[LAST_VISITED_KEY]).toBe('2024-03-10');
  });

  it('does nothing on a second visit the same day', () => {
    const store = memoryStore({ [LAST_VISITED_KEY]: '2024-03-10' });
    expect(checkNewDay(store, now)).toBe(false);
    expect(store.data[LAST_VISITED_KEY]).toBe('2024-03-10');
  });

  it('asks for one reload on a later day and records today first', () => {
    const store = memoryStore({ [LAST_VISITED_KEY]: '2024-03-09' });
    expect(checkNewDay(store, now)).toBe(true);
    expect(store.data[LAST_VISITED_KEY]).toBe('2024-03-10');
    // After the reload the same check finds today and stops.
    expect(checkNewDay(store, now)).toBe(false);
  });

  it('overwrites a future or malformed day without reloading', () => {
    const future = memoryStore({ [LAST_VISITED_KEY]: '2024-03-11' });
    expect(checkNewDay(future, now)).toBe(false);
    expect(future.data[LAST_VISITED_KEY]).toBe('2024-03-10');

    const junk = memoryStore({ [LAST_VISITED_KEY]: 'not a date' });
    expect(checkNewDay(junk, now)).toBe(false);
    expect(junk.data[LAST_VISITED_KEY]).toBe('2024-03-10');
  });

  it('never reloads when storage fails, so it cannot loop', () => {
    const throwing: DayStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(checkNewDay(throwing, now)).toBe(false);

    const forgetful: DayStore = { getItem: () => '2024-03-09', setItem: () => undefined };
    expect(checkNewDay(forgetful, now)).toBe(false);
  });
});
