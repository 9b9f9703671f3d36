import { contains, flowAxes, shiftBox, unionBoxes, type Box, type FlowAxes, type Point } from '../../geometry/index.js';
import { diagnostic, type Diagnostic } from '../../model/index.js';
import type { Geometry } from '../types.js';
import type { BlockInput } from './elk-block.js';
import { findFreeSpot } from './free-spot.js';
import { PlacementState } from './placement-state.js';
import { pieceOf, type Piece } from './unplaced-pieces.js';
import { spotAfterContent, spotBesideNeighbours } from './unplaced-spots.js';
import { containersWithPlaced, placementUnits, UnitGraph, type PlacementUnits } from './unplaced-units.js';

export { LAYOUT_ORIGIN } from './unplaced-spots.js';

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
 *
 * The steps have names of their own: the units (unplaced-units.ts), the spots a piece
 * would like (unplaced-spots.ts), the pieces (unplaced-pieces.ts), and here the search
 * for a free spot and the order pieces are placed in.
 */
export async function placeUnplaced(input: BlockInput, geometry: Geometry, fixed: ReadonlyMap<string, Box>): Promise<Diagnostic[]> {
  const placer = new UnplacedPlacer(input, geometry, fixed);
  await placer.placeAll();
  return placer.diagnostics;
}

/** The work of one placeUnplaced call: what is placed so far and what is left. */
class UnplacedPlacer {
  readonly diagnostics: Diagnostic[] = [];
  private readonly state: PlacementState;
  private readonly axes: FlowAxes;
  private readonly units: PlacementUnits;
  private readonly graph: UnitGraph;
  private readonly placedNodes: Set<string>;
  private readonly done = new Set<string>();

  constructor(private readonly input: BlockInput, geometry: Geometry, private readonly fixed: ReadonlyMap<string, Box>) {
    this.axes = flowAxes(input.index.strategy.direction);
    this.state = new PlacementState(input, geometry, fixed);
    this.units = placementUnits(input.tree, geometry.anchored, containersWithPlaced(input.tree, geometry.anchored, fixed));
    this.graph = new UnitGraph(input.index.edges, this.units.unitOf);
    this.placedNodes = new Set(geometry.anchored);
  }

  /**
   * Units next to something placed first, each then pulling in its own unplaced
   * neighbours; what is left, a connected block at a time, after the content.
   */
  async placeAll(): Promise<void> {
    const queue = this.units.units.filter((unit) => this.hasPlacedNeighbours(new Set([unit])));
    for (;;) {
      while (queue.length > 0) {
        const unit = queue.shift()!;
        if (this.done.has(unit)) continue;
        const piece = await pieceOf(this.input, [unit]);
        this.place(piece, this.besideNeighbours(piece) ?? this.afterContent(piece));
        queue.push(...this.openNeighbours(piece.units));
      }
      const next = this.units.units.find((unit) => !this.done.has(unit));
      if (next === undefined) return;
      const members = this.graph.component(next, this.units.units, (id) => this.input.tree.parent.get(id), (id) => !this.done.has(id));
      const piece = await pieceOf(this.input, members);
      this.place(piece, this.afterContent(piece));
      queue.push(...this.openNeighbours(piece.units));
    }
  }

  /** Moves the piece to the free spot nearest `preferred` and records its nodes as placed. */
  private place(piece: Piece, preferred: Point): void {
    const fixedAncestor = this.nearestFixed(piece.parent);
    const bounds = fixedAncestor === undefined ? undefined : this.state.innerBox(fixedAncestor);
    const spot = this.freeSpot(piece, preferred, bounds);
    const dx = spot.x - piece.extent.x;
    const dy = spot.y - piece.extent.y;
    for (const [id, box] of piece.nodes) {
      const moved = shiftBox(box, dx, dy);
      this.state.addNode(id, moved);
      this.placedNodes.add(id);
      if (bounds !== undefined && fixedAncestor !== undefined && !contains(bounds, moved)) this.diagnostics.push(outsideFrame(id, fixedAncestor));
    }
    for (const unit of piece.units) this.done.add(unit);
  }

  /**
   * The free spot nearest `preferred`: inside `bounds` when it has room, else anywhere;
   * crowded near the neighbours, after everything placed so far.
   */
  private freeSpot(piece: Piece, preferred: Point, bounds: Box | undefined): Point {
    const size = { width: piece.extent.width, height: piece.extent.height };
    const nodeBoxesAt = (at: Box) => [...piece.nodes.values()].map((box) => shiftBox(box, at.x - piece.extent.x, at.y - piece.extent.y));
    const search = (limit: Box | undefined, from: Point) =>
      findFreeSpot(from, {
        axes: this.axes,
        size,
        rowStep: (this.axes.mainSize(size) + this.input.index.strategy.rankSpacing) / 2,
        blockers: (candidate) => this.state.blockers(candidate, piece.parent, nodeBoxesAt(candidate)),
        ...(limit === undefined ? {} : { bounds: limit }),
      });
    let spot = search(bounds, preferred);
    if (spot === undefined && bounds !== undefined) spot = search(undefined, preferred);
    if (spot !== undefined) return spot;
    const fallback = this.afterContent({ ...piece, parent: undefined });
    return search(undefined, fallback) ?? { ...fallback, ...size };
  }

  /** The nearest container, from `container` up, that has a box of its own. */
  private nearestFixed(container: string | undefined): string | undefined {
    for (let up = container; up !== undefined; up = this.input.tree.parent.get(up)) if (this.fixed.has(up)) return up;
    return undefined;
  }

  private hasPlacedNeighbours(members: ReadonlySet<string>): boolean {
    const { preds, succs } = this.graph.placedNeighbours(members, this.placedNodes, (id) => this.state.obstacles.get(id)!);
    return preds.length + succs.length > 0;
  }

  private besideNeighbours(piece: Piece): Point | undefined {
    const neighbours = this.graph.placedNeighbours(new Set(piece.units), this.placedNodes, (id) => this.state.obstacles.get(id)!);
    return spotBesideNeighbours(neighbours, piece.extent, this.axes, this.input.index.strategy.rankSpacing);
  }

  private afterContent(piece: Piece): Point {
    const parent = piece.parent;
    const content = parent === undefined ? unionBoxes(this.state.obstacles.all()) : (this.state.contentOf(parent) ?? null);
    const inner = parent === undefined ? undefined : this.state.innerBox(parent);
    return spotAfterContent(content, inner, piece.extent, this.axes, this.input.index.strategy.rankSpacing);
  }

  /** The not yet placed neighbours of units just placed, in order (repeats skipped when taken). */
  private openNeighbours(placed: readonly string[]): string[] {
    const open: string[] = [];
    for (const unit of placed) for (const next of this.graph.neighbours(unit)) if (!this.done.has(next)) open.push(next);
    return open;
  }
}

function outsideFrame(id: string, frameId: string): Diagnostic {
  return diagnostic('NODE_OUTSIDE_FRAME', `"${id}" does not fit inside frame "${frameId}" and was placed outside it: make the frame larger or remove its layout so it fits its members`, {
    elementId: id,
    data: { frameId },
  });
}
