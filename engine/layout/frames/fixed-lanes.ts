import type { FrameValue } from '../../../schema/index.js';
import type { Box } from '../../geometry/index.js';
import { POOL_BAND } from './frame-metrics.js';

/**
 * The lanes of a pool with its own layout: the pool keeps its box, reserves its 24 px title
 * band, and divides the rest equally among its lanes without a layout, in listed order
 * (service spec, Rendering rules 8).
 */
export function fixedPoolLanes(pool: Box, lanes: readonly FrameValue[], rows: boolean): Map<string, Box> {
  const boxes = new Map<string, Box>();
  const free = lanes.filter((lane) => lane.layout === undefined);
  if (free.length === 0) return boxes;
  const inner: Box = rows
    ? { x: pool.x + POOL_BAND, y: pool.y, width: Math.max(0, pool.width - POOL_BAND), height: pool.height }
    : { x: pool.x, y: pool.y + POOL_BAND, width: pool.width, height: Math.max(0, pool.height - POOL_BAND) };
  const share = (rows ? inner.height : inner.width) / free.length;
  free.forEach((lane, i) => {
    boxes.set(
      lane.id,
      rows ? { x: inner.x, y: inner.y + i * share, width: inner.width, height: share } : { x: inner.x + i * share, y: inner.y, width: share, height: inner.height },
    );
  });
  return boxes;
}

/** The title band of a pool's box: 24 px on the left (lanes in rows) or on top (lanes in columns). */
export function poolBand(pool: Box, rows: boolean): Box {
  return rows ? { x: pool.x, y: pool.y, width: POOL_BAND, height: pool.height } : { x: pool.x, y: pool.y, width: pool.width, height: POOL_BAND };
}
