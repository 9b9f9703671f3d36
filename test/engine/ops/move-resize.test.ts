import { describe, expect, it } from 'vitest';
import { resizedBox } from '../../../engine/ops/index.js';
import { codes, drawn, edge, edited, frame, get, group, layoutOf, node, refused, scene, unplaced } from './helpers.js';

describe('moveElement', () => {
  const base = scene([
    node('a', 100, 100), node('b', 300, 100), unplaced('fresh', { layout: { mode: 'absolute', x: 0, y: 0, width: 150, height: 60 } }),
    frame('inner', ['b', 'fresh']),
    frame('outer', ['a', 'inner'], { layout: { mode: 'absolute', x: 50, y: 50, width: 600, height: 300 } }),
    node('c', 900, 100), edge('ac', 'a', 'c'),
    { kind: 'node', id: 'rel', nodeType: 'note', layout: { mode: 'relative', place: { rightOf: 'c' } } },
    { kind: 'guide', id: 'gh', orientation: 'horizontal', position: 40 },
    { kind: 'guide', id: 'gv', orientation: 'vertical', position: 40 },
    group('grp', ['c', 'rel']),
  ]);

  it('moves a frame with its own layout, its members and nested members, but not a member at 0, 0', () => {
    const result = edited(base, [{ op: 'moveElement', id: 'outer', delta: { dx: 25, dy: -10 } }]);
    expect(layoutOf(result.scene, 'outer')).toEqual({ x: 75, y: 40, width: 600, height: 300 });
    expect(layoutOf(result.scene, 'a')).toEqual({ x: 125, y: 90, width: 150, height: 60 });
    expect(layoutOf(result.scene, 'b')).toEqual({ x: 325, y: 90, width: 150, height: 60 });
    expect(layoutOf(result.scene, 'fresh')).toEqual({ x: 0, y: 0, width: 150, height: 60 });
    expect(result.changed).toEqual({ added: [], updated: ['a', 'b', 'outer'], removed: [] });
  });

  it('moves a group’s members (a relative member follows its target on its own)', () => {
    const result = edited(base, [{ op: 'moveElement', id: 'grp', delta: { dx: 10, dy: 10 } }]);
    expect(layoutOf(result.scene, 'c')).toEqual({ x: 910, y: 110, width: 150, height: 60 });
    expect(result.changed.updated).toEqual(['c']);
  });

  it('moves guides along their axis only', () => {
    const result = edited(base, [{ op: 'moveElement', id: 'gh', delta: { dx: 100, dy: 5 } }, { op: 'moveElement', id: 'gv', delta: { dx: -15, dy: 100 } }]);
    expect(get(result.scene, 'gh')).toMatchObject({ position: 45 });
    expect(get(result.scene, 'gv')).toMatchObject({ position: 25 });
  });

  it('moves an unplaced node from where the base drew it', () => {
    const result = edited(base, [{ op: 'moveElement', id: 'fresh', delta: { dx: 10, dy: 0 } }], drawn({ fresh: { x: 300, y: 200, width: 160, height: 60 } }));
    expect(layoutOf(result.scene, 'fresh')).toEqual({ x: 310, y: 200, width: 160, height: 60 });
  });

  it('refuses edges, relative layouts, nodes never placed, and sequence nodes', () => {
    const errors = refused(base, [
      { op: 'moveElement', id: 'ac', delta: { dx: 1, dy: 1 } },
      { op: 'moveElement', id: 'rel', delta: { dx: 1, dy: 1 } },
      { op: 'moveElement', id: 'fresh', delta: { dx: 1, dy: 1 } },
    ]);
    expect(codes(errors)).toEqual(['MOVE_NOT_SUPPORTED', 'MOVE_NOT_ALLOWED_FOR_RELATIVE_LAYOUT', 'MOVE_NOT_PLACED']);
    const seq = scene([unplaced('l1', { nodeType: 'sequence.lifeline' }), frame('frag', ['l1'], { containerType: 'fragment' })], { diagramFamily: 'sequence' });
    expect(codes(refused(seq, [{ op: 'moveElement', id: 'l1', delta: { dx: 1, dy: 0 } }, { op: 'moveElement', id: 'frag', delta: { dx: 1, dy: 0 } }]))).toEqual(['MOVE_NOT_SUPPORTED', 'MOVE_NOT_SUPPORTED']);
  });

  it('fails when a move takes a node past the coordinate limit (a rule the scene did not break)', () => {
    expect(refused(base, [{ op: 'moveElement', id: 'c', delta: { dx: 999_999, dy: 0 } }])).toEqual([
      expect.objectContaining({ opIndex: 0, code: 'OUT_OF_RANGE', elementId: 'c' }),
    ]);
  });
});

describe('resizedBox', () => {
  const box = { x: 100, y: 100, width: 100, height: 60 };
  it('keeps the anchor side and centres along it', () => {
    const size = { width: 140, height: 80 };
    expect(resizedBox(box, size, undefined)).toEqual({ x: 100, y: 100, width: 140, height: 80 });
    expect(resizedBox(box, size, 'top')).toEqual({ x: 80, y: 100, width: 140, height: 80 });
    expect(resizedBox(box, size, 'bottom')).toEqual({ x: 80, y: 80, width: 140, height: 80 });
    expect(resizedBox(box, size, 'left')).toEqual({ x: 100, y: 90, width: 140, height: 80 });
    expect(resizedBox(box, size, 'right')).toEqual({ x: 60, y: 90, width: 140, height: 80 });
  });
});

describe('resizeElement', () => {
  // a grows to the right into b (gap 50) and c (gap 20); d is far; e is below.
  const row = scene([
    node('a', 100, 100), node('b', 300, 100), node('b2', 500, 100), node('far', 1000, 100),
    node('c', 300, 200, { layout: { mode: 'absolute', x: 270, y: 165, width: 100, height: 40 } }),
    node('below', 100, 300),
  ], { layoutStrategy: { algorithm: 'hierarchical', nodeSpacing: 50 } });

  it('anchors the top-left corner by default and pushes the nodes in its way, keeping their gap up to nodeSpacing', () => {
    const result = edited(row, [{ op: 'resizeElement', id: 'a', size: { width: 250, height: 60 } }]);
    expect(layoutOf(result.scene, 'a')).toEqual({ x: 100, y: 100, width: 250, height: 60 });
    // b: gap 50 kept, so 350 + 50; b2 (gap 50 to b) follows b by the same 100 px.
    expect(layoutOf(result.scene, 'b')).toEqual({ x: 400, y: 100, width: 150, height: 60 });
    expect(layoutOf(result.scene, 'b2')).toEqual({ x: 600, y: 100, width: 150, height: 60 });
    // far: gap to b2 was 350; b2 now ends at 750, so 250 px are left: not in the way.
    expect(layoutOf(result.scene, 'far')).toEqual({ x: 1000, y: 100, width: 150, height: 60 });
    // c is below the grown box (y 165 > 160): not in its way.
    expect(layoutOf(result.scene, 'c')).toEqual({ x: 270, y: 165, width: 100, height: 40 });
    expect(result.changed.updated).toEqual(['a', 'b', 'b2']);
  });

  it('keeps a gap smaller than nodeSpacing as it was, and pushes downwards when growing taller', () => {
    const result = edited(row, [{ op: 'resizeElement', id: 'a', size: { width: 150, height: 100 } }]);
    // c (x 270..370) is not across a (100..250): untouched; below (gap 140) stays.
    expect(layoutOf(result.scene, 'below')).toEqual({ x: 100, y: 300, width: 150, height: 60 });
    const tall = edited(row, [{ op: 'resizeElement', id: 'a', size: { width: 200, height: 130 } }]);
    // c sat past a's bottom-right corner (20 px right, 5 px below); the grown box covers it:
    // right keeps its 20 px with a 50 px push, down its 5 px with 70 px: the shorter wins.
    expect(layoutOf(tall.scene, 'c')).toEqual({ x: 320, y: 165, width: 100, height: 40 });
    // below: old gap 140 capped at 50; new bottom 230 leaves 70: not pushed.
    expect(layoutOf(tall.scene, 'below')).toEqual({ x: 100, y: 300, width: 150, height: 60 });
  });

  it('pushes leftwards when anchored on the right, and pulls nothing back when smaller', () => {
    const result = edited(row, [{ op: 'resizeElement', id: 'b', size: { width: 250, height: 60 }, anchor: 'right' }]);
    expect(layoutOf(result.scene, 'b')).toEqual({ x: 200, y: 100, width: 250, height: 60 });
    expect(layoutOf(result.scene, 'a')).toEqual({ x: 0, y: 100, width: 150, height: 60 });
    const smaller = edited(row, [{ op: 'resizeElement', id: 'a', size: { width: 50, height: 60 } }]);
    expect(layoutOf(smaller.scene, 'b')).toEqual({ x: 300, y: 100, width: 150, height: 60 });
    expect(smaller.changed.updated).toEqual(['a']);
  });

  it('gives a layout-less frame its drawn box first, and a relative element a preferred size', () => {
    const base = scene([node('a', 100, 100), frame('f', ['a']), { kind: 'node', id: 'r', nodeType: 'note', layout: { mode: 'relative', place: { below: 'a' } } }]);
    const result = edited(base, [
      { op: 'resizeElement', id: 'f', size: { width: 400, height: 200 }, anchor: 'top' },
      { op: 'resizeElement', id: 'r', size: { width: 90, height: 30 } },
    ], drawn({ f: { kind: 'frame', x: 80, y: 60, width: 190, height: 120 } }));
    expect(layoutOf(result.scene, 'f')).toEqual({ x: -25, y: 60, width: 400, height: 200 });
    expect(get(result.scene, 'r')).toMatchObject({ layout: { mode: 'relative', place: { below: 'a' }, preferredSize: { width: 90, height: 30 } } });
  });

  it('refuses nodes not placed, frames created without a layout in the edit, and what has no size', () => {
    const base = scene([unplaced('u'), node('a', 100, 100), edge('e', 'u', 'a'), group('g', ['a']), { kind: 'guide', id: 'gd', orientation: 'vertical', position: 0 }]);
    const size = { width: 10, height: 10 };
    const errors = refused(base, [
      { op: 'resizeElement', id: 'u', size },
      { op: 'createFrame', id: 'nf', children: ['a'] },
      { op: 'resizeElement', id: 'nf', size },
      { op: 'resizeElement', id: 'e', size },
      { op: 'resizeElement', id: 'g', size },
      { op: 'resizeElement', id: 'gd', size },
    ]);
    expect(errors.map((e) => [e.opIndex, e.code])).toEqual([
      [0, 'RESIZE_NOT_PLACED'], [2, 'RESIZE_NOT_PLACED'], [3, 'RESIZE_NOT_SUPPORTED'], [4, 'RESIZE_NOT_SUPPORTED'], [5, 'RESIZE_NOT_SUPPORTED'],
    ]);
    const seq = scene([unplaced('l1', { nodeType: 'sequence.lifeline' })], { diagramFamily: 'sequence' });
    expect(codes(refused(seq, [{ op: 'resizeElement', id: 'l1', size }]))).toEqual(['RESIZE_NOT_SUPPORTED']);
  });
});
