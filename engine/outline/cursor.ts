import { sha256Hex } from '../hash/index.js';
import { compareCodeUnits } from '../compare/index.js';

/**
 * Where the next page of an outline starts. Opaque to callers: base64url of a small JSON
 * object {d: diagram id, r: revision, f: filter fingerprint, o: element-line offset}.
 * The revision makes a cursor from another version refusable (the lines would shift);
 * the fingerprint does the same for a cursor used with a different `elements` filter.
 */
export interface CursorState {
  d: string;
  r: number;
  f: string;
  o: number;
}

/** A short, order-free fingerprint of an elements filter; '' for no filter. */
export function filterFingerprint(ids: readonly string[]): string {
  if (ids.length === 0) return '';
  const canonical = [...new Set(ids)].sort(compareCodeUnits).join(',');
  return sha256Hex(canonical).slice(0, 12);
}

/** The opaque cursor text for a position. */
export function encodeCursor(state: CursorState): string {
  const json = JSON.stringify({ d: state.d, r: state.r, f: state.f, o: state.o });
  let binary = '';
  for (const byte of new TextEncoder().encode(json)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The position a cursor holds, or undefined when the text is not a cursor this module made. */
export function decodeCursor(cursor: string): CursorState | undefined {
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(cursor)) return undefined;
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return isCursorState(value) ? value : undefined;
  } catch (_notBase64OrJson) {
    return undefined;
  }
}

function isCursorState(value: unknown): value is CursorState {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const state = value as Record<string, unknown>;
  return (
    typeof state.d === 'string' &&
    typeof state.f === 'string' &&
    Number.isSafeInteger(state.r) &&
    Number.isSafeInteger(state.o) &&
    (state.o as number) > 0
  );
}
