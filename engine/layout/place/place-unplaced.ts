import { diagnostic, type Diagnostic } from '../../model/index.js';
import { contains, flowAxes, shiftBox, unionBoxes, type Box } from '../../geometry/index.js';
import { memberExtent } from '../frames/member-extent.js';
import type { Geometry } from '../types.js';
import { layoutItems, type BlockInput } from './elk-block.js';
import { findFreeSpot } from './free-spot.js';
import { PlacementState } from './placement-state.js';

/** Where the first content goes when there is none. */
export const LAYOUT_ORIGIN = 40;

/** Something placed in one go: a node, or a block ELK laid out (a container, or connected nodes). */
interface Piece {
  /** The units it places (node or container ids). */
  units: string[];
  /** The container it is placed in (undefined: the top level). */
  parent: string | undefined;
  /** Node boxes, relative to the piece's own origin. */
  nodes: Map<string, Box>;
  /** Everything it covers (outside labels, ELK's compound boxes), same coordinates. */
  extent: Box;
}

/**
 * Places the nodes without a position when others have one (README, "Placed positions
 * stay put"): anchored nodes never move. A node (or a frame or group with nothing placed
 * in it, laid out by ELK as one block) goes next to its placed neighbours: after its
 * predecessors along the layout direction (below them for TB), else before its successors,
 * centred on them, in the nearest spot that overlaps nothing (keeping the node spacing)
 * and does not make its frames grow over other things; inside its frame when the frame
 * has its own box (NODE_OUTSIDE_FRAME when it does not fit). Unplaced nodes with no placed
 * neighbour are laid out by ELK together with the unplaced nodes they connect to (same
 * container), and the block goes after the existing content. Visits in document order.
 */
export async function placeUnplaced(input: BlockInput, geometry: Geometry, fixed: ReadonlyMap<string, Box>): Promise<Diagnostic[]> {
  const { index, tree } = input;
  const strategy = index.strategy;
  const axes = flowAxes(strategy.direction);
  const state = new PlacementState(input, geometry, fixed);
  const diagnostics: Diagnostic[] = [];

  // Containers holding something placed (an anchored node, or a frame with its own box).
  const placedWithin = new Set<string>(fixed.keys());
  for (const id of [...geometry.anchored, ...fixed.keys()]) {
    for (let up = tree.parent.get(id); up !== undefined && !placedWithin.has(up); up = tree.parent.get(up)) placedWithin.add(up);
  }
  // Units: unplaced nodes in placed surroundings, and the outermost containers with nothing placed.
  const unitOf = new Map<string, string>();
  const units: string[] = [];
  for (const id of tree.items) {
    const kind = tree.kind.get(id);
    const parent = tree.parent.get(id);
    if (parent !== undefined && !placedWithin.has(parent)) continue;
    if (kind === 'node' ? geometry.anchored.has(id) : placedWithin.has(id) || !tree.filled.has(id)) continue;
    units.push(id);
  }
  const claim = (id: string, unit: string): void => {
    unitOf.set(id, unit);
    for (const child of tree.children.get(id) ?? []) claim(child, unit);
  };
  for (const unit of units) claim(unit, unit);

  const placedNodes = new Set(geometry.anchored);
  const done = new Set<string>();
  /** Placed neighbour boxes of a set of units, split by edge direction. */
  const placedNeighbours = (members: ReadonlySet<string>) => {
    const preds: Box[] = [];
    const succs: Box[] = [];
    for (const edge of index.edges) {
      const from = edge.from.elementId;
      const to = edge.to.elementId;
      const fromIn = members.has(unitOf.get(from) ?? '');
      const toIn = members.has(unitOf.get(to) ?? '');
      if (fromIn === toIn) continue;
      const other = fromIn ? to : from;
      if (!placedNodes.has(other)) continue;
      (fromIn ? succs : preds).push(state.obstacles.get(other)!);
    }
    return { preds, succs };
  };
  const neighbourUnits = (unit: string): string[] => {
    const found: string[] = [];
    for (const edge of index.edges) {
      const a = unitOf.get(edge.from.elementId);
      const b = unitOf.get(edge.to.elementId);
      if (a === unit && b !== undefined && b !== unit) found.push(b);
      if (b === unit && a !== undefined && a !== unit) found.push(a);
    }
    return found;
  };

  const place = (piece: Piece, preferred: { x: number; y: number }): void => {
    const fixedAncestor = nearestFixed(piece.parent);
    const bounds = fixedAncestor === undefined ? undefined : state.innerBox(fixedAncestor);
    const size = { width: piece.extent.width, height: piece.extent.height };
    const nodeBoxesAt = (at: Box) => [...piece.nodes.values()].map((box) => shiftBox(box, at.x - piece.extent.x, at.y - piece.extent.y));
    const search = (limit: Box | undefined, from: { x: number; y: number }) =>
      findFreeSpot(from, {
        axes,
        size,
        rowStep: (axes.mainSize(size) + strategy.rankSpacing) / 2,
        blockers: (candidate) => state.blockers(candidate, piece.parent, nodeBoxesAt(candidate)),
        ...(limit === undefined ? {} : { bounds: limit }),
      });
    let spot = search(bounds, preferred);
    if (spot === undefined && bounds !== undefined) spot = search(undefined, preferred);
    if (spot === undefined) {
      // Crowded near the neighbours: after everything placed so far.
      const fallback = afterContent({ ...piece, parent: undefined });
      spot = search(undefined, fallback) ?? { ...fallback, ...size };
    }
    const dx = spot.x - piece.extent.x;
    const dy = spot.y - piece.extent.y;
    for (const [id, box] of piece.nodes) {
      const moved = shiftBox(box, dx, dy);
      state.addNode(id, moved);
      placedNodes.add(id);
      if (bounds !== undefined && fixedAncestor !== undefined && !contains(bounds, moved)) {
        diagnostics.push(
          diagnostic('NODE_OUTSIDE_FRAME', `"${id}" does not fit inside frame "${fixedAncestor}" and was placed outside it: make the frame larger or remove its layout so it fits its members`, {
            elementId: id,
            data: { frameId: fixedAncestor },
          }),
        );
      }
    }
    for (const unit of piece.units) done.add(unit);
  };

  const nearestFixed = (container: string | undefined): string | undefined => {
    for (let up = container; up !== undefined; up = tree.parent.get(up)) if (fixed.has(up)) return up;
    return undefined;
  };

  /** Where a piece with placed neighbours would like to go. */
  const besideNeighbours = (piece: Piece): { x: number; y: number } | undefined => {
    const { preds, succs } = placedNeighbours(new Set(piece.units));
    const anchors = preds.length > 0 ? preds : succs;
    if (anchors.length === 0) return undefined;
    const crossCentre = anchors.reduce((sum, box) => sum + axes.crossStart(box) + axes.crossSize(box) / 2, 0) / anchors.length;
    const main =
      preds.length > 0
        ? Math.max(...preds.map((box) => axes.mainEnd(box))) + strategy.rankSpacing
        : Math.min(...succs.map((box) => axes.mainStart(box))) - strategy.rankSpacing - axes.mainSize(piece.extent);
    return axes.corner(main, crossCentre - axes.crossSize(piece.extent) / 2, piece.extent);
  };

  /** After what is already placed in the piece's container (or at its inner corner when empty). */
  const afterContent = (piece: Piece): { x: number; y: number } => {
    const parent = piece.parent;
    const content = parent === undefined ? unionBoxes(state.obstacles.all()) : (state.contentOf(parent) ?? null);
    if (content === null) {
      const inner = parent === undefined ? undefined : state.innerBox(parent);
      if (inner === undefined) return { x: LAYOUT_ORIGIN, y: LAYOUT_ORIGIN };
      return axes.corner(axes.mainStart(inner), axes.crossStart(inner), piece.extent);
    }
    return axes.corner(axes.mainEnd(content) + strategy.rankSpacing, axes.crossStart(content), piece.extent);
  };

  const pieceOf = async (members: string[]): Promise<Piece> => {
    const parent = tree.parent.get(members[0]!);
    if (members.length === 1 && tree.kind.get(members[0]!) === 'node') {
      const id = members[0]!;
      const size = input.sizes.get(id) ?? { width: strategy.nodeWidth, height: strategy.nodeHeight };
      const box = { x: 0, y: 0, ...size };
      return { units: members, parent, nodes: new Map([[id, box]]), extent: memberExtent(index, id, box, input.labels) };
    }
    const boxes = await layoutItems({ ...input, bands: null }, members);
    const nodes = new Map<string, Box>();
    const extents: Box[] = [];
    for (const [id, box] of boxes) {
      extents.push(memberExtent(index, id, box, input.labels));
      if (tree.kind.get(id) === 'node') nodes.set(id, box);
    }
    return { units: members, parent, nodes, extent: unionBoxes(extents) ?? { x: 0, y: 0, width: 0, height: 0 } };
  };

  /** The unplaced units connected to `unit` through edges, in the same container. */
  const componentOf = (unit: string): string[] => {
    const parent = tree.parent.get(unit);
    const seen = new Set([unit]);
    const queue = [unit];
    while (queue.length > 0) {
      for (const next of neighbourUnits(queue.shift()!)) {
        if (seen.has(next) || done.has(next) || tree.parent.get(next) !== parent) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return units.filter((u) => seen.has(u));
  };

  const queue: string[] = units.filter((unit) => {
    const { preds, succs } = placedNeighbours(new Set([unit]));
    return preds.length + succs.length > 0;
  });
  const enqueueNeighbours = (placed: readonly string[]): void => {
    for (const unit of placed) for (const next of neighbourUnits(unit)) if (!done.has(next)) queue.push(next);
  };
  for (;;) {
    while (queue.length > 0) {
      const unit = queue.shift()!;
      if (done.has(unit)) continue;
      const piece = await pieceOf([unit]);
      place(piece, besideNeighbours(piece) ?? afterContent(piece));
      enqueueNeighbours(piece.units);
    }
    const next = units.find((unit) => !done.has(unit));
    if (next === undefined) break;
    const piece = await pieceOf(componentOf(next));
    place(piece, afterContent(piece));
    enqueueNeighbours(piece.units);
  }
  return diagnostics;
}

