import { describe, expect, it } from 'vitest';
import { bottom, contains, overlaps, right } from '../../../../engine/geometry/index.js';
import { boxOf, edge, layout, node, nodeOf, sceneOf } from './layout-helpers.js';

describe('hierarchical placement (ELK layered)', () => {
  it('puts a source above its target for TB and left of it for LR', async () => {
    const elements = [node('a'), node('b'), node('c'), edge('e1', 'a', 'b'), edge('e2', 'b', 'c')];
    const tb = await layout(sceneOf(elements));
    expect(bottom(boxOf(tb, 'a'))).toBeLessThanOrEqual(boxOf(tb, 'b').y);
    expect(bottom(boxOf(tb, 'b'))).toBeLessThanOrEqual(boxOf(tb, 'c').y);
    const lr = await layout(sceneOf(elements, { layoutStrategy: { algorithm: 'flow', direction: 'LR' } }));
    expect(right(boxOf(lr, 'a'))).toBeLessThanOrEqual(boxOf(lr, 'b').x);
    const bt = await layout(sceneOf(elements, { layoutStrategy: { algorithm: 'hierarchical', direction: 'BT' } }));
    expect(bottom(boxOf(bt, 'b'))).toBeLessThanOrEqual(boxOf(bt, 'a').y);
  });

  it('keeps rankSpacing between ranks and nodeSpacing within a rank', async () => {
    const elements = [node('a'), node('b'), node('c'), edge('e1', 'a', 'b'), edge('e2', 'a', 'c')];
    const result = await layout(sceneOf(elements, { layoutStrategy: { algorithm: 'hierarchical', nodeSpacing: 70, rankSpacing: 120 } }));
    expect(boxOf(result, 'b').y - bottom(boxOf(result, 'a'))).toBeGreaterThanOrEqual(120);
    const [left, rightBox] = [boxOf(result, 'b'), boxOf(result, 'c')].sort((p, q) => p.x - q.x);
    expect(rightBox!.x - right(left!)).toBeGreaterThanOrEqual(70);
  });

  it('starts the drawing at the 40 px origin, never at 0, 0', async () => {
    const result = await layout(sceneOf([node('a')]));
    expect(boxOf(result, 'a')).toEqual({ x: 40, y: 40, width: 150, height: 60 });
  });

  it('keeps members inside their frames, nested frames inside theirs, and frames apart from other nodes', async () => {
    const elements = [
      node('a'), node('b'), node('c'), node('d'), node('out'),
      { id: 'inner', kind: 'frame', title: 'Inner frame with a title wider than its one member', children: ['c'] },
      { id: 'outer', kind: 'frame', title: 'Outer', children: ['b', 'inner'] },
      edge('e1', 'a', 'b'), edge('e2', 'b', 'c'), edge('e3', 'c', 'd'), edge('e4', 'outer', 'out'), edge('e5', 'a', 'inner'),
    ];
    for (const direction of ['TB', 'BT', 'LR', 'RL']) {
      const result = await layout(sceneOf(elements, { layoutStrategy: { algorithm: 'hierarchical', direction } }));
      const inner = boxOf(result, 'inner');
      const outer = boxOf(result, 'outer');
      expect(contains(inner, boxOf(result, 'c'))).toBe(true);
      expect(contains(outer, inner)).toBe(true);
      expect(contains(outer, boxOf(result, 'b'))).toBe(true);
      for (const id of ['a', 'd', 'out']) expect(overlaps(outer, boxOf(result, id))).toBe(false);
      const frame = result.computed.elements.inner;
      expect(frame?.kind === 'frame' && frame.title !== undefined && contains(inner, frame.title.box)).toBe(true);
    }
  });

  it('keeps a group around its members with its padding', async () => {
    const result = await layout(sceneOf([node('a'), node('b'), node('c'), { id: 'g', kind: 'group', children: ['a', 'b'], layout: { padding: 12, titleBar: 20 } }, edge('e', 'a', 'c')]));
    const group = boxOf(result, 'g');
    const a = boxOf(result, 'a');
    expect(contains(group, a) && contains(group, boxOf(result, 'b'))).toBe(true);
    expect(overlaps(group, boxOf(result, 'c'))).toBe(false);
    expect(Math.min(a.y, boxOf(result, 'b').y) - group.y).toBe(32);
  });

  it('draws workflow glyph labels below the glyph, clear of other nodes', async () => {
    const elements = [
      node('s', 'workflow.start', { label: 'Order received from the web shop' }),
      node('t', 'workflow.task', { label: 'Check' }),
      node('u', 'workflow.task', { label: 'Other' }),
      edge('e1', 's', 't'), edge('e2', 's', 'u'),
    ];
    for (const direction of ['TB', 'LR']) {
      const result = await layout(sceneOf(elements, { diagramFamily: 'workflow', layoutStrategy: { algorithm: 'flow', direction } }));
      const start = nodeOf(result, 's');
      expect(start.box.width).toBe(36);
      expect(start.label!.box.y).toBeGreaterThanOrEqual(bottom(start.box));
      for (const id of ['t', 'u']) expect(overlaps(start.label!.box, boxOf(result, id))).toBe(false);
    }
  });

  it('honours ports: a node with ports gets them on its border', async () => {
    const elements = [
      node('a', 'service', { ports: [{ id: 'out', side: 'right', offset: 0.25 }] }),
      node('b'),
      { id: 'e', kind: 'edge', from: { elementId: 'a', portId: 'out' }, to: { elementId: 'b', anchor: { side: 'left', offset: 0.5 } } },
    ];
    const result = await layout(sceneOf(elements, { layoutStrategy: { algorithm: 'hierarchical', direction: 'LR' } }));
    const a = nodeOf(result, 'a');
    expect(a.ports).toEqual([{ id: 'out', side: 'right', x: right(a.box), y: a.box.y + a.box.height * 0.25 }]);
    expect(boxOf(result, 'b').x).toBeGreaterThan(right(a.box));
  });

  it('moves the drawing past a title text instead of covering it', async () => {
    const title = { id: 'title', kind: 'text', text: 'Title', layout: { mode: 'absolute', x: 40, y: 10, width: 400, height: 30 } };
    const result = await layout(sceneOf([title, node('a'), node('b'), edge('e', 'a', 'b')]));
    for (const id of ['a', 'b']) expect(overlaps(boxOf(result, id), boxOf(result, 'title'))).toBe(false);
  });

  it('lays out ER tables and keeps edges to frames and self-loops from breaking the layout', async () => {
    const columns = [{ name: 'id', type: 'uuid', pk: true }, { name: 'other_id', type: 'uuid', fk: true }];
    const elements = [
      node('x', 'er.entity', { extensions: { columns } }),
      node('y', 'er.entity', { extensions: { columns } }),
      { id: 'f', kind: 'frame', children: ['y'] },
      edge('r1', 'x', 'y', { label: 'other_id' }), edge('r2', 'x', 'x'), edge('r3', 'x', 'f'),
    ];
    const result = await layout(sceneOf(elements, { diagramFamily: 'entityRelationship' }));
    expect(nodeOf(result, 'x').table!.rows.map((row) => row.name)).toEqual(['id', 'other_id']);
    expect(result.computed.elements.r2?.kind === 'edge' && result.computed.elements.r2.selfLoop).toBe(true);
    expect(result.diagnostics.map((d) => d.code)).toContain('EDGE_LABEL_SUPPRESSED_REDUNDANT');
  });

  it('sets an empty frame without a layout below the content, in the same place every time', async () => {
    const first = await layout(sceneOf([node('a'), { id: 'empty', kind: 'frame', title: 'To do', children: [] }]));
    const frame = boxOf(first, 'empty');
    expect(frame.y).toBeGreaterThan(bottom(boxOf(first, 'a')));
    expect([frame.width, frame.height]).toEqual([150, 60]);
    const second = await layout(first.scene);
    expect(boxOf(second, 'empty')).toEqual(frame);
  });

  it('lines up the ER rows an edge joins when the layout runs left to right', async () => {
    const elements = [
      node('a', 'er.entity', { extensions: { columns: [{ name: 'id', type: 'uuid', pk: true }, { name: 'name', type: 'text' }] } }),
      node('b', 'er.entity', { extensions: { columns: [{ name: 'id', type: 'uuid', pk: true }, { name: 'note', type: 'text' }, { name: 'a_id', type: 'uuid', fk: true }] } }),
      { id: 'r', kind: 'edge', from: { elementId: 'a' }, to: { elementId: 'b', column: 'a_id' } },
    ];
    const result = await layout(sceneOf(elements, { diagramFamily: 'entityRelationship', layoutStrategy: { algorithm: 'hierarchical', direction: 'LR' } }));
    const rowMiddle = (id: string, column: string) => {
      const row = nodeOf(result, id).table!.rows.find((r) => r.name === column)!.box;
      return row.y + row.height / 2;
    };
    expect(rowMiddle('a', 'id')).toBeCloseTo(rowMiddle('b', 'a_id'), 1);
  });
});
