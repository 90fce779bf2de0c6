/** Where reminders read the time: the system clock, or a test's clock that crosses midnight and DST at will. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
