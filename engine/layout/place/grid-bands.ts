import type { Point } from '../../geometry/index.js';
import { BAND_INSET } from '../bands/band-boxes.js';
import type { BandPlan } from '../types.js';
import { buildBlock, layItems, scopeItems, type GridItem, type GridRun } from './grid-scopes.js';

/**
 * The top level when architecture autoGroup bands are planned: each band's unplaced
 * top-level nodes form one block with the band's room (BAND_INSET) around them, in band
 * order, so bands come out as separate tiles; the other items of the top level follow.
 */
export function placeBandedTopLevel(run: GridRun, bands: readonly BandPlan[], origin: Point): void {
  const banded = new Set<string>();
  const blocks: GridItem[] = [];
  for (const band of bands) {
    const members = band.members.filter((id) => run.toPlace.has(id) && !run.index.frameOf.has(id) && !banded.has(id));
    if (members.length === 0) continue;
    for (const id of members) banded.add(id);
    blocks.push(buildBlock(run, `band:${band.nodeType}`, members.map((id) => ({ id, ...run.sizeOf(id) })), BAND_INSET));
  }
  const rest = scopeItems(run, null).filter((item) => !banded.has(item.id));
  layItems(run, [...blocks, ...rest], origin, []);
}
