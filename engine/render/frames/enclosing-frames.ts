import type { ElementValue } from '../../../schema/index.js';

/** The nearest frame holding each element, through frames' and groups' children lists (first listing wins). */
export function enclosingFrames(elements: readonly ElementValue[]): Map<string, string> {
  const parentOf = new Map<string, string>();
  for (const element of elements) {
    if (element.kind !== 'frame' && element.kind !== 'group') continue;
    for (const child of element.children ?? []) if (!parentOf.has(child)) parentOf.set(child, element.id);
  }
  const frameOf = new Map<string, string>();
  // This runs twice a drawing, and most elements sit in no frame or group: nothing is
  // built for a scene without any, and no walk (nor its set) is made for such an element.
  if (parentOf.size === 0) return frameOf;
  const kindOf = new Map(elements.map((element) => [element.id, element.kind]));
  for (const element of elements) {
    let parent = parentOf.get(element.id);
    if (parent === undefined) continue;
    const seen = new Set([element.id]);
    while (parent !== undefined && !seen.has(parent) && kindOf.get(parent) !== 'frame') {
      seen.add(parent);
      parent = parentOf.get(parent);
    }
    if (parent !== undefined && !seen.has(parent)) frameOf.set(element.id, parent);
  }
  return frameOf;
}
