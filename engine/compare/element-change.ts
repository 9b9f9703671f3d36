import type { SceneComparison } from './compare-scenes.js';

/** How one element changed between two versions (the colour diff's categories). */
export type ElementChange = 'added' | 'removed' | 'modified' | 'unchanged';

/** The changed elements of a comparison by id; ids not in the map are unchanged. */
export function elementChangeMap(comparison: SceneComparison): Map<string, Exclude<ElementChange, 'unchanged'>> {
  const changes = new Map<string, Exclude<ElementChange, 'unchanged'>>();
  for (const id of comparison.added) changes.set(id, 'added');
  for (const id of comparison.modified) changes.set(id, 'modified');
  for (const id of comparison.removed) changes.set(id, 'removed');
  return changes;
}

/** A lookup `changeOf(id)` over a comparison, built once for many calls (e.g. per drawn element). */
export function changeClassifier(comparison: SceneComparison): (id: string) => ElementChange {
  const changes = elementChangeMap(comparison);
  return (id) => changes.get(id) ?? 'unchanged';
}
