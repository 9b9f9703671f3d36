import type { ElementValue, RelativeLayoutValue } from '../../../schema/index.js';
import type { Diagnostic } from '../../model/index.js';
import type { Geometry, NodeSize, SceneIndex } from '../types.js';
import { elementBox } from './element-box.js';
import { placeAgainst, placeTarget } from './place-against.js';

type RelativeElement = ElementValue & { layout: RelativeLayoutValue };

/**
 * Pipeline stage 6 (after placement, before constraints): gives every node, frame, text
 * and image with a relative layout its box in `geometry.boxes`, from its target's box,
 * targets first (a target that is itself relative, or a container holding relative
 * members, is resolved before it). Size: layout.preferredSize, else `sizes` (nodes), else
 * an image's intrinsic asset size, else layoutStrategy nodeWidth x nodeHeight. Relative
 * elements are never anchored: they follow their target on every layout. A target with no
 * box yet (an empty frame without a layout) counts as a zero box at the origin. The
 * validator refuses cycles and missing targets, so no diagnostics arise; the list is kept
 * for the stage contract.
 */
export function resolveRelative(index: SceneIndex, sizes: ReadonlyMap<string, NodeSize>, geometry: Geometry): Diagnostic[] {
  const relative = new Map<string, RelativeElement>();
  for (const element of index.scene.elements) {
    if (isRelative(element)) relative.set(element.id, element);
  }
  const done = new Set<string>();
  const visiting = new Set<string>();

  const resolve = (id: string): void => {
    const element = relative.get(id);
    if (element === undefined || done.has(id) || visiting.has(id)) return;
    visiting.add(id);
    const target = placeTarget(element.layout.place);
    if (target !== undefined) resolveWithin(target);
    const targetBox = (target !== undefined ? elementBox(index, geometry, target) : undefined) ?? { x: 0, y: 0, width: 0, height: 0 };
    geometry.boxes.set(id, placeAgainst(targetBox, sizeOf(element), element.layout.place));
    visiting.delete(id);
    done.add(id);
  };

  // A container's box is its members' union, so relative members go first.
  const resolveWithin = (id: string, depth = 0): void => {
    resolve(id);
    if (depth > 64) return;
    for (const child of index.childrenOf.get(id) ?? []) resolveWithin(child, depth + 1);
  };

  const sizeOf = (element: RelativeElement): NodeSize => {
    const preferred = element.layout.preferredSize;
    if (preferred !== undefined) return { width: preferred.width, height: preferred.height };
    const measured = sizes.get(element.id);
    if (measured !== undefined) return measured;
    if (element.kind === 'image') {
      const asset = index.scene.assets?.[element.assetRef];
      if (asset?.width !== undefined && asset.height !== undefined) return { width: asset.width, height: asset.height };
    }
    return { width: index.strategy.nodeWidth, height: index.strategy.nodeHeight };
  };

  for (const id of relative.keys()) resolve(id);
  return [];
}

function isRelative(element: ElementValue): element is RelativeElement {
  if (element.kind !== 'node' && element.kind !== 'frame' && element.kind !== 'text' && element.kind !== 'image') return false;
  return element.layout?.mode === 'relative';
}
