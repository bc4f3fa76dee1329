/** The time, injected: the audit log's retention is decided on this clock, so tests move it instead of waiting a year. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');
