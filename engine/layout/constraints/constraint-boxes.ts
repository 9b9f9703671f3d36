import { roundBox, type Box } from '../../geometry/index.js';
import { elementBox, isFittedFrame, placedBox } from '../relative/element-box.js';
import type { Geometry, SceneIndex } from '../types.js';

/**
 * How constraints read and change boxes. A group or a frame is read as its box (a group or
 * a frame without a layout: its members' union with the container's room), and moving it
 * moves everything inside it, so a constraint on a frame keeps the frame's members in it.
 * Every write is a new rounded Box object: trial runs share box objects with the real map.
 */
export interface ConstraintBoxes {
  index: SceneIndex;
  geometry: Geometry;
}

/** The element's current box, or undefined when it has none yet. */
export function boxOf(ctx: ConstraintBoxes, id: string): Box | undefined {
  return elementBox(ctx.index, ctx.geometry, id);
}

/** Moves an element (and, for a group or frame, its members) so that its box starts at x, y. */
export function moveTo(ctx: ConstraintBoxes, id: string, x: number, y: number): void {
  const box = boxOf(ctx, id);
  if (box !== undefined) moveBy(ctx, id, x - box.x, y - box.y);
}

/** Moves an element and everything inside it by dx, dy. */
export function moveBy(ctx: ConstraintBoxes, id: string, dx: number, dy: number): void {
  // Below the 1/100 px rounding a move changes nothing; skipping it keeps boxes that live
  // in a layout (texts, frames) out of the map until they really move.
  if (Math.abs(dx) < 0.005 && Math.abs(dy) < 0.005) return;
  const seen = new Set<string>();
  const visit = (elementId: string): void => {
    // An element can be in one group and one frame at once: move it once.
    if (seen.has(elementId)) return;
    seen.add(elementId);
    const own = placedBox(ctx.index, ctx.geometry, elementId);
    if (own !== undefined) ctx.geometry.boxes.set(elementId, roundBox({ ...own, x: own.x + dx, y: own.y + dy }));
    for (const child of ctx.index.childrenOf.get(elementId) ?? []) visit(child);
  };
  visit(id);
}

/**
 * Gives an element a new size, its top-left corner staying put (as resizeElement does
 * without an anchor). For a group or a frame without a layout, the box written here is a
 * minimum that fit-frames keeps.
 */
export function resize(ctx: ConstraintBoxes, id: string, width: number, height: number): void {
  const box = boxOf(ctx, id);
  if (box === undefined || (box.width === width && box.height === height)) return;
  ctx.geometry.boxes.set(id, roundBox({ x: box.x, y: box.y, width, height }));
}

/** Sets an element's box outright (a container without a layout that grows to contain others). */
export function setBox(ctx: ConstraintBoxes, id: string, box: Box): void {
  ctx.geometry.boxes.set(id, roundBox(box));
}

/** Whether the user gave the element its position: an anchored node, or a frame, text or image with a box of its own layout. */
export function isUserPlaced(ctx: ConstraintBoxes, id: string): boolean {
  if (ctx.geometry.anchored.has(id)) return true;
  const element = ctx.index.byId.get(id);
  if (element?.kind !== 'frame' && element?.kind !== 'text' && element?.kind !== 'image') return false;
  return element.layout?.mode === 'absolute' && (element.kind !== 'frame' || !isFittedFrame(element));
}

/** The boxes of the listed elements that have one, in listed order. */
export function boxesOf(ctx: ConstraintBoxes, ids: readonly string[]): Array<{ id: string; box: Box }> {
  const result: Array<{ id: string; box: Box }> = [];
  for (const id of ids) {
    const box = boxOf(ctx, id);
    if (box !== undefined) result.push({ id, box });
  }
  return result;
}
