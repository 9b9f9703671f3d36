import { describe, expect, it } from 'vitest';
import { detectOverlaps, MAX_OVERLAP_DIAGNOSTICS } from '../../../../engine/layout/canvas/overlaps.js';
import { node, sceneIndex, startGeometry } from '../place/layout-fixture.js';

function detect(elements: Record<string, unknown>[], placed: Record<string, { x: number; y: number; width: number; height: number }> = {}) {
  const index = sceneIndex({ elements });
  const geometry = startGeometry(index);
  // Frames with a layout, as the pipeline has them by now.
  for (const frame of index.frames) if (frame.layout?.mode === 'absolute') geometry.boxes.set(frame.id, { x: frame.layout.x, y: frame.layout.y, width: frame.layout.width, height: frame.layout.height });
  for (const [id, box] of Object.entries(placed)) geometry.boxes.set(id, box);
  return detectOverlaps(index, geometry);
}

describe('detectOverlaps', () => {
  it('reports each pair of user-placed nodes that share area, telling to run autoLayout on them', () => {
    const diagnostics = detect([node('a', { x: 10, y: 10, width: 100, height: 50 }), node('b', { x: 60, y: 30, width: 100, height: 50 }), node('c', { x: 110, y: 40, width: 50, height: 10 })]);
    expect(diagnostics).toEqual([
      {
        code: 'NODE_OVERLAP_DETECTED',
        severity: 'warning',
        elementId: 'a',
        message: expect.stringContaining('run autoLayout with elements ["a", "b"]'),
        data: { elements: ['a', 'b'] },
      },
      expect.objectContaining({ elementId: 'b', data: { elements: ['b', 'c'] } }),
    ]);
  });

  it('ignores nodes the engine placed, hidden nodes, touching edges and frames not placed yet', () => {
    expect(detect([node('a', { x: 10, y: 10, width: 100, height: 50 }), node('auto')], { auto: { x: 20, y: 20, width: 100, height: 50 } })).toEqual([]);
    expect(detect([node('a', { x: 10, y: 10, width: 100, height: 50 }), node('b', { x: 20, y: 20, width: 100, height: 50, visible: false })])).toEqual([]);
    expect(detect([node('a', { x: 10, y: 10, width: 100, height: 50 }), node('b', { x: 110, y: 10, width: 100, height: 50 })])).toEqual([]);
    // A frame at 0, 0 is not placed yet: fit-frames sizes it, so it is not the author's box.
    expect(detect([{ id: 'f', kind: 'frame', x: 0, y: 0, width: 300, height: 300, children: [] }, node('a', { x: 10, y: 10, width: 100, height: 50 })])).toEqual([]);
  });

  it('leaves a node in its own frame and nested frames alone; reports a node on a frame it is not in and frames that cross', () => {
    const diagnostics = detect([
      { id: 'outer', kind: 'frame', x: 5, y: 5, width: 500, height: 400, children: ['inner', 'member'] },
      { id: 'inner', kind: 'frame', x: 20, y: 40, width: 200, height: 150, children: ['deep'] },
      node('member', { x: 300, y: 300, width: 100, height: 50 }),
      node('deep', { x: 30, y: 60, width: 100, height: 50 }),
      node('stranger', { x: 450, y: 100, width: 100, height: 50 }),
      { id: 'crossing', kind: 'frame', x: 400, y: 350, width: 300, height: 200, children: [] },
    ]);
    expect(diagnostics.map((d) => d.data)).toEqual([{ elements: ['outer', 'stranger'] }, { elements: ['outer', 'crossing'] }]);
    expect(diagnostics[0]!.message).toContain('run autoLayout with elements ["stranger"]');
    expect(diagnostics[1]!.message).toContain('move or resize one of the frames');
  });

  it('lists at most 50 pairs, in document order, then counts the rest', () => {
    const stacked = Array.from({ length: 12 }, (_, i) => node(`n${String(i).padStart(2, '0')}`, { x: 10 + i, y: 10, width: 100, height: 50 }));
    const diagnostics = detect(stacked);
    // 12 nodes on one spot: 66 pairs.
    expect(diagnostics).toHaveLength(MAX_OVERLAP_DIAGNOSTICS + 1);
    expect(diagnostics[0]!.data).toEqual({ elements: ['n00', 'n01'] });
    expect(diagnostics[11]!.data).toEqual({ elements: ['n01', 'n02'] });
    expect(diagnostics[MAX_OVERLAP_DIAGNOSTICS]!).toMatchObject({ code: 'NODE_OVERLAP_DETECTED', data: { elements: [], omittedPairs: 16 } });
  });
});
