import { DATE_PATTERN, TIMESTAMP_PATTERN } from '../../../schema/index.js';
import { ServiceError } from '../../ports/index.js';

/**
 * asOf values: a date means the end of that day in UTC; a timestamp must carry its offset.
 * Returns the ISO instant (UTC, milliseconds) to compare stored times with.
 */
export function parseAsOf(value: string, parameter = 'asOf'): string {
  if (DATE_PATTERN.test(value)) {
    const end = new Date(`${value}T23:59:59.999Z`);
    if (!Number.isNaN(end.getTime()) && end.toISOString().startsWith(value)) return end.toISOString();
  } else if (TIMESTAMP_PATTERN.test(value)) {
    const at = new Date(value);
    if (!Number.isNaN(at.getTime())) return at.toISOString();
  }
  throw new ServiceError(400, 'INVALID_AS_OF', `${parameter} must be a date (2026-01-31, the end of that UTC day) or a timestamp with an offset (2026-01-31T12:00:00Z); got "${value}".`);
}

/** A positive whole number from a query string, or a 400 naming the parameter. */
export function parsePositiveInteger(value: string, parameter: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new ServiceError(400, 'INVALID_PARAMETER', `${parameter} must be a whole number from 1; got "${value}".`, { parameter });
  return Number(value);
}
