import type { Box, FlowAxes, Point } from '../../geometry/index.js';
import type { PlacedNeighbours } from './unplaced-units.js';

/** Where the first content goes when there is none. */
export const LAYOUT_ORIGIN = 40;

/**
 * Where a piece with placed neighbours would like to go: one rank after its predecessors
 * (below them for TB), else one rank before its successors, centred across the flow on
 * them. Undefined without placed neighbours.
 */
export function spotBesideNeighbours(neighbours: PlacedNeighbours, extent: Box, axes: FlowAxes, rankSpacing: number): Point | undefined {
  const { preds, succs } = neighbours;
  const anchors = preds.length > 0 ? preds : succs;
  if (anchors.length === 0) return undefined;
  const crossCentre = anchors.reduce((sum, box) => sum + axes.crossStart(box) + axes.crossSize(box) / 2, 0) / anchors.length;
  const main =
    preds.length > 0
      ? Math.max(...preds.map((box) => axes.mainEnd(box))) + rankSpacing
      : Math.min(...succs.map((box) => axes.mainStart(box))) - rankSpacing - axes.mainSize(extent);
  return axes.corner(main, crossCentre - axes.crossSize(extent) / 2, extent);
}

/**
 * After what is already placed in a container: one rank past `content` along the flow,
 * level with its cross start; with nothing placed, at the container's inner corner (`inner`),
 * or at LAYOUT_ORIGIN on the top level.
 */
export function spotAfterContent(content: Box | null, inner: Box | undefined, extent: Box, axes: FlowAxes, rankSpacing: number): Point {
  if (content === null) {
    if (inner === undefined) return { x: LAYOUT_ORIGIN, y: LAYOUT_ORIGIN };
    return axes.corner(axes.mainStart(inner), axes.crossStart(inner), extent);
  }
  return axes.corner(axes.mainEnd(content) + rankSpacing, axes.crossStart(content), extent);
}
