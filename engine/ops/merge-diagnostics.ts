import { canonicalJson } from '../hash/index.js';
import type { Diagnostic } from '../model/index.js';

/**
 * Joins the diagnostics of the edit and of the layout that follows it, keeping the first of
 * any two that say the same thing (same code, element, path and data): createNode and the
 * layout stage both report an overlap the edit created.
 */
export function mergeDiagnostics(...lists: ReadonlyArray<readonly Diagnostic[]>): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const list of lists) {
    for (const item of list) {
      const key = canonicalJson({ code: item.code, elementId: item.elementId ?? null, path: item.path ?? null, data: item.data ?? null });
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(item);
    }
  }
  return out;
}
