import { bottom, center, contains, right, sideNormal, type Box, type Point, type Side } from '../../geometry/index.js';
import { withColumnPointsAll } from './column-sides.js';
import type { ResolvedStrategy } from '../types.js';
import { facingSide } from './facing-side.js';
import type { EndElement, EndPair, FixedPoint, RouteEnd } from './route-types.js';
import { projectOntoOutline } from './shape-outline.js';
import { slotKey, spreadEnds, type SideSlot } from './spread-ends.js';

/** The ends of every edge, and the free ends sharing each side in their order along it. */
export interface ResolvedEnds {
  ends: Map<string, { from: RouteEnd; to: RouteEnd }>;
  sides: Array<Array<{ edgeId: string; which: 'from' | 'to' }>>;
  /** Each spread end's cell along its side (spreadEnds), keyed `edgeId/which`. */
  cells: Map<string, [number, number]>;
}

type Direction = ResolvedStrategy['direction'];

/**
 * Decides both ends of every edge: fixed points (ports, anchors, ER column rows: column-sides.ts)
 * stay; free ends take the side facing the other end and share it
 * with the other ends there (spreadEnds). Iterates in the given (document) order.
 */
export function resolveEnds(pairs: readonly EndPair[], direction: Direction): ResolvedEnds {
  const fixedPairs = withColumnPointsAll(pairs);
  const slots: SideSlot[] = [];
  const decided = new Map<string, RouteEnd>();

  for (const { edgeId, from, to, via } of fixedPairs) {
    for (const [which, end, other] of [['from', from, to], ['to', to, from]] as const) {
      const next = via === undefined ? undefined : which === 'from' ? via[0] : via.at(-1);
      if (end.fixed !== undefined) {
        decided.set(slotKey(edgeId, which), fixedEnd(end, end.fixed));
      } else if (other.fixed !== undefined && other.elementId === end.elementId) {
        decided.set(slotKey(edgeId, which), freeEnd(end, mirroredOnSide(end.box, other.fixed)));
      } else {
        const toward = next !== undefined && !contains(end.box, pointBox(next)) ? pointBox(next)
          : other.fixed === undefined ? other.box : pointBox(other.fixed.point);
        const choice = facingSide(end.box, toward, direction);
        if (choice.inward) {
          decided.set(slotKey(edgeId, which), inwardEnd(end, choice.side, center(toward)));
        } else {
          slots.push({ edgeId, which, elementId: end.elementId, box: end.box, side: choice.side, toward: center(toward) });
        }
      }
    }
  }

  const { points: spread, sides, cells } = spreadEnds(slots);
  const ends = new Map<string, { from: RouteEnd; to: RouteEnd }>();
  const slotSide = new Map(slots.map((slot) => [slotKey(slot.edgeId, slot.which), slot] as const));
  const endOf = (edgeId: string, which: 'from' | 'to', element: EndElement): RouteEnd => {
    const key = slotKey(edgeId, which);
    const known = decided.get(key);
    if (known !== undefined) return known;
    const slot = slotSide.get(key)!;
    return freeEnd(element, { point: spread.get(key)!, side: slot.side });
  };
  for (const { edgeId, from, to } of fixedPairs) {
    ends.set(edgeId, { from: endOf(edgeId, 'from', from), to: endOf(edgeId, 'to', to) });
  }
  return { ends, sides: sides.map((list) => list.map(({ edgeId, which }) => ({ edgeId, which }))), cells };
}

function fixedEnd(end: EndElement, fixed: FixedPoint): RouteEnd {
  const { elementId, box } = end;
  return { elementId, box, inward: false, point: fixed.point, side: fixed.side, normal: sideNormal(fixed.side), tip: fixed.point };
}

/** An end at a point of its element's side (the tip on the element's outline). */
export function freeEnd(end: EndElement, at: FixedPoint): RouteEnd {
  return {
    elementId: end.elementId,
    box: end.box,
    inward: false,
    point: at.point,
    side: at.side,
    normal: sideNormal(at.side),
    tip: projectOntoOutline(end.shape, end.box, at.point, at.side),
  };
}

/** A container's end when the other end is inside it: straight across from the other end. */
function inwardEnd(end: EndElement, side: Side, toward: Point): RouteEnd {
  const { elementId, box } = end;
  const clampX = Math.min(right(box), Math.max(box.x, toward.x));
  const clampY = Math.min(bottom(box), Math.max(box.y, toward.y));
  const point =
    side === 'top' ? { x: clampX, y: box.y }
    : side === 'bottom' ? { x: clampX, y: bottom(box) }
    : side === 'left' ? { x: box.x, y: clampY }
    : { x: right(box), y: clampY };
  const out = sideNormal(side);
  return { elementId, box, inward: true, point, side, normal: { x: -out.x, y: -out.y }, tip: point };
}

/** The free end of a self-loop whose other end is fixed: the same side, mirrored about its
 * middle (or a third of the side away when the fixed point is near the middle). */
function mirroredOnSide(box: Box, fixed: FixedPoint): FixedPoint {
  const vertical = fixed.side === 'top' || fixed.side === 'bottom';
  const length = vertical ? box.width : box.height;
  const offset = length === 0 ? 0.5 : ((vertical ? fixed.point.x - box.x : fixed.point.y - box.y) / length);
  let mirrored = 1 - offset;
  if (Math.abs(mirrored - offset) < 0.3) mirrored = offset < 0.5 ? offset + 0.3 : offset - 0.3;
  const along = (vertical ? box.x : box.y) + length * mirrored;
  const point = vertical ? { x: along, y: fixed.point.y } : { x: fixed.point.x, y: along };
  return { point, side: fixed.side };
}

function pointBox(point: Point): Box {
  return { x: point.x, y: point.y, width: 0, height: 0 };
}
