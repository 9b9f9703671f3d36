import { describe, expect, it } from 'vitest';
import { BAND_INSET } from '../../../../engine/layout/bands/band-boxes.js';
import { planBands } from '../../../../engine/layout/bands/auto-group.js';
import { placeGrid } from '../../../../engine/layout/place/place-grid.js';
import { FRAME_INSET } from '../../../../engine/layout/types.js';
import { contains, overlaps, unionBoxes, type Box } from '../../../../engine/geometry/index.js';
import { node, overlappingPairs, sceneIndex, startGeometry } from './layout-fixture.js';

const grid = (direction = 'TB') => ({ algorithm: 'grid', direction });
const ids = (n: number) => Array.from({ length: n }, (_, i) => `n${i}`);

async function place(fields: Record<string, unknown>) {
  const index = sceneIndex(fields);
  const geometry = startGeometry(index);
  const diagnostics = await placeGrid(index, new Map(), geometry);
  const at = (id: string) => geometry.boxes.get(id);
  return { index, geometry, diagnostics, at };
}

describe('placeGrid', () => {
  it('fills rows of ceil(sqrt(n)) cells in document order for TB', async () => {
    const { at, diagnostics } = await place({ layoutStrategy: grid(), elements: ids(4).map((id) => node(id)) });
    // 150 x 60 cells, nodeSpacing 50 across, rankSpacing 80 down, from the 40 px margin.
    expect([at('n0'), at('n1'), at('n2'), at('n3')]).toEqual([
      { x: 40, y: 40, width: 150, height: 60 },
      { x: 240, y: 40, width: 150, height: 60 },
      { x: 40, y: 180, width: 150, height: 60 },
      { x: 240, y: 180, width: 150, height: 60 },
    ]);
    expect(diagnostics).toEqual([]);
  });

  it('fills columns for LR (rankSpacing between columns) and rows from the bottom for BT', async () => {
    const lr = await place({ layoutStrategy: grid('LR'), elements: ids(3).map((id) => node(id)) });
    expect([lr.at('n0'), lr.at('n1'), lr.at('n2')].map((b) => [b?.x, b?.y])).toEqual([[40, 40], [40, 150], [270, 40]]);
    const bt = await place({ layoutStrategy: grid('BT'), elements: ids(4).map((id) => node(id)) });
    expect([bt.at('n0'), bt.at('n1'), bt.at('n2'), bt.at('n3')].map((b) => [b?.x, b?.y])).toEqual([[40, 180], [240, 180], [40, 40], [240, 40]]);
  });

  it('sizes cells from the largest node and centres smaller nodes in them', async () => {
    const { at } = await place({ layoutStrategy: grid(), elements: [node('big', { width: 250, height: 100 }), node('small', { width: 50, height: 20 })] });
    // Two cells of 250 x 100: the small node is centred in the second.
    expect(at('big')).toEqual({ x: 40, y: 40, width: 250, height: 100 });
    expect(at('small')).toEqual({ x: 340 + 100, y: 40 + 40, width: 50, height: 20 });
  });

  it('keeps anchored nodes where they are and skips the cells next to them', async () => {
    const { at, geometry } = await place({
      layoutStrategy: grid(),
      elements: [node('a'), node('fixed', { x: 240, y: 40, width: 150, height: 60 }), node('b'), node('c')],
    });
    expect(at('fixed')).toEqual({ x: 240, y: 40, width: 150, height: 60 });
    expect([at('a'), at('b'), at('c')].map((b) => [b?.x, b?.y])).toEqual([[40, 40], [40, 180], [240, 180]]);
    expect(geometry.anchored).toEqual(new Set(['fixed']));
  });

  it('never overlaps anchored or placed nodes (nodeSpacing apart), whatever the sizes', async () => {
    const elements = [
      ...ids(30).map((id, i) => node(id, i % 3 === 0 ? { width: 80 + i * 7, height: 30 + (i % 5) * 20 } : {})),
      node('p', { x: 100, y: 120, width: 300, height: 200 }),
      node('q', { x: 500, y: 60, width: 120, height: 400 }),
    ];
    const { geometry } = await place({ layoutStrategy: grid(), elements });
    const all = [...ids(30), 'p', 'q'];
    expect(all.every((id) => geometry.boxes.has(id))).toBe(true);
    expect(overlappingPairs(geometry.boxes, all, 50)).toEqual([]);
    expect(geometry.boxes.get('p')).toEqual({ x: 100, y: 120, width: 300, height: 200 });
  });

  it('grids the members of a frame without a layout together, with room for the frame around them', async () => {
    const { at, geometry } = await place({
      layoutStrategy: grid(),
      elements: [node('a'), { id: 'f', kind: 'frame', children: ['b', 'c'] }, node('b'), node('c'), node('d')],
    });
    const members = unionBoxes([at('b')!, at('c')!])!;
    // The frame that fit-frames draws around b and c, with FRAME_INSET.
    const frame: Box = { x: members.x - FRAME_INSET.side, y: members.y - FRAME_INSET.top, width: members.width + 2 * FRAME_INSET.side, height: members.height + FRAME_INSET.top + FRAME_INSET.bottom };
    expect(at('c')!.y).toBe(at('b')!.y);
    expect(at('c')!.x - (at('b')!.x + 150)).toBe(50);
    expect(overlaps(frame, at('a')!)).toBe(false);
    expect(overlaps(frame, at('d')!)).toBe(false);
    expect(overlappingPairs(geometry.boxes, ['a', 'b', 'c', 'd'], 50)).toEqual([]);
  });

  it('grids members inside a frame with its own box; those that do not fit land outside with NODE_OUTSIDE_FRAME', async () => {
    const { at, diagnostics } = await place({
      layoutStrategy: grid(),
      elements: [
        { id: 'f', kind: 'frame', x: 300, y: 300, width: 400, height: 200, children: ['b', 'c', 'd'] },
        node('b'),
        node('c'),
        node('d'),
      ],
    });
    const frame = { x: 300, y: 300, width: 400, height: 200 };
    // Inner area 360 x 140 from (320, 340): two cells across, one row.
    expect(at('b')).toEqual({ x: 320, y: 340, width: 150, height: 60 });
    expect(at('c')).toEqual({ x: 520, y: 340, width: 150, height: 60 });
    expect(contains(frame, at('d')!)).toBe(false);
    expect(overlaps(frame, at('d')!, 50)).toBe(false);
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'NODE_OUTSIDE_FRAME', severity: 'warning', elementId: 'd', data: { frameId: 'f' } })]);
  });

  it('grids the members of each lane inside its share of a placed pool', async () => {
    const { at } = await place({
      diagramFamily: 'workflow',
      layoutStrategy: grid(),
      elements: [
        { id: 'pool', kind: 'frame', containerType: 'pool', x: 100, y: 100, width: 800, height: 400, children: ['l1', 'l2'] },
        { id: 'l1', kind: 'frame', containerType: 'lane', children: ['a', 'b'] },
        { id: 'l2', kind: 'frame', containerType: 'lane', children: ['c'] },
        node('a', { nodeType: 'workflow.task' }),
        node('b', { nodeType: 'workflow.task' }),
        node('c', { nodeType: 'workflow.task' }),
      ],
    });
    // The pool's title band takes its top 24 px; the lanes share the rest side by side.
    const l1 = { x: 100, y: 124, width: 400, height: 376 };
    const l2 = { x: 500, y: 124, width: 400, height: 376 };
    expect(contains(l1, at('a')!) && contains(l1, at('b')!)).toBe(true);
    expect(contains(l2, at('c')!)).toBe(true);
  });

  it('places new members of a frame without a layout next to its anchored members', async () => {
    const { at } = await place({
      layoutStrategy: grid(),
      elements: [{ id: 'f', kind: 'frame', children: ['a', 'b'] }, node('a', { x: 600, y: 100, width: 150, height: 60 }), node('b'), node('c')],
    });
    // Below a, rankSpacing apart; c (top level) keeps clear of the frame's room.
    expect(at('b')).toEqual({ x: 600, y: 240, width: 150, height: 60 });
    const frame = { x: 580, y: 60, width: 190, height: 260 };
    expect(overlaps(frame, at('c')!, 50)).toBe(false);
  });

  it('keeps each band of an autoGroup plan together', async () => {
    const index = sceneIndex({
      diagramFamily: 'architecture',
      extensions: { autoGroup: 'byNodeType' },
      layoutStrategy: grid(),
      elements: [node('s1'), { ...node('d1'), nodeType: 'database' }, node('s2'), { ...node('d2'), nodeType: 'database' }, node('s3')],
    });
    const geometry = startGeometry(index);
    const bands = planBands(index)!;
    await placeGrid(index, new Map(), geometry, bands);
    const room = (members: string[]) => {
      const u = unionBoxes(members.map((id) => geometry.boxes.get(id)!))!;
      return { x: u.x - BAND_INSET.side, y: u.y - BAND_INSET.top, width: u.width + 2 * BAND_INSET.side, height: u.height + BAND_INSET.top + BAND_INSET.bottom };
    };
    expect(overlaps(room(['s1', 's2', 's3']), room(['d1', 'd2']))).toBe(false);
  });

  it('is deterministic and moves nothing when every node is anchored', async () => {
    const first = await place({ layoutStrategy: grid(), elements: ids(12).map((id) => node(id)) });
    const second = await place({ layoutStrategy: grid(), elements: ids(12).map((id) => node(id)) });
    expect([...second.geometry.boxes]).toEqual([...first.geometry.boxes]);
    const anchored = await place({ layoutStrategy: grid(), elements: [node('a', { x: 10, y: 10 })] });
    expect(anchored.diagnostics).toEqual([]);
    expect(anchored.at('a')).toEqual({ x: 10, y: 10, width: 150, height: 60 });
  });
});
