import type { Clock } from '../../server/clock.js';

/** A clock the test moves by hand: time stands still until `advance` or `set`. */
export interface TestClock {
  now: Clock;
  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void;
  set(iso: string): void;
  iso(): string;
}

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const DAY = 24 * 60 * MINUTE;

/** A controllable clock starting at `startAt` (default: a fixed instant, so runs repeat). */
export function testClock(startAt = '2026-03-10T12:00:00.000Z'): TestClock {
  let current = new Date(startAt).getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(iso) {
      current = new Date(iso).getTime();
    },
    iso: () => new Date(current).toISOString(),
  };
}
