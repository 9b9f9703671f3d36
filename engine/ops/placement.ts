import type { AbsoluteLayoutValue, ElementValue, FrameValue, ImageValue, LayoutValue, NodeValue, TextValue } from '../../schema/index.js';
import { FRAME_INSET } from '../layout/index.js';
import { px, unionBoxes, type Box } from '../geometry/index.js';
import { descendants, isContainer } from './containers.js';
import type { EditState } from './state.js';

/** Elements with a layout of their own: nodes, frames, text and images. */
export type Laid = NodeValue | FrameValue | TextValue | ImageValue;

export function isLaid(element: ElementValue | undefined): element is Laid {
  return element?.kind === 'node' || element?.kind === 'frame' || element?.kind === 'text' || element?.kind === 'image';
}

/** Spec, Layout: a node (or frame) at x 0, y 0 is not yet placed; the layout stage places it. */
export function atOrigin(layout: LayoutValue | undefined): boolean {
  return layout?.mode === 'absolute' && layout.x === 0 && layout.y === 0;
}

/** A node or frame with no position of its own yet (no layout, or absolute at x 0, y 0). */
export function isUnplaced(element: Laid): boolean {
  return element.layout === undefined || atOrigin(element.layout);
}

/**
 * The box the document itself gives an element: an absolute layout, not at x 0, y 0 for
 * nodes and frames (text and images are where their layout says, even at the origin).
 */
export function ownBox(element: ElementValue | undefined): Box | undefined {
  if (!isLaid(element) || element.layout?.mode !== 'absolute') return undefined;
  if ((element.kind === 'node' || element.kind === 'frame') && atOrigin(element.layout)) return undefined;
  const { x, y, width, height } = element.layout;
  return { x, y, width, height };
}

/** An absolute layout at a box, keeping rotation and autoSize of the layout it replaces. */
export function absoluteAt(box: Box, previous: LayoutValue | undefined): AbsoluteLayoutValue {
  return {
    mode: 'absolute',
    x: px(box.x),
    y: px(box.y),
    width: px(box.width),
    height: px(box.height),
    rotation: previous?.rotation ?? 0,
    autoSize: previous?.mode === 'absolute' ? previous.autoSize : 'none',
  };
}

/**
 * Where an element is now, as well as the edit can tell: its own box; else, for an
 * element of the base, where the base revision drew it; a fitted frame or a group whose
 * members moved in this edit is estimated around its members (frame insets included).
 */
export function currentBox(state: EditState, id: string, depth = 0): Box | undefined {
  const element = state.get(id);
  const own = ownBox(element);
  if (own !== undefined) return own;
  if (!isContainer(element) || depth > 64) return state.drawnBox(id);
  const inside = descendants(state, id);
  const drawn = state.drawnBox(id);
  if (drawn !== undefined && !inside.some((member) => state.touchedBy.has(member))) return drawn;
  const boxes = element.children.flatMap((child) => {
    const box = currentBox(state, child, depth + 1);
    return box === undefined ? [] : [box];
  });
  const around = unionBoxes(boxes);
  if (around === null) return drawn;
  if (element.kind === 'group') return around;
  return {
    x: around.x - FRAME_INSET.side,
    y: around.y - FRAME_INSET.top,
    width: around.width + 2 * FRAME_INSET.side,
    height: around.height + FRAME_INSET.top + FRAME_INSET.bottom,
  };
}

/**
 * Leaves a node or frame for the layout stage to place: an absolute layout goes to x 0,
 * y 0 (its size kept as the starting size); no layout and relative layouts stay as they
 * are. Returns whether anything changed.
 */
export function unplace(state: EditState, element: ElementValue): boolean {
  if ((element.kind !== 'node' && element.kind !== 'frame') || element.layout?.mode !== 'absolute' || atOrigin(element.layout)) return false;
  element.layout = { ...element.layout, x: 0, y: 0 };
  state.touch(element.id);
  return true;
}

/** Unplaces an element and, for a frame or group, everything inside it. */
export function unplaceDeep(state: EditState, id: string): void {
  for (const member of [id, ...descendants(state, id)]) {
    const element = state.get(member);
    if (element !== undefined) unplace(state, element);
  }
}

/**
 * Moves an element by (dx, dy): its own absolute layout (not at x 0, y 0, which the
 * layout stage places), and for a frame or group every member at any depth. Relative
 * layouts follow their target and are left alone. `seen` keeps shared members moving once.
 */
export function shiftElement(state: EditState, id: string, dx: number, dy: number, seen = new Set<string>()): void {
  if (seen.has(id)) return;
  seen.add(id);
  const element = state.get(id);
  if (element === undefined) return;
  const own = ownBox(element);
  if (own !== undefined && isLaid(element) && (dx !== 0 || dy !== 0)) {
    element.layout = absoluteAt({ ...own, x: own.x + dx, y: own.y + dy }, element.layout);
    state.touch(id);
  }
  if (isContainer(element)) for (const child of element.children) shiftElement(state, child, dx, dy, seen);
}
