import type { ElementValue, FrameValue } from '../../../schema/index.js';
import { unionBoxes, type Box } from '../../geometry/index.js';
import { FRAME_INSET, type Geometry, type SceneIndex } from '../types.js';

/**
 * The box an element occupies at this point of the pipeline: its box in `geometry`; else
 * its absolute layout (text and images anywhere, frames placed anywhere but 0, 0); else,
 * for a group or a frame fitted later by fit-frames (no layout, or one at 0, 0), the
 * union of its members' boxes with the room the container adds around them. Undefined
 * when nothing about the element is placed yet.
 */
export function elementBox(index: SceneIndex, geometry: Geometry, id: string): Box | undefined {
  return boxOf(index, geometry, id, 0);
}

/** The box an element has of its own: in `geometry`, or its absolute layout (frames, text, images); no container union. */
export function placedBox(index: SceneIndex, geometry: Geometry, id: string): Box | undefined {
  const placed = geometry.boxes.get(id);
  if (placed !== undefined) return placed;
  const element = index.byId.get(id);
  return element === undefined ? undefined : ownLayoutBox(element);
}

// Containment is acyclic (the validator refuses cycles) and nests at most 32 deep; the
// depth guard only keeps a broken index from recursing forever.
const MAX_DEPTH = 64;

function boxOf(index: SceneIndex, geometry: Geometry, id: string, depth: number): Box | undefined {
  const own = placedBox(index, geometry, id);
  if (own !== undefined) return own;
  const element = index.byId.get(id);
  if (element === undefined || depth > MAX_DEPTH) return undefined;
  if (element.kind !== 'group' && element.kind !== 'frame') return undefined;
  if (element.kind === 'frame' && !isFittedFrame(element)) return undefined; // relative, not resolved yet
  const members: Box[] = [];
  for (const child of index.childrenOf.get(id) ?? []) {
    const box = boxOf(index, geometry, child, depth + 1);
    if (box !== undefined) members.push(box);
  }
  const union = unionBoxes(members);
  if (union === null) return undefined;
  if (element.kind === 'frame') {
    return {
      x: union.x - FRAME_INSET.side,
      y: union.y - FRAME_INSET.top,
      width: union.width + 2 * FRAME_INSET.side,
      height: union.height + FRAME_INSET.top + FRAME_INSET.bottom,
    };
  }
  const padding = element.layout?.padding ?? 0;
  const titleBar = element.layout?.titleBar ?? 0;
  return {
    x: union.x - padding,
    y: union.y - padding - titleBar,
    width: union.width + 2 * padding,
    height: union.height + 2 * padding + titleBar,
  };
}

/**
 * The absolute layout box of a frame, text or image (nodes are boxed by placement). A frame
 * at x 0, y 0 is not placed yet: fit-frames sizes it around its members (its layout size
 * is a minimum there), like a frame without a layout.
 */
function ownLayoutBox(element: ElementValue): Box | undefined {
  if (element.kind !== 'frame' && element.kind !== 'text' && element.kind !== 'image') return undefined;
  const layout = element.layout;
  if (layout === undefined || layout.mode !== 'absolute') return undefined;
  if (element.kind === 'frame' && isFittedFrame(element)) return undefined;
  return { x: layout.x, y: layout.y, width: layout.width, height: layout.height };
}

/** Whether fit-frames sizes this frame around its members: no layout, or an absolute one not placed yet (x 0, y 0). */
export function isFittedFrame(frame: FrameValue): boolean {
  const layout = frame.layout;
  return layout === undefined || (layout.mode === 'absolute' && layout.x === 0 && layout.y === 0);
}
