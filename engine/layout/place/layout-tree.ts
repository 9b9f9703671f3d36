import type { FrameValue } from '../../../schema/index.js';
import type { SceneIndex } from '../types.js';

/** The key of the top level in LayoutTree.children. */
export const ROOT = '';

/**
 * What placement arranges: nodes (except relative ones, which follow their target), frames
 * and groups, nested as the scene nests them. An element in both a frame and a group goes
 * in the frame (frames are drawn, groups are not). Text and image elements are not placed:
 * their layout is required and kept.
 */
export interface LayoutTree {
  /** Item → the frame or group it is placed in; absent at the top level. */
  parent: Map<string, string>;
  /** Container (or ROOT) → its child items, in listed order (document order at the top). */
  children: Map<string, string[]>;
  /** Items in document order. */
  items: string[];
  kind: Map<string, 'node' | 'frame' | 'group'>;
  /** Containers holding at least one node at some depth. */
  filled: Set<string>;
}

/** The placement tree of a scene. */
export function buildLayoutTree(index: SceneIndex): LayoutTree {
  const tree: LayoutTree = { parent: new Map(), children: new Map([[ROOT, []]]), items: [], kind: new Map(), filled: new Set() };
  for (const element of index.scene.elements) {
    if (tree.kind.has(element.id)) continue;
    if (element.kind === 'node' && element.layout?.mode !== 'relative') tree.kind.set(element.id, 'node');
    else if (element.kind === 'frame' || element.kind === 'group') tree.kind.set(element.id, element.kind);
    else continue;
    tree.items.push(element.id);
  }
  for (const id of tree.items) {
    const container = [index.frameOf.get(id), index.groupOf.get(id)].find((c) => c !== undefined && tree.kind.has(c));
    if (container !== undefined) tree.parent.set(id, container);
  }
  // Children in the order their container lists them (a top-level item: document order).
  for (const id of tree.items) if (tree.kind.get(id) !== 'node') tree.children.set(id, []);
  for (const id of tree.items) if (!tree.parent.has(id)) tree.children.get(ROOT)!.push(id);
  for (const id of tree.items) {
    if (tree.kind.get(id) === 'node') continue;
    const listed = index.childrenOf.get(id) ?? [];
    tree.children.set(id, listed.filter((child) => tree.parent.get(child) === id));
  }
  for (const id of tree.items) {
    if (tree.kind.get(id) !== 'node') continue;
    for (let up = tree.parent.get(id); up !== undefined && !tree.filled.has(up); up = tree.parent.get(up)) tree.filled.add(up);
  }
  return tree;
}

/** The lanes of a pool (its child frames with containerType lane), in listed order. */
export function lanesOf(index: SceneIndex, tree: LayoutTree, poolId: string): FrameValue[] {
  const lanes: FrameValue[] = [];
  for (const child of tree.children.get(poolId) ?? []) {
    const element = index.byId.get(child);
    if (element?.kind === 'frame' && element.containerType === 'lane') lanes.push(element);
  }
  return lanes;
}

/** Whether `ancestor` contains `id` at some depth in the tree. */
export function isInside(tree: LayoutTree, id: string, ancestor: string): boolean {
  for (let up = tree.parent.get(id); up !== undefined; up = tree.parent.get(up)) if (up === ancestor) return true;
  return false;
}
