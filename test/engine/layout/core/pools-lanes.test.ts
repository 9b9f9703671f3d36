import { describe, expect, it } from 'vitest';
import { bottom, contains, right } from '../../../../engine/geometry/index.js';
import { boxOf, edge, layout, node, sceneOf } from './layout-helpers.js';

const workflow = (laneDirection?: string, poolLayout?: unknown) => [
  node('s', 'workflow.start', { label: 'Start' }),
  node('t1', 'workflow.task', { label: 'First task' }),
  node('t2', 'workflow.task', { label: 'Second task' }),
  node('t3', 'workflow.task', { label: 'Third' }),
  node('e', 'workflow.end', { label: 'End' }),
  { id: 'l1', kind: 'frame', containerType: 'lane', title: 'Sales', children: ['s', 't1', 'e'] },
  { id: 'l2', kind: 'frame', containerType: 'lane', title: 'Warehouse', children: ['t2'] },
  { id: 'l3', kind: 'frame', containerType: 'lane', title: 'Empty lane', children: [] },
  { id: 'l4', kind: 'frame', containerType: 'lane', title: 'Billing', children: ['t3'] },
  { id: 'p', kind: 'frame', containerType: 'pool', title: 'Order to cash', children: ['l1', 'l2', 'l3', 'l4'], ...(laneDirection ? { laneDirection } : {}), ...(poolLayout ? { layout: poolLayout } : {}) },
  edge('f1', 's', 't1'), edge('f2', 't1', 't2'), edge('f3', 't2', 't3'), edge('f4', 't3', 'e'),
];

describe('pools and lanes', () => {
  it('stacks lanes as horizontal bands (laneDirection vertical) under a 24 px left title band', async () => {
    const result = await layout(sceneOf(workflow('vertical'), { diagramFamily: 'workflow', layoutStrategy: { algorithm: 'flow', direction: 'LR' } }));
    const pool = result.computed.elements.p!;
    expect(pool.kind).toBe('frame');
    if (pool.kind !== 'frame') return;
    expect(pool.titleBand).toEqual({ x: pool.box.x, y: pool.box.y, width: 24, height: pool.box.height });
    expect(pool.title?.rotation).toBe(-90);
    const lanes = ['l1', 'l2', 'l3', 'l4'].map((id) => boxOf(result, id));
    expect(lanes[0]!.y).toBe(pool.box.y);
    for (let i = 1; i < lanes.length; i++) expect(lanes[i]!.y).toBeCloseTo(bottom(lanes[i - 1]!), 5);
    expect(bottom(lanes[3]!)).toBeCloseTo(bottom(pool.box), 5);
    for (const lane of lanes) {
      expect(lane.x).toBe(pool.box.x + 24);
      expect(right(lane)).toBeCloseTo(right(pool.box), 5);
    }
    for (const [laneId, members] of [['l1', ['s', 't1', 'e']], ['l2', ['t2']], ['l4', ['t3']]] as const) {
      for (const id of members) expect(contains(boxOf(result, laneId), boxOf(result, id))).toBe(true);
    }
    // Ranks follow the flow across lanes.
    expect(boxOf(result, 't2').x).toBeGreaterThan(right(boxOf(result, 't1')));
  });

  it('sets lanes side by side (laneDirection horizontal) under a top title band', async () => {
    const result = await layout(sceneOf(workflow('horizontal'), { diagramFamily: 'workflow', layoutStrategy: { algorithm: 'flow', direction: 'TB' } }));
    const pool = result.computed.elements.p!;
    if (pool.kind !== 'frame') throw new Error('pool');
    expect(pool.titleBand).toEqual({ x: pool.box.x, y: pool.box.y, width: pool.box.width, height: 24 });
    expect(pool.title?.rotation).toBeUndefined();
    const lanes = ['l1', 'l2', 'l3', 'l4'].map((id) => boxOf(result, id));
    for (let i = 1; i < lanes.length; i++) expect(lanes[i]!.x).toBeCloseTo(right(lanes[i - 1]!), 5);
    for (const lane of lanes) expect(lane.y).toBe(pool.box.y + 24);
    expect(contains(boxOf(result, 'l2'), boxOf(result, 't2'))).toBe(true);
  });

  it('divides a pool with its own layout equally among its lanes', async () => {
    const elements = workflow('vertical', { mode: 'absolute', x: 100, y: 100, width: 1224, height: 800 });
    const result = await layout(sceneOf(elements, { diagramFamily: 'workflow', layoutStrategy: { algorithm: 'flow', direction: 'LR' } }));
    expect(boxOf(result, 'p')).toEqual({ x: 100, y: 100, width: 1224, height: 800 });
    expect(['l1', 'l2', 'l3', 'l4'].map((id) => boxOf(result, id))).toEqual([0, 1, 2, 3].map((i) => ({ x: 124, y: 100 + 200 * i, width: 1200, height: 200 })));
    for (const [laneId, id] of [['l1', 's'], ['l1', 't1'], ['l2', 't2'], ['l4', 't3']] as const) expect(contains(boxOf(result, laneId), boxOf(result, id))).toBe(true);
  });
});
