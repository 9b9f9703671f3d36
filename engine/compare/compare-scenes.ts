import type { SceneDocumentValue } from '../../schema/index.js';
import { diffById, type IdDiff } from './id-diff.js';

/**
 * What changed between two versions of a scene (the retired compare response without its
 * envelope). added and modified follow the document order of `to`, removed that of `from`,
 * so the lists read in the order a person meets the elements in each version.
 */
export interface SceneComparison {
  added: string[];
  removed: string[];
  modified: string[];
  /** Constraints added, changed (in `to` order), then removed (in `from` order). */
  changedConstraintIds: string[];
  summary: { added: number; removed: number; modified: number };
}

/**
 * Compares two scenes element by element. An element is modified when anything in it
 * changed (label, style, placement, children, endpoints...), judged on canonical JSON,
 * or when it moved relative to the other elements in the document (see reorderedIds).
 * Pass both scenes in the same form (normalized, as stored) so defaults do not count.
 */
export function compareScenes(from: SceneDocumentValue, to: SceneDocumentValue): SceneComparison {
  const elements = diffById(from.elements, to.elements);
  const constraints = compareConstraints(from, to);
  return {
    added: elements.added,
    removed: elements.removed,
    modified: elements.modified,
    changedConstraintIds: [...constraints.added, ...constraints.modified, ...constraints.removed],
    summary: { added: elements.added.length, removed: elements.removed.length, modified: elements.modified.length },
  };
}

/** Constraint ids added, removed and modified between two scenes. */
export function compareConstraints(from: SceneDocumentValue, to: SceneDocumentValue): IdDiff {
  return diffById(from.constraints ?? [], to.constraints ?? []);
}

/** True when nothing changed: no element or constraint added, removed or modified. */
export function isEmptyComparison(comparison: SceneComparison): boolean {
  return (
    comparison.added.length === 0 &&
    comparison.removed.length === 0 &&
    comparison.modified.length === 0 &&
    comparison.changedConstraintIds.length === 0
  );
}
