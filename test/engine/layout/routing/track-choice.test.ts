import { describe, expect, it } from 'vitest';
import { routeEdges } from '../../../../engine/layout/routing/route-edges.js';
import { TrackIndex } from '../../../../engine/layout/routing/track-index.js';
import { countCrossings } from '../../../../harness/drawing-metrics/crossings.js';
import { box, edge, fixture, node } from '../../../../harness/routing-scenes.js';

describe('track choice: routes avoid crossing earlier ones', () => {
  it('puts a Z on the free track that crosses nothing, not on the first free one', () => {
    // a→c goes first, its middle halfway down (y 80). b→d's middle would run along it there;
    // the next track down (88) crosses a→c twice, the one up (72) not at all.
    const f = fixture(
      [node('a'), node('b'), node('c'), node('d'), edge('ac', 'a', 'c'), edge('bd', 'b', 'd')],
      { a: box(0, 0, 100, 40), b: box(150, 0, 100, 40), c: box(200, 120, 100, 40), d: box(350, 120, 100, 40) },
    );
    const routes = routeEdges(f.index, f.geometry, f.nodes, new Map());
    const ac = routes.get('ac')!.points;
    const bd = routes.get('bd')!.points;
    expect(ac).toEqual([{ x: 50, y: 40 }, { x: 50, y: 80 }, { x: 250, y: 80 }, { x: 250, y: 120 }]);
    expect(bd).toEqual([{ x: 200, y: 40 }, { x: 200, y: 72 }, { x: 400, y: 72 }, { x: 400, y: 120 }]);
    expect(countCrossings([{ id: 'ac', from: 'a', to: 'c', points: ac }, { id: 'bd', from: 'b', to: 'd', points: bd }])).toBe(0);
  });

  it('counts the recorded segments a polyline passes through, not those it touches or runs along', () => {
    const tracks = new TrackIndex();
    tracks.add([{ x: 0, y: 50 }, { x: 100, y: 50 }, { x: 100, y: 150 }]);
    // Down through the horizontal at x 50, then right through the vertical at y 100.
    expect(tracks.crossings([{ x: 50, y: 0 }, { x: 50, y: 100 }, { x: 200, y: 100 }])).toBe(2);
    // Ending on the horizontal, or running along the vertical: no crossing.
    expect(tracks.crossings([{ x: 50, y: 0 }, { x: 50, y: 50 }])).toBe(0);
    expect(tracks.crossings([{ x: 100, y: 60 }, { x: 100, y: 140 }])).toBe(0);
    expect(tracks.segmentCrossings(20, 0, 20, 200)).toBe(1);
  });

  it('forgets a removed route (the end swaps route twice) and keeps the others', () => {
    const tracks = new TrackIndex();
    const kept = [{ x: 0, y: 50 }, { x: 300, y: 50 }];
    const removed = [{ x: 0, y: 80 }, { x: 150, y: 80 }, { x: 150, y: 400 }];
    tracks.add(kept);
    tracks.add(removed);
    tracks.remove(removed);
    const down = [{ x: 100, y: 0 }, { x: 100, y: 300 }];
    expect(tracks.crossings(down)).toBe(1);
    expect(tracks.crossings([{ x: 0, y: 200 }, { x: 300, y: 200 }])).toBe(0);
    expect(tracks.isTaken({ x: 0, y: 82 }, { x: 100, y: 82 })).toBe(false);
    expect(tracks.isTaken({ x: 0, y: 52 }, { x: 100, y: 52 })).toBe(true);
  });
});
