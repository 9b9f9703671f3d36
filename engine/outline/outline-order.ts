import type { ElementValue } from '../../schema/index.js';

/**
 * The order of element lines: every non-edge element in document order, then every edge
 * in document order, so a reader meets the things before the links between them.
 */
export function outlineOrder(elements: readonly ElementValue[]): ElementValue[] {
  return [...elements.filter((e) => e.kind !== 'edge'), ...elements.filter((e) => e.kind === 'edge')];
}
