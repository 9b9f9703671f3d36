import type { ElementValue } from '../../../schema/index.js';

/** The nearest frame holding each element, through frames' and groups' children lists (first listing wins). */
export function enclosingFrames(elements: readonly ElementValue[]): Map<string, string> {
  const parentOf = new Map<string, string>();
  for (const element of elements) {
    if (element.kind !== 'frame' && element.kind !== 'group') continue;
    for (const child of element.children ?? []) if (!parentOf.has(child)) parentOf.set(child, element.id);
  }
  const kindOf = new Map(elements.map((element) => [element.id, element.kind]));
  const frameOf = new Map<string, string>();
  for (const element of elements) {
    const seen = new Set([element.id]);
    let parent = parentOf.get(element.id);
    while (parent !== undefined && !seen.has(parent) && kindOf.get(parent) !== 'frame') {
      seen.add(parent);
      parent = parentOf.get(parent);
    }
    if (parent !== undefined && !seen.has(parent)) frameOf.set(element.id, parent);
  }
  return frameOf;
}
