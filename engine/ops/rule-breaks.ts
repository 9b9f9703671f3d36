import type { Diagnostic } from '../model/index.js';

/**
 * The identity of a validation error that survives edits elsewhere in the document: its
 * code, element, path with array indexes dropped (deleting an element shifts every index
 * after it) and the string values of its data (missing id, constraint id, port...). The
 * message is left out: its hints list things (known styles, ports) that other edits change.
 */
export function breakKey(error: Diagnostic): string {
  const path = (error.path ?? '').replace(/\[\d+\]/g, '[]');
  const data = Object.entries(error.data ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return [error.code, error.elementId ?? '', path, data].join('|');
}

/**
 * Errors of the edited scene that the scene did not have before (spec, edit rule 1: "a
 * result that breaks a rule the diagram did not break before fails the edit"). Compared as
 * multisets of breakKey, so a second error like one that already existed still counts as
 * new, and pre-existing problems never block an unrelated edit.
 */
export function newRuleBreaks(before: readonly Diagnostic[], after: readonly Diagnostic[]): Diagnostic[] {
  const remaining = new Map<string, number>();
  for (const error of before) if (error.severity === 'error') remaining.set(breakKey(error), (remaining.get(breakKey(error)) ?? 0) + 1);
  const fresh: Diagnostic[] = [];
  for (const error of after) {
    if (error.severity !== 'error') continue;
    const key = breakKey(error);
    const left = remaining.get(key) ?? 0;
    if (left > 0) remaining.set(key, left - 1);
    else fresh.push(error);
  }
  return fresh;
}
