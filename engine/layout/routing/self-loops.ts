import { pointOnSide, roundPoint, sideNormal, unionBoxes, type Box, type Point, type Side } from '../../geometry/index.js';
import { LOOP_LABEL_GAP, LOOP_LEVEL_STEP, LOOP_MAX_SIDE_SHARE, LOOP_MIN_SPAN, LOOP_REACH } from './route-constants.js';
import type { EndElement } from './route-types.js';
import { projectOntoOutline } from './shape-outline.js';

/** Where a self-loop goes: a side of its element, and how many loops sit inside it there. */
interface LoopPlan {
  side: Side;
  level: number;
}

interface Size {
  width: number;
  height: number;
}

// Right first; then top, left, bottom.
const LOOP_SIDES: readonly Side[] = ['right', 'top', 'left', 'bottom'];

/**
 * Routes a self-loop without ports, anchors or columns. Sides are tried right, top, left,
 * bottom: first those with no loop and no other edge's end (`busy`), then those with no
 * loop, then the rest (`taken` lists the sides earlier loops used, per element; this call
 * adds its own). The first whose footprint (the loop and its label beside it) costs
 * nothing wins, else the cheapest (route-edges: a node in the way costs more than an
 * earlier route crossing it). A loop on a side that has loops nests outside them.
 */
export function routeSelfLoop(
  end: EndElement,
  taken: Map<string, Side[]>,
  busy: ReadonlySet<Side>,
  label: Size | undefined,
  curved: boolean,
  cost: (footprint: Box) => number,
): Point[] {
  const used = taken.get(end.elementId) ?? [];
  const rank = (side: Side): number => (used.includes(side) ? 2 : busy.has(side) ? 1 : 0);
  const order = [0, 1, 2].flatMap((r) => LOOP_SIDES.filter((side) => rank(side) === r));
  const tries = order.map((side) => ({ side, loop: loopGeometry(end, { side, level: used.filter((s) => s === side).length }, label, curved) }));
  let chosen = tries[0]!;
  let least = Infinity;
  for (const attempt of tries) {
    const c = cost(attempt.loop.footprint);
    if (c < least) [chosen, least] = [attempt, c];
    if (c === 0) break;
  }
  taken.set(end.elementId, [...used, chosen.side]);
  const [a, c1, c2, b] = chosen.loop.corners as [Point, Point, Point, Point];
  const { box, shape } = end;
  return [projectOntoOutline(shape, box, a, chosen.side), c1, c2, projectOntoOutline(shape, box, b, chosen.side)].map(roundPoint);
}

/**
 * A self-loop out of one side and back: it leaves the side perpendicularly, runs LOOP_REACH
 * out (more for nested loops) and returns. Its span along the side fits the label's extent
 * along that side (the label sits beside the loop's far part), within the side's length.
 * `corners`: [a, a', b', b] on the box side (a cubic's [p0, c1, c2, p1] when curved);
 * `footprint`: the area the loop and its label beside it take.
 */
function loopGeometry(end: EndElement, plan: LoopPlan, label: Size | undefined, curved: boolean): { corners: Point[]; footprint: Box } {
  const { box } = end;
  const across = plan.side === 'left' || plan.side === 'right';
  const sideLength = across ? box.height : box.width;
  const labelExtent = label === undefined ? 0 : across ? label.height : label.width;
  const maxSpan = sideLength * LOOP_MAX_SIDE_SHARE;
  const span = Math.min(maxSpan, Math.max(LOOP_MIN_SPAN, labelExtent) + plan.level * LOOP_LEVEL_STEP);
  const reach = LOOP_REACH + plan.level * LOOP_LEVEL_STEP;

  const middle = pointOnSide(box, plan.side, 0.5);
  const along = across ? { x: 0, y: 1 } : { x: 1, y: 0 };
  const a = { x: middle.x - (along.x * span) / 2, y: middle.y - (along.y * span) / 2 };
  const b = { x: middle.x + (along.x * span) / 2, y: middle.y + (along.y * span) / 2 };
  const n = sideNormal(plan.side);
  // A cubic's middle reaches 3/4 of its handle length out, so 4/3 handles reach `reach`.
  const out = curved ? (reach * 4) / 3 : reach;
  const corners = [a, { x: a.x + n.x * out, y: a.y + n.y * out }, { x: b.x + n.x * out, y: b.y + n.y * out }, b];

  // The label beside the far part, centred on the loop (as edge-label-candidates.ts puts it).
  const far = { x: middle.x + n.x * reach, y: middle.y + n.y * reach };
  const size = label ?? { width: 0, height: 0 };
  const labelCentre = {
    x: far.x + n.x * (size.width / 2 + LOOP_LABEL_GAP),
    y: far.y + n.y * (size.height / 2 + LOOP_LABEL_GAP),
  };
  const labelBox = { x: labelCentre.x - size.width / 2, y: labelCentre.y - size.height / 2, width: size.width, height: size.height };
  const loopBox = unionBoxes(corners.map((p) => ({ x: p.x, y: p.y, width: 0, height: 0 })))!;
  return { corners, footprint: label === undefined ? loopBox : unionBoxes([loopBox, labelBox])! };
}
