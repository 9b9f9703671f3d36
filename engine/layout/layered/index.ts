/**
 * Our own layered placement for flat graphs (no frames, groups, bands or ports; an edge's
 * ends may sit off its nodes' centres along the order axis, as ER rows do):
 * the stage's face. Sugiyama's steps as dot does them, in TypeScript: cycle breaking
 * (cycles.ts), network-simplex layering (network-simplex.ts), dummies for long edges and
 * labels (layer-graph.ts), dot's median ordering (median-order.ts, with transpose.ts and
 * crossings.ts; sifting.ts after it on large graphs), Brandes-Köpf
 * coordinates (brandes-koepf.ts) pulled together (compaction.ts), layers stacked
 * (place-component.ts); each connected component on its own, packed side by side along the
 * order axis in document order (components.ts); computed top to bottom and turned to the
 * asked direction at the end.
 * Pure and deterministic: the same input gives the same numbers.
 */
import type { Box, Point } from '../../geometry/index.js';
import { componentsOf } from './components.js';
import { placeComponent, type PlacedComponent } from './place-component.js';
import type { LayeredDirection, LayeredInput, LayeredPlacement, ViaPoint } from './types.js';

export type { LayeredDirection, LayeredInput, LayeredPlacement, ViaPoint } from './types.js';
export { countCrossings, medianOrder, type MedianOrder } from './median-order.js';
export type { LayerGraph } from './types.js';

/** Every node's box, long edges' dummy centres and labels' boxes (module comment; types.ts says what each holds). */
export function layeredPlacement(input: LayeredInput): LayeredPlacement {
  const sideways = input.direction === 'LR' || input.direction === 'RL';
  // Sizes along the order axis (x of the TB layout) and the layer axis (y).
  const turned = (size: { width: number; height: number }): { width: number; height: number } => (sideways ? { width: size.height, height: size.width } : size);
  const indexOf = new Map(input.nodes.map((node, i) => [node.id, i]));
  const edges = input.edges
    .map((edge) => ({ edge, from: indexOf.get(edge.from) ?? -1, to: indexOf.get(edge.to) ?? -1 }))
    .filter(({ from, to }) => from >= 0 && to >= 0 && from !== to);
  const centres: Point[] = new Array<Point>(input.nodes.length);
  const via = new Map<string, ViaPoint[]>();
  const labelCentres = new Map<string, Point>();
  let cursor = 0;
  for (const component of componentsOf(input.nodes.length, edges)) {
    const local = new Map(component.nodes.map((v, i) => [v, i]));
    const placed: PlacedComponent = placeComponent(
      {
        nodes: component.nodes.map((v) => turned(input.nodes[v]!)),
        edges: component.edges.map((e) => {
          const { edge, from, to } = edges[e]!;
          // Offsets run along the order axis, which is the TB layout's x in every direction: no turning.
          return {
            from: local.get(from)!,
            to: local.get(to)!,
            ...(edge.label === undefined ? {} : { label: turned(edge.label) }),
            ...(edge.fromOffset === undefined ? {} : { fromOffset: edge.fromOffset }),
            ...(edge.toOffset === undefined ? {} : { toOffset: edge.toOffset }),
          };
        }),
      },
      input,
    );
    // Moved in place, not copied: placeComponent made these points for this call alone, and a copy of each cost as much as the rest of this loop (ER 60).
    const shift = <T extends Point>(p: T): T => {
      p.x += cursor;
      return p;
    };
    component.nodes.forEach((v, i) => (centres[v] = shift(placed.centres[i]!)));
    component.edges.forEach((e, i) => {
      const { points, reversed, label } = placed.dummies[i]!;
      const id = edges[e]!.edge.id;
      if (points.length > 0) via.set(id, (reversed ? [...points].reverse() : points).map(shift));
      if (label !== undefined) labelCentres.set(id, shift(label));
    });
    cursor += placed.width + input.nodeSpacing;
  }
  return turnedPlacement(input, centres, via, labelCentres);
}

/** The TB placement turned to the input's direction, boxes around the centres, everything moved to start at 0, 0. */
function turnedPlacement(input: LayeredInput, centres: Point[], via: Map<string, ViaPoint[]>, labelCentres: Map<string, Point>): LayeredPlacement {
  const turn = turnFor(input.direction);
  const boxAround = (centre: Point, size: { width: number; height: number }): Box => {
    const p = turn(centre);
    return { x: p.x - size.width / 2, y: p.y - size.height / 2, width: size.width, height: size.height };
  };
  // Maps filled by set and forEach, not from arrays of pairs, and the extent in plain loops: no pair per entry.
  const boxes = new Map<string, Box>();
  input.nodes.forEach((node, i) => boxes.set(node.id, boxAround(centres[i]!, node)));
  const labelOf = new Map<string, { width: number; height: number } | undefined>();
  for (const edge of input.edges) labelOf.set(edge.id, edge.label);
  const labels = new Map<string, Box>();
  labelCentres.forEach((centre, id) => labels.set(id, boxAround(centre, labelOf.get(id)!)));
  // A slot runs along the order axis, which no turn reverses: `before` / `after` stay as they are.
  const turnedVia = new Map<string, ViaPoint[]>();
  via.forEach((points, id) => turnedVia.set(id, points.map((p) => turnedPoint(p, turn))));
  let minX = Infinity;
  let minY = Infinity;
  for (const points of [boxes.values(), labels.values(), ...turnedVia.values()]) {
    for (const p of points) {
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
    }
  }
  if (minX === Infinity) return { boxes, via: turnedVia, labels };
  // In place: every box and point here was made by this function (copies cost as much as the turn, ER 60).
  // Moved by constants, not by minX and minY: a closure over those would box every value they took.
  const dx = minX;
  const dy = minY;
  const move = (p: Point): void => {
    p.x -= dx;
    p.y -= dy;
  };
  for (const box of boxes.values()) move(box);
  for (const points of turnedVia.values()) points.forEach(move);
  for (const box of labels.values()) move(box);
  return { boxes, via: turnedVia, labels };
}

/** A via point turned (turnFor), its slot kept; a new object, its keys in the same order. */
function turnedPoint(p: ViaPoint, turn: (p: Point) => Point): ViaPoint {
  const { x, y } = turn(p);
  return p.before === undefined && p.after === undefined ? { x, y } : { x, y, before: p.before!, after: p.after! };
}

/** Where a point of the TB layout goes in the direction asked (layers along y or x, first layer at the top or left, or at the bottom or right). */
function turnFor(direction: LayeredDirection): (p: Point) => Point {
  switch (direction) {
    case 'TB':
      return (p) => p;
    case 'BT':
      return (p) => ({ x: p.x, y: -p.y });
    case 'LR':
      return (p) => ({ x: p.y, y: p.x });
    case 'RL':
      return (p) => ({ x: -p.y, y: p.x });
  }
}
