import type { FrameValue } from '../../schema/index.js';
import { contains, overlaps, type Box } from '../geometry/index.js';
import { buildElement, idIsFree } from './build-element.js';
import { descendants, framesHolding, nestInCommonParent } from './containers.js';
import { pick } from './patch.js';
import { currentBox, ownBox, unplaceDeep } from './placement.js';
import type { EditState } from './state.js';
import type { OpOf } from './types.js';

const FRAME_FIELDS = ['children', 'title', 'style', 'layout', 'containerType', 'laneDirection', 'name', 'zIndex', 'metadata', 'extensions'] as const;

/**
 * createFrame: a new frame of the children. Children without a position stay unplaced and
 * the layout stage places them inside. Children that all sit in one frame get the new frame
 * nested there. Then the spec's exception to "nodes keep their positions": the new frame
 * must not hold non-members nor overlap other frames (settleAround).
 */
export function createFrame(state: EditState, op: OpOf<'createFrame'>): void {
  if (!idIsFree(state, op.id)) return;
  const frame = buildElement(state, { id: op.id, kind: 'frame', ...pick(op, FRAME_FIELDS) });
  if (frame?.kind !== 'frame') return;
  nestInCommonParent(state, op.children, op.id, 'frame');
  state.add(frame);
  settleAround(state, frame);
}

/**
 * Where the new frame will be drawn is its own layout, or (fitted frames) around its
 * placed members. What lies there without belonging is unplaced so the layout stage
 * re-places it next to its neighbours, outside: a node, or another frame that is neither
 * around nor inside the new one (with everything inside it). A frame with a layout of its
 * own also unplaces its placed members that lie outside it, so they are placed inside.
 */
function settleAround(state: EditState, frame: FrameValue): void {
  const own = ownBox(frame);
  const area = own ?? currentBox(state, frame.id);
  if (area === undefined) return;
  const members = new Set(descendants(state, frame.id));
  const around = new Set(framesHolding(state, frame.id));
  if (own !== undefined) {
    for (const child of frame.children) {
      const box = placedBoxOf(state, child);
      if (box !== undefined && !contains(own, box)) unplaceDeep(state, child);
    }
  }
  for (const element of state.elements) {
    if (element.id === frame.id || members.has(element.id) || around.has(element.id)) continue;
    if (element.kind !== 'node' && element.kind !== 'frame') continue;
    const box = placedBoxOf(state, element.id);
    if (box !== undefined && overlaps(area, box)) unplaceDeep(state, element.id);
  }
}

/** The box of a placed node, or of a frame with a box (own or drawn); undefined for relative or unplaced nodes. */
function placedBoxOf(state: EditState, id: string): Box | undefined {
  const element = state.get(id);
  if (element?.kind === 'node') return ownBox(element);
  if (element?.kind === 'frame' && element.layout?.mode !== 'relative') return currentBox(state, id);
  return undefined;
}
