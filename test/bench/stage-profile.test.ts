import { describe, expect, it } from 'vitest';
import { stageTimes, type Profile } from '../../bench/stage-profile.js';

const frame = (functionName: string, url: string) => ({ functionName, url });

/**
 * root → render (render-api, no stage) → layoutScene (layout) → routeEdges (routing) → overlaps (geometry);
 * render → renderSvg (render); root → garbage collector.
 */
const profile: Profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', ''), children: [2, 7] },
    { id: 2, callFrame: frame('render', 'file:///x/engine/render-api/render.ts'), children: [3, 6] },
    { id: 3, callFrame: frame('layoutScene', 'file:///x/engine/layout/index.ts'), children: [4] },
    { id: 4, callFrame: frame('routeEdges', 'file:///x/engine/layout/routing/route-edges.ts'), children: [5] },
    { id: 5, callFrame: frame('overlaps', 'file:///x/engine/geometry/box.ts') },
    { id: 6, callFrame: frame('renderSvg', 'file:///x/engine/render/index.ts') },
    { id: 7, callFrame: frame('(garbage collector)', '') },
  ],
  // The first sample's delta is the time before profiling: not charged.
  samples: [2, 5, 5, 4, 3, 6, 7, 2],
  timeDeltas: [999_000, 1000, 2000, 500, 250, 4000, 3000, 100],
};

describe('stageTimes', () => {
  const times = stageTimes(profile);

  it('charges a helper module to the stage of the innermost staged frame that called it', () => {
    // overlaps (geometry, no stage) under routeEdges: routing, with routeEdges' own sample.
    expect(times.get('route')).toBeCloseTo(3.5, 9);
    expect(times.get('layout rest')).toBeCloseTo(0.25, 9);
    expect(times.get('svg')).toBeCloseTo(4, 9);
  });

  it('keeps the collector apart, and calls samples under no staged frame other, leaving out the first delta', () => {
    expect(times.get('gc')).toBeCloseTo(3, 9);
    expect(times.get('other')).toBeCloseTo(0.1, 9);
    expect([...times.values()].reduce((sum, ms) => sum + ms, 0)).toBeCloseTo(10.85, 9);
  });
});
