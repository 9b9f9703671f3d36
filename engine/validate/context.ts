import type { ConstraintValue, ElementValue } from '../../schema/index.js';

/** An element that passed the element schema, with its position in `elements`. */
export interface IndexedElement {
  element: ElementValue;
  index: number;
}

export interface IndexedConstraint {
  constraint: ConstraintValue;
  index: number;
}

/**
 * What the semantic rules look at: the well-formed elements and constraints (those that
 * failed the schema are already reported and are skipped), plus the names the registries
 * define. Built from a document that may be partly invalid, so every issue is collected.
 */
export interface RuleContext {
  elements: IndexedElement[];
  /** First well-formed element with each id. */
  byId: Map<string, IndexedElement>;
  /** Index of the first element of each id, malformed elements included (for "not found" checks). */
  declaredIds: Map<string, number>;
  constraints: IndexedConstraint[];
  styleNames: Set<string>;
  assetNames: Set<string>;
  diagramFamily: unknown;
  raw: Record<string, unknown>;
}

export function elementPath(index: number, ...rest: Array<string | number>): Array<string | number> {
  return ['elements', index, ...rest];
}
