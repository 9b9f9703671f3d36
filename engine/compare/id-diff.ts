import { canonicalJson } from '../hash/index.js';
import { compareCodeUnits } from './code-unit-order.js';
import { reorderedIds } from './reordered.js';

/** Ids of records that appeared, disappeared or changed between two lists. */
export interface IdDiff {
  /** In the order of the `after` list. */
  added: string[];
  /** In the order of the `before` list. */
  removed: string[];
  /** In the order of the `after` list. */
  modified: string[];
}

/**
 * First record per id, in list order. Valid scenes have unique ids; for an invalid list
 * the first occurrence wins so the comparison still terminates with one answer per id.
 */
function firstById<T extends { id: string }>(records: readonly T[]): Map<string, T> {
  const byId = new Map<string, T>();
  for (const record of records) if (!byId.has(record.id)) byId.set(record.id, record);
  return byId;
}

/**
 * Compares two lists of records keyed by `id`. A record is modified when its RFC 8785
 * canonical JSON differs (so key order never counts as a change but any value does), or
 * when it moved relative to the others in the list: document order is content too (paint
 * order, sequence message order), and the content hash changes with it.
 */
export function diffById<T extends { id: string }>(before: readonly T[], after: readonly T[]): IdDiff {
  const old = firstById(before);
  const now = firstById(after);
  const moved = reorderedIds([...old.keys()], [...now.keys()]);
  const added: string[] = [];
  const modified: string[] = [];
  for (const [id, record] of now) {
    const previous = old.get(id);
    if (previous === undefined) added.push(id);
    else if (moved.has(id) || canonicalJson(previous) !== canonicalJson(record)) modified.push(id);
  }
  const removed = [...old.keys()].filter((id) => !now.has(id));
  return { added, removed, modified };
}

/**
 * The top-level keys of two objects whose values differ canonically, sorted. Used to say
 * what changed on a modified element ("layout", "style") without a deep diff.
 */
export function changedKeys(before: object, after: object): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const changed: string[] = [];
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (x === undefined || y === undefined ? x !== y : canonicalJson(x) !== canonicalJson(y)) changed.push(key);
  }
  return changed.sort(compareCodeUnits);
}
