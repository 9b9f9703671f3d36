import { describe, expect, it } from 'vitest';
import type { Box, Point } from '../../../../engine/geometry/index.js';
import { GridSearch } from '../../../../engine/layout/routing/grid-search.js';
import { ObstacleIndex } from '../../../../engine/layout/routing/obstacle-index.js';
import { partSharedLines } from '../../../../engine/layout/routing/part-shared-lines.js';
import { ROUTE_MARGIN } from '../../../../engine/layout/routing/route-constants.js';
import type { RouteEnd } from '../../../../engine/layout/routing/route-types.js';
import type { SwappableEdge } from '../../../../engine/layout/routing/swap-ends.js';
import { TrackIndex } from '../../../../engine/layout/routing/track-index.js';
import { box } from '../../../../harness/routing-scenes.js';

/** Four 70 x 48 boxes: A and B on top, C and D below, as `A & B --> C & D` places them. */
const boxes: Record<string, Box> = { A: box(40, 40, 70, 48), B: box(160, 40, 70, 48), C: box(40, 168, 70, 48), D: box(160, 168, 70, 48) };

function end(elementId: string, point: Point, side: 'top' | 'bottom'): RouteEnd {
  return { elementId, box: boxes[elementId]!, inward: false, point, side, normal: { x: 0, y: side === 'bottom' ? 1 : -1 }, tip: point };
}

/** An edge between two of the boxes along `points`, its ends free unless `pinned` (an ER row's or a port's). */
function edge(from: string, to: string, points: Point[], pinned = false): SwappableEdge {
  const element = (id: string) => ({ elementId: id, box: boxes[id]!, shape: 'rect', ...(pinned ? { fixed: { point: points[0]!, side: 'bottom' as const } } : {}) });
  return { from: element(from), to: element(to), ends: { from: end(from, points[0]!, 'bottom'), to: end(to, points.at(-1)!, 'top') }, points };
}

function parted(edges: Map<string, SwappableEdge>): Map<string, Point[]> {
  const tracks = new TrackIndex();
  for (const e of edges.values()) tracks.add(e.points);
  const obstacles = new ObstacleIndex(Object.entries(boxes).map(([id, b]) => ({ id, box: b, weight: 2 as const })), ROUTE_MARGIN);
  partSharedLines(edges, { obstacles, extent: box(0, 0, 300, 300), search: new GridSearch(), tracks });
  return new Map([...edges].map(([id, e]) => [id, e.points]));
}

// A --> D and B --> C as the router drew them: B's end 0.34 px left of D's, so B --> C's first
// segment runs on A --> D's last from y 128 to 136.
const aToD = [{ x: 87.67, y: 88 }, { x: 87.67, y: 128 }, { x: 184.67, y: 128 }, { x: 184.67, y: 168 }];
const bToC = [{ x: 184.33, y: 88 }, { x: 184.33, y: 136 }, { x: 87.33, y: 136 }, { x: 87.33, y: 168 }];

describe('partSharedLines: two edges never drawn on one line', () => {
  it('moves the later edge\'s end a track along its side, away from the other line', () => {
    const routes = parted(new Map([['A__D', edge('A', 'D', aToD)], ['B__C', edge('B', 'C', bToC)]]));
    expect(routes.get('A__D')).toEqual(aToD);
    expect(routes.get('B__C')).toEqual([{ x: 176.33, y: 88 }, { x: 176.33, y: 136 }, { x: 87.33, y: 136 }, { x: 87.33, y: 168 }]);
  });

  it('moves the other edge when the later one\'s ends are pinned', () => {
    const routes = parted(new Map([['A__D', edge('A', 'D', aToD)], ['B__C', edge('B', 'C', bToC, true)]]));
    expect(routes.get('B__C')).toEqual(bToC);
    expect(routes.get('A__D')).toEqual([{ x: 87.67, y: 88 }, { x: 87.67, y: 128 }, { x: 192.67, y: 128 }, { x: 192.67, y: 168 }]);
  });

  it('leaves two edges into one node on one line (a fan-in drawn on purpose)', () => {
    const intoD = [{ x: 184.33, y: 88 }, { x: 184.33, y: 136 }, { x: 184.67, y: 136 }, { x: 184.67, y: 168 }];
    const routes = parted(new Map([['A__D', edge('A', 'D', aToD)], ['B__D', edge('B', 'D', intoD)]]));
    expect(routes.get('A__D')).toEqual(aToD);
    expect(routes.get('B__D')).toEqual(intoD);
  });
});
