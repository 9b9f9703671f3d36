import { describe, expect, it } from 'vitest';
import type { RealEdge, RealFrame } from '../../../harness/drawing-metrics/geometry.js';
import { frameTrouble } from '../../../harness/drawing-metrics/frame-borders.js';

const edge = (id: string, from: string, to: string, ...points: Array<[number, number]>): RealEdge => ({ id, from, to, points: points.map(([x, y]) => ({ x, y })) });
const backend: RealFrame = { id: 'Backend', box: { x: 100, y: 100, width: 200, height: 300 }, members: ['Home', 'API'] };

describe('frameTrouble', () => {
  it('finds an edge running along the right border of a frame it leaves (the issue: Home -.-> Analytics)', () => {
    const analytics = edge('home-analytics', 'Home', 'Analytics', [250, 150], [300, 150], [300, 285], [400, 285]);
    expect(frameTrouble([backend], [analytics])).toEqual({ along: [['home-analytics', 'Backend']], through: [] });
  });

  it('accepts an edge that crosses the border straight, into a member', () => {
    const into = edge('in', 'Auth', 'Home', [200, 0], [200, 150]);
    expect(frameTrouble([backend], [into])).toEqual({ along: [], through: [] });
  });

  it('finds an edge passing through a frame it has no end in', () => {
    const past = edge('past', 'x1', 'x2', [50, 200], [350, 200]);
    expect(frameTrouble([backend], [past])).toEqual({ along: [], through: [['past', 'Backend']] });
  });

  it('accepts an edge to the frame itself ending on its border, and an edge hugging the frame 3 px outside', () => {
    const toFrame = edge('to-frame', 'left', 'Backend', [200, 20], [200, 100]);
    const outside = edge('outside', 'a', 'b', [97, 0], [97, 500]);
    expect(frameTrouble([backend], [toFrame, outside])).toEqual({ along: [], through: [] });
  });
});
