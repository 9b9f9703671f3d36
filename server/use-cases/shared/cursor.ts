import { ServiceError } from '../../ports/index.js';

/** Opaque paging cursors: base64url of a small JSON object, checked on the way back in. */
export function encodeCursor(value: Record<string, string | number>): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decodeCursor<T extends Record<string, string | number>>(cursor: string, check: (value: Record<string, unknown>) => value is T): T {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value) && check(value as Record<string, unknown>)) return value as T;
  } catch {
    // fall through to the refusal below
  }
  throw new ServiceError(400, 'CURSOR_INVALID', 'This cursor is not valid here; start again without cursor and follow nextCursor.');
}

/** limit from a query string: 1 to max, default `fallback`. */
export function parseLimit(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new ServiceError(400, 'INVALID_PARAMETER', `limit must be a whole number from 1 to ${max}; got "${value}".`, { parameter: 'limit' });
  }
  return Number(value);
}
