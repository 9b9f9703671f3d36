/** Where the service gets the time from; tests pass a controllable clock. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** ISO 8601 UTC with milliseconds: sortable as text in every database. */
export function isoNow(clock: Clock): string {
  return clock().toISOString();
}

/** The calendar month (UTC) of a time, for usage counters: "2026-11". */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}
