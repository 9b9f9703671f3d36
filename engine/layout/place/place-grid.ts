import type { Diagnostic } from '../../model/index.js';
import type { BandPlan, Geometry, NodeSize, ResolvedStrategy, SceneIndex } from '../types.js';
import { fixedFrames } from './anchor-nodes.js';
import { placeBandedTopLevel } from './grid-bands.js';
import { placeScope, type GridRun, type GridStyle } from './grid-scopes.js';
import { nodesToPlace, obstacleBoxes, placementSize } from './grid-targets.js';

/** Where a fresh grid starts: the canvas margin, so a new diagram's canvas starts at the origin. */
export const GRID_ORIGIN = { x: 40, y: 40 } as const;

/**
 * Pipeline stage 5 for layoutStrategy.algorithm 'grid': writes a box into `geometry.boxes`
 * for every node that is neither anchored nor relative. Cells are as large as the largest
 * node, about ceil(sqrt(n)) per rank, in document order: TB fills rows left to right (BT
 * from the bottom up), LR fills columns top to bottom (RL from the right), nodeSpacing
 * apart within a rank and rankSpacing between ranks; a node larger than a cell spans
 * several. Cells too close to an anchored node, a frame, a text or an image are skipped;
 * anchored nodes never move. A frame's members are gridded together inside it (a frame
 * with a box of its own, as place/anchor-nodes.ts fixedFrames gives, including the lanes of
 * a placed pool: in that box, NODE_OUTSIDE_FRAME for those that do not fit; a frame fitted
 * later: as one block with FRAME_INSET around, or below its anchored members). With band plans,
 * each band's nodes form one block. Deterministic; the work is synchronous, the Promise
 * only matches the placers' stage contract.
 */
export async function placeGrid(
  index: SceneIndex,
  sizes: ReadonlyMap<string, NodeSize>,
  geometry: Geometry,
  bands: readonly BandPlan[] | null = null,
): Promise<Diagnostic[]> {
  const toPlace = nodesToPlace(index, geometry);
  if (toPlace.size === 0) return [];
  // A stale box of a node about to be placed must not count as an obstacle or a frame's content.
  for (const id of toPlace) geometry.boxes.delete(id);
  const fixed = fixedFrames(index);
  const run: GridRun = {
    index,
    geometry,
    toPlace,
    sizeOf: (id) => placementSize(index, sizes, id),
    fixedFrames: fixed,
    style: gridStyle(index.strategy),
    obstacles: obstacleBoxes(index, geometry, toPlace, fixed),
    diagnostics: [],
  };
  if (bands !== null && bands.length > 0) placeBandedTopLevel(run, bands, GRID_ORIGIN);
  else placeScope(run, null, GRID_ORIGIN);
  return run.diagnostics;
}

/** Gaps and fill order from the strategy: ranks are rows for TB/BT and columns for LR/RL. */
export function gridStyle(strategy: ResolvedStrategy): GridStyle {
  const ranksAreRows = strategy.direction === 'TB' || strategy.direction === 'BT';
  return {
    gapX: ranksAreRows ? strategy.nodeSpacing : strategy.rankSpacing,
    gapY: ranksAreRows ? strategy.rankSpacing : strategy.nodeSpacing,
    fillRows: ranksAreRows,
    reverseX: strategy.direction === 'RL',
    reverseY: strategy.direction === 'BT',
  };
}
