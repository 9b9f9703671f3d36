import type { ElementValue, FrameValue, GroupValue } from '../../schema/index.js';
import type { EditState } from './state.js';

export type Container = FrameValue | GroupValue;

/** Deeper than this, containment is a loop (the validator refuses loops; this keeps walks finite). */
const MAX_DEPTH = 64;

export function isContainer(element: ElementValue | undefined): element is Container {
  return element?.kind === 'frame' || element?.kind === 'group';
}

/** The frame (or group) whose children list `id`, if any. */
export function parentOf(state: EditState, id: string, kind: 'frame' | 'group'): Container | undefined {
  return state.elements.find((element): element is Container => element.kind === kind && element.children.includes(id));
}

/** Every element inside a frame or group, at any depth (frames and groups nested in it included). */
export function descendants(state: EditState, id: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>([id]);
  const walk = (containerId: string, depth: number): void => {
    const container = state.get(containerId);
    if (!isContainer(container) || depth > MAX_DEPTH) return;
    for (const child of container.children) {
      if (seen.has(child)) continue;
      seen.add(child);
      out.push(child);
      walk(child, depth + 1);
    }
  };
  walk(id, 0);
  return out;
}

/** Frames holding `id`, innermost first (through nested frames). */
export function framesHolding(state: EditState, id: string): string[] {
  const out: string[] = [];
  let current = parentOf(state, id, 'frame');
  while (current !== undefined && !out.includes(current.id) && out.length < MAX_DEPTH) {
    out.push(current.id);
    current = parentOf(state, current.id, 'frame');
  }
  return out;
}

/**
 * When every listed child sits directly in the same container of `kind`, a new container
 * of those children belongs inside it: the children's places in its list go to `newId`.
 * Returns whether it nested. Children from different containers are left for the
 * validator (ELEMENT_IN_MULTIPLE_GROUPS / _FRAMES names them).
 */
export function nestInCommonParent(state: EditState, children: readonly string[], newId: string, kind: 'frame' | 'group'): boolean {
  const parents = children.map((child) => parentOf(state, child, kind));
  const first = parents[0];
  if (first === undefined || parents.some((parent) => parent !== first)) return false;
  const listed = new Set(children);
  const kept: string[] = [];
  for (const child of first.children) {
    if (!listed.has(child)) kept.push(child);
    else if (!kept.includes(newId)) kept.push(newId);
  }
  first.children = kept;
  state.touch(first.id);
  return true;
}
