import type { EdgeValue } from '../../../schema/index.js';
import type { Box } from '../../geometry/index.js';
import type { LayoutTree } from './layout-tree.js';

/**
 * Containers holding something placed: an anchored node, or a frame with its own box
 * (`fixed`), at any depth. Placement goes into such containers member by member; a
 * container with nothing placed in it is laid out whole.
 */
export function containersWithPlaced(tree: LayoutTree, anchored: ReadonlySet<string>, fixed: ReadonlyMap<string, Box>): Set<string> {
  const placedWithin = new Set<string>(fixed.keys());
  for (const id of [...anchored, ...fixed.keys()]) {
    for (let up = tree.parent.get(id); up !== undefined && !placedWithin.has(up); up = tree.parent.get(up)) placedWithin.add(up);
  }
  return placedWithin;
}

/** What is placed in one go, and which unit every item belongs to. */
export interface PlacementUnits {
  /** Unplaced nodes in placed surroundings, and the outermost containers with nothing placed, in document order. */
  units: string[];
  /** Item → its unit (a container's members belong to the container's unit). */
  unitOf: Map<string, string>;
}

/** The units of incremental placement (containersWithPlaced gives `placedWithin`). */
export function placementUnits(tree: LayoutTree, anchored: ReadonlySet<string>, placedWithin: ReadonlySet<string>): PlacementUnits {
  const units: string[] = [];
  for (const id of tree.items) {
    const parent = tree.parent.get(id);
    if (parent !== undefined && !placedWithin.has(parent)) continue;
    const placedOrEmpty = tree.kind.get(id) === 'node' ? anchored.has(id) : placedWithin.has(id) || !tree.filled.has(id);
    if (!placedOrEmpty) units.push(id);
  }
  const unitOf = new Map<string, string>();
  const claim = (id: string, unit: string): void => {
    unitOf.set(id, unit);
    for (const child of tree.children.get(id) ?? []) claim(child, unit);
  };
  for (const unit of units) claim(unit, unit);
  return { units, unitOf };
}

/** Placed neighbours of a set of units, split by edge direction: the boxes of their predecessors and successors. */
export interface PlacedNeighbours {
  preds: Box[];
  succs: Box[];
}

/** The units seen through the scene's edges: who is connected to whom. */
export class UnitGraph {
  constructor(private readonly edges: readonly EdgeValue[], private readonly unitOf: ReadonlyMap<string, string>) {}

  /** Units an edge joins to `unit`, once per edge, in edge order. */
  neighbours(unit: string): string[] {
    const found: string[] = [];
    for (const edge of this.edges) {
      const a = this.unitOf.get(edge.from.elementId);
      const b = this.unitOf.get(edge.to.elementId);
      if (a === unit && b !== undefined && b !== unit) found.push(b);
      if (b === unit && a !== undefined && a !== unit) found.push(a);
    }
    return found;
  }

  /** The boxes (`boxOf`) of placed nodes joined to `members` by an edge, split into predecessors and successors. */
  placedNeighbours(members: ReadonlySet<string>, placed: ReadonlySet<string>, boxOf: (id: string) => Box): PlacedNeighbours {
    const preds: Box[] = [];
    const succs: Box[] = [];
    for (const edge of this.edges) {
      const from = edge.from.elementId;
      const to = edge.to.elementId;
      const fromIn = members.has(this.unitOf.get(from) ?? '');
      const toIn = members.has(this.unitOf.get(to) ?? '');
      if (fromIn === toIn) continue;
      const other = fromIn ? to : from;
      if (!placed.has(other)) continue;
      (fromIn ? succs : preds).push(boxOf(other));
    }
    return { preds, succs };
  }

  /**
   * The units connected to `unit` through edges, staying in one container (`parentOf`) and
   * among the units `open` allows, listed in the order of `units`.
   */
  component(unit: string, units: readonly string[], parentOf: (id: string) => string | undefined, open: (id: string) => boolean): string[] {
    const parent = parentOf(unit);
    const seen = new Set([unit]);
    const queue = [unit];
    while (queue.length > 0) {
      for (const next of this.neighbours(queue.shift()!)) {
        if (seen.has(next) || !open(next) || parentOf(next) !== parent) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return units.filter((u) => seen.has(u));
  }
}
