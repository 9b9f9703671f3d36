import { describe, expect, it } from 'vitest';
import { bottom, contains, overlaps, right, type Box } from '../../../../engine/geometry/index.js';
import { boxOf, edge, layout, node, sceneOf } from './layout-helpers.js';

const at = (x: number, y: number, width = 150, height = 60) => ({ layout: { mode: 'absolute', x, y, width, height } });

function noOverlaps(boxes: Box[], gap = 0): void {
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!, gap - 0.01)).toBe(false);
}

describe('placed positions stay put', () => {
  it('never moves anchors and places a new node below its predecessor (TB), keeping nodeSpacing', async () => {
    const elements = [node('a', 'generic', at(300, 100)), node('b', 'generic', at(300, 300)), node('n'), edge('e1', 'a', 'n')];
    const result = await layout(sceneOf(elements));
    expect(boxOf(result, 'a')).toEqual({ x: 300, y: 100, width: 150, height: 60 });
    expect(boxOf(result, 'b')).toEqual({ x: 300, y: 300, width: 150, height: 60 });
    const n = boxOf(result, 'n');
    expect(n.y).toBeGreaterThanOrEqual(bottom(boxOf(result, 'a')));
    noOverlaps([boxOf(result, 'a'), boxOf(result, 'b'), n], 50);
  });

  it('places right of the predecessor for LR, and before a successor when there is no predecessor', async () => {
    const strategy = { layoutStrategy: { algorithm: 'hierarchical', direction: 'LR' } };
    const result = await layout(sceneOf([node('a', 'generic', at(400, 200)), node('p'), node('s'), edge('e1', 'a', 's'), edge('e2', 'p', 'a')], strategy));
    const a = boxOf(result, 'a');
    expect(boxOf(result, 's').x).toBeGreaterThanOrEqual(right(a));
    expect(right(boxOf(result, 'p'))).toBeLessThanOrEqual(a.x);
  });

  it('puts nodes without neighbours after the existing content, and connected new nodes together', async () => {
    const elements = [node('a', 'generic', at(100, 100)), node('x'), node('y'), edge('e', 'x', 'y')];
    const result = await layout(sceneOf(elements));
    const a = boxOf(result, 'a');
    expect(boxOf(result, 'x').y).toBeGreaterThan(bottom(a));
    expect(boxOf(result, 'y').y).toBeGreaterThan(bottom(boxOf(result, 'x')));
  });

  it('moves nothing on a second layout of a laid-out scene', async () => {
    const elements = [node('a', 'generic', at(300, 100)), node('b'), node('c'), node('d', 'workflow.start'), edge('e1', 'a', 'b'), edge('e2', 'b', 'c'), edge('e3', 'd', 'a')];
    const first = await layout(sceneOf(elements));
    const second = await layout(first.scene);
    expect(second.scene).toEqual(first.scene);
    expect(second.computed).toEqual(first.computed);
  });

  it('places new members inside a frame that has its own layout', async () => {
    const elements = [
      node('outside', 'generic', at(40, 40)),
      node('m1'), node('m2'),
      { id: 'f', kind: 'frame', title: 'Fixed', children: ['m1', 'm2'], layout: { mode: 'absolute', x: 300, y: 40, width: 420, height: 300 } },
      edge('e1', 'm1', 'm2'),
    ];
    const result = await layout(sceneOf(elements));
    expect(boxOf(result, 'f')).toEqual({ x: 300, y: 40, width: 420, height: 300 });
    for (const id of ['m1', 'm2']) expect(contains(boxOf(result, 'f'), boxOf(result, id))).toBe(true);
    expect(result.diagnostics.map((d) => d.code)).not.toContain('NODE_OUTSIDE_FRAME');
  });

  it('warns NODE_OUTSIDE_FRAME when a new member does not fit its frame', async () => {
    const elements = [node('m1', 'generic', at(310, 90)), node('m2'), { id: 'f', kind: 'frame', children: ['m1', 'm2'], layout: { mode: 'absolute', x: 300, y: 40, width: 180, height: 120 } }, edge('e', 'm1', 'm2')];
    const result = await layout(sceneOf(elements));
    const warning = result.diagnostics.find((d) => d.code === 'NODE_OUTSIDE_FRAME');
    expect(warning?.elementId).toBe('m2');
    expect(overlaps(boxOf(result, 'm2'), boxOf(result, 'm1'))).toBe(false);
  });

  it('grows a frame without layout around a new member without covering other nodes', async () => {
    const elements = [
      node('m1', 'generic', at(100, 100)), node('other', 'generic', at(100, 260)), node('m2'),
      { id: 'f', kind: 'frame', title: 'Grows', children: ['m1', 'm2'] },
      edge('e', 'm1', 'm2'),
    ];
    const result = await layout(sceneOf(elements));
    const frame = boxOf(result, 'f');
    expect(contains(frame, boxOf(result, 'm2'))).toBe(true);
    expect(overlaps(frame, boxOf(result, 'other'))).toBe(false);
  });

  it('lays out a new frame with all its members as one block', async () => {
    const elements = [node('a', 'generic', at(100, 100)), node('m1'), node('m2'), { id: 'f', kind: 'frame', title: 'New', children: ['m1', 'm2'] }, edge('e1', 'a', 'm1'), edge('e2', 'm1', 'm2')];
    const result = await layout(sceneOf(elements));
    const frame = boxOf(result, 'f');
    expect(overlaps(frame, boxOf(result, 'a'))).toBe(false);
    expect(frame.y).toBeGreaterThanOrEqual(bottom(boxOf(result, 'a')));
    expect(boxOf(result, 'm2').y).toBeGreaterThan(boxOf(result, 'm1').y);
  });
});
