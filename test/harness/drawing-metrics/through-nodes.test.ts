import { describe, expect, it } from 'vitest';
import type { DrawnEdge, DrawnNode } from '../../../harness/drawing-metrics/drawing.js';
import { edgesThroughNodes, overlappingNodes, segmentEntersBox } from '../../../harness/drawing-metrics/through-nodes.js';

const node = (id: string, x: number, y: number, width = 100, height = 50): DrawnNode => ({ id, box: { x, y, width, height } });
const edge = (id: string, from: string, to: string, ...points: Array<[number, number]>): DrawnEdge => ({ id, from, to, points: points.map(([x, y]) => ({ x, y })) });

describe('edgesThroughNodes', () => {
  const nodes = [node('a', 0, 0), node('b', 0, 200), node('c', 0, 100)];

  it('finds an edge through a box between its ends', () => {
    expect(edgesThroughNodes(nodes, [edge('ab', 'a', 'b', [50, 50], [50, 200])])).toEqual(['ab']);
  });

  it('does not count the edge\'s own ends, nor edges along a border or around the box', () => {
    const edges = [
      edge('ac', 'a', 'c', [50, 50], [50, 100]),
      edge('border', 'a', 'b', [0, 50], [0, 200]),
      edge('around', 'a', 'b', [100, 25], [140, 25], [140, 225], [100, 225]),
      edge('corner', 'x', 'y', [90, 160], [110, 140]),
    ];
    expect(edgesThroughNodes(nodes, edges)).toEqual([]);
  });

  it('counts an edge once however many nodes it passes', () => {
    const row = [node('p', 0, 0), node('q', 200, 0), node('r', 400, 0), node('s', 600, 0)];
    expect(edgesThroughNodes(row, [edge('ps', 'p', 's', [100, 25], [600, 25])])).toEqual(['ps']);
  });

  it('finds an edge crossing only a corner of a box', () => {
    expect(segmentEntersBox({ x: 80, y: 170 }, { x: 110, y: 130 }, { x: 0, y: 100, width: 100, height: 50 })).toBe(true);
  });
});

describe('overlappingNodes', () => {
  it('lists pairs overlapping, not boxes that touch', () => {
    const nodes = [node('a', 0, 0), node('b', 100, 0), node('c', 50, 25), node('d', 1000, 1000)];
    expect(overlappingNodes(nodes)).toEqual([['a', 'c'], ['b', 'c']]);
  });
});
