/**
 * Our own layered placement (engine/layout/layered/) for the experiments of
 * bench/layout-options.ts, on the same graph dot and dagre are given (placement-input.ts),
 * with our node and rank spacing, direction, and ELK's edge spacing
 * (engine/layout/place/elk-options.ts). Not wired into the engine: the bench gives its node
 * boxes to layoutScene as placed positions (placed-scene.ts), and draws its own polylines
 * (source centre, each dummy's centre, target centre, cut at the two nodes' borders) to
 * show what a router following the dummies would reach. Flat scenes only (dagreTakes).
 */
import type { Computed, NormalizedScene } from '../../../engine/index.js';
import { borderPoint, buildIndex, layeredPlacement, type LayeredInput } from '../../../engine/internal.js';
import type { Box, Drawing, DrawnEdge, DrawnNode, Point } from '../../../harness/drawing-metrics/drawing.js';
import { nodeBoxesAt, placementInput } from './placement-input.js';

/** ELK's edge spacing, the room between two long edges' dummies (LAYERED_EDGE_SPACING=n to try others). */
const EDGE_SPACING = Number(process.env.LAYERED_EDGE_SPACING ?? 12);

/** The placer's input for a flat scene (module comment). */
export function layeredInputOf(scene: NormalizedScene, computed: Computed, start?: LayeredInput['start']): LayeredInput {
  const strategy = buildIndex(scene).strategy;
  const input = placementInput(scene, computed);
  return {
    nodes: input.nodes.map(({ id, width, height }) => ({ id, width, height })),
    edges: input.edges.map(({ id, from, to, label }) => ({ id, from, to, ...(label === undefined ? {} : { label: { width: label.width, height: label.height } }) })),
    direction: strategy.direction,
    nodeSpacing: strategy.nodeSpacing,
    rankSpacing: strategy.rankSpacing,
    edgeSpacing: EDGE_SPACING,
    ...(start === undefined ? {} : { start }),
  };
}

/** Our nodes' boxes from the layered placement, and its own polyline drawing (module comment). */
export function ownLayeredPlacement(scene: NormalizedScene, computed: Computed, start?: LayeredInput['start']): { boxes: Map<string, Box>; own: Drawing } {
  const input = placementInput(scene, computed);
  const placement = layeredPlacement(layeredInputOf(scene, computed, start));
  const boxes = new Map<string, Box>();
  const nodes: DrawnNode[] = [];
  const extras: Box[] = [];
  for (const node of input.nodes) {
    const placed = placement.boxes.get(node.id)!;
    const { box, label } = nodeBoxesAt(node, placed.x + placed.width / 2, placed.y);
    boxes.set(node.id, box);
    nodes.push({ id: node.id, box });
    if (label !== undefined) extras.push(label);
  }
  const edges: DrawnEdge[] = [];
  for (const edge of input.edges) {
    if (edge.from === edge.to) continue; // self-loops: not placed, not part of the comparison
    const from = boxes.get(edge.from)!;
    const to = boxes.get(edge.to)!;
    const via = placement.via.get(edge.id) ?? [];
    const centre = (b: Box): Point => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
    const first = borderPoint(from, via[0] ?? centre(to));
    const last = borderPoint(to, via.at(-1) ?? centre(from));
    edges.push({ id: edge.id, from: edge.from, to: edge.to, points: [first, ...via, last] });
    const label = placement.labels.get(edge.id);
    if (label !== undefined) extras.push(label);
  }
  return { boxes, own: { nodes, edges, extras } };
}
