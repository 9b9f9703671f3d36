import { describe, expect, it } from 'vitest';
import { flowAxes } from '../../../../engine/geometry/index.js';
import { buildLayoutTree } from '../../../../engine/layout/place/layout-tree.js';
import { LAYOUT_ORIGIN, spotAfterContent, spotBesideNeighbours } from '../../../../engine/layout/place/unplaced-spots.js';
import { containersWithPlaced, placementUnits, UnitGraph } from '../../../../engine/layout/place/unplaced-units.js';
import { edge, node, sceneIndex } from './layout-fixture.js';

/** The steps of incremental placement (place-unplaced.ts), each on its own. */
const at = (x: number, y: number) => ({ mode: 'absolute', x, y, width: 100, height: 50 });

function scene() {
  // "placed" is anchored inside frame "left"; frame "right" holds only unplaced nodes.
  return sceneIndex({
    elements: [
      { id: 'left', kind: 'frame', children: ['placed', 'newcomer'] },
      { id: 'right', kind: 'frame', children: ['r1', 'r2'] },
      node('placed', { layout: at(100, 100) }),
      node('newcomer'),
      node('r1'),
      node('r2'),
      node('loose'),
      edge('placed', 'newcomer'),
      edge('r1', 'r2'),
      edge('newcomer', 'r1'),
    ],
  });
}

describe('placement units', () => {
  it('go into containers holding something placed, and take containers with nothing placed whole', () => {
    const index = scene();
    const tree = buildLayoutTree(index);
    const anchored = new Set(['placed']);
    const within = containersWithPlaced(tree, anchored, new Map());
    expect([...within]).toEqual(['left']);
    const { units, unitOf } = placementUnits(tree, anchored, within);
    expect(units).toEqual(['right', 'newcomer', 'loose']);
    expect(unitOf.get('r2')).toBe('right');
    expect(unitOf.has('placed')).toBe(false);
  });

  it('count a frame with a box of its own as placed, with its ancestors', () => {
    const index = sceneIndex({ elements: [{ id: 'outer', kind: 'frame', children: ['inner'] }, { id: 'inner', kind: 'frame', children: ['a'] }, node('a')] });
    const within = containersWithPlaced(buildLayoutTree(index), new Set(), new Map([['inner', { x: 0, y: 0, width: 10, height: 10 }]]));
    expect([...within].sort()).toEqual(['inner', 'outer']);
  });
});

describe('the unit graph', () => {
  const index = scene();
  const tree = buildLayoutTree(index);
  const { units, unitOf } = placementUnits(tree, new Set(['placed']), new Set(['left']));
  const graph = new UnitGraph(index.edges, unitOf);

  it('joins units through edges, a container standing for its members', () => {
    expect(graph.neighbours('newcomer')).toEqual(['right']);
    expect(graph.neighbours('right')).toEqual(['newcomer']);
    expect(graph.neighbours('loose')).toEqual([]);
  });

  it('finds placed predecessors and successors with their boxes', () => {
    const box = { x: 1, y: 2, width: 3, height: 4 };
    expect(graph.placedNeighbours(new Set(['newcomer']), new Set(['placed']), () => box)).toEqual({ preds: [box], succs: [] });
    expect(graph.placedNeighbours(new Set(['right']), new Set(['placed']), () => box)).toEqual({ preds: [], succs: [] });
  });

  it('gathers a connected component within one container, in unit order', () => {
    expect(graph.component('loose', units, (id) => tree.parent.get(id), () => true)).toEqual(['loose']);
    // newcomer (in "left") and "right" (top level) are connected but not in one container.
    expect(graph.component('right', units, (id) => tree.parent.get(id), () => true)).toEqual(['right']);
  });
});

describe('preferred spots', () => {
  const extent = { x: 0, y: 0, width: 100, height: 50 };
  const pred = { x: 200, y: 100, width: 100, height: 50 };

  it('go one rank after the predecessors, centred on them (TB), or before the successors (LR)', () => {
    expect(spotBesideNeighbours({ preds: [pred], succs: [] }, extent, flowAxes('TB'), 80)).toEqual({ x: 200, y: 230 });
    expect(spotBesideNeighbours({ preds: [], succs: [pred] }, extent, flowAxes('LR'), 80)).toEqual({ x: 20, y: 100 });
    expect(spotBesideNeighbours({ preds: [], succs: [] }, extent, flowAxes('TB'), 80)).toBeUndefined();
  });

  it('go after the content, at a container\'s inner corner, or at the origin', () => {
    expect(spotAfterContent(pred, undefined, extent, flowAxes('TB'), 80)).toEqual({ x: 200, y: 230 });
    expect(spotAfterContent(null, { x: 10, y: 20, width: 300, height: 300 }, extent, flowAxes('TB'), 80)).toEqual({ x: 10, y: 20 });
    expect(spotAfterContent(null, undefined, extent, flowAxes('RL'), 80)).toEqual({ x: LAYOUT_ORIGIN, y: LAYOUT_ORIGIN });
  });
});
