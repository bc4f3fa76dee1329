/**
 * The time, injected: when a rotated secret stops signing is decided on this clock (at the rotation
 * and at each attempt), so tests move it instead of waiting 24 hours.
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');
