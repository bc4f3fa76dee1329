/** The time, injected: the disclosure engine and the 7-day memory are tested with a clock of their own. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
