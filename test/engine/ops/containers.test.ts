import { describe, expect, it } from 'vitest';
import { codes, edge, edited, frame, get, group, layoutOf, node, refused, scene, unplaced } from './helpers.js';

describe('groupElements and ungroupElements', () => {
  const base = scene([node('a', 100, 100), node('b', 400, 100), node('c', 700, 100), group('outer', ['a', 'b', 'c']), edge('ab', 'a', 'b')]);

  it('creates a group of elements, moving nothing', () => {
    const free = scene([node('a', 100, 100), node('b', 400, 100)]);
    const result = edited(free, [{ op: 'groupElements', id: 'g', children: ['a', 'b'], title: 'Pair', layout: { padding: 8 } }]);
    expect(get(result.scene, 'g')).toEqual({ id: 'g', zIndex: 0, locked: false, visible: true, kind: 'group', children: ['a', 'b'], title: 'Pair', layout: { padding: 8, titleBar: 0, autoResize: false } });
    expect(result.changed).toEqual({ added: ['g'], updated: [], removed: [] });
  });

  it('nests a group of children that share a group, in their place', () => {
    const result = edited(base, [{ op: 'groupElements', id: 'g', children: ['b', 'c'] }]);
    expect(get(result.scene, 'outer')).toMatchObject({ children: ['a', 'g'] });
    expect(result.changed).toEqual({ added: ['g'], updated: ['outer'], removed: [] });
  });

  it('takes children created later in the edit', () => {
    const free = scene([node('a', 100, 100)]);
    const result = edited(free, [{ op: 'groupElements', id: 'g', children: ['a', 'n'] }, { op: 'createNode', id: 'n', nodeType: 'queue' }]);
    expect(get(result.scene, 'g')).toMatchObject({ children: ['a', 'n'] });
  });

  it('fails when children sit in different groups (ELEMENT_IN_MULTIPLE_GROUPS)', () => {
    const split = scene([node('a', 100, 100), node('b', 400, 100), group('g1', ['a']), group('g2', ['b'])]);
    expect(codes(refused(split, [{ op: 'groupElements', id: 'g', children: ['a', 'b'] }]))).toEqual(['ELEMENT_IN_MULTIPLE_GROUPS', 'ELEMENT_IN_MULTIPLE_GROUPS']);
  });

  it('ungroups: members go up to the parent group, edges to the group are deleted', () => {
    const nested = scene([node('a', 100, 100), node('b', 400, 100), group('inner', ['a', 'b']), group('top', ['inner']), edge('toInner', 'a', 'inner')]);
    const result = edited(nested, [{ op: 'ungroupElements', id: 'inner' }]);
    expect(get(result.scene, 'top')).toMatchObject({ children: ['a', 'b'] });
    expect(result.changed).toEqual({ added: [], updated: ['top'], removed: ['inner', 'toInner'] });
  });

  it('refuses to ungroup what is not a group (OP_TARGET_KIND_MISMATCH)', () => {
    const withFrame = scene([node('a', 100, 100), frame('f', ['a'])]);
    const errors = refused(withFrame, [{ op: 'ungroupElements', id: 'f' }, { op: 'ungroupElements', id: 'a' }]);
    expect(codes(errors)).toEqual(['OP_TARGET_KIND_MISMATCH', 'OP_TARGET_KIND_MISMATCH']);
    expect(errors[0]!.message).toBe('ops[0] ungroupElements: "f" is a frame, but ungroupElements works on groups; delete a frame with deleteElement (its members stay)');
  });
});

describe('createFrame', () => {
  it('leaves children without a position unplaced for the layout stage to place inside', () => {
    const base = scene([unplaced('a'), unplaced('b')]);
    const result = edited(base, [{ op: 'createFrame', id: 'f', children: ['a', 'b'], title: 'Backend', containerType: 'boundary' }]);
    expect(get(result.scene, 'f')).toMatchObject({ kind: 'frame', children: ['a', 'b'], title: 'Backend', containerType: 'boundary' });
    expect(get(result.scene, 'a')).not.toHaveProperty('layout');
    expect(result.changed).toEqual({ added: ['f'], updated: [], removed: [] });
  });

  it('unplaces a non-member that would lie inside the new frame, keeps the others', () => {
    // The fitted frame is about a..b plus insets: x 80..570, y 60..180. m sits between them.
    const base = scene([node('a', 100, 100), node('b', 400, 100), node('m', 270, 110, { layout: { mode: 'absolute', x: 270, y: 110, width: 100, height: 40 } }), node('far', 100, 400)]);
    const result = edited(base, [{ op: 'createFrame', id: 'f', children: ['a', 'b'] }]);
    expect(layoutOf(result.scene, 'm')).toEqual({ x: 0, y: 0, width: 100, height: 40 });
    expect(layoutOf(result.scene, 'far')).toEqual({ x: 100, y: 400, width: 150, height: 60 });
    expect(result.changed).toEqual({ added: ['f'], updated: ['m'], removed: [] });
  });

  it('with a layout of its own, unplaces placed children lying outside it so they are placed inside', () => {
    const base = scene([node('a', 100, 100), node('b', 900, 100)]);
    const result = edited(base, [{ op: 'createFrame', id: 'f', children: ['a', 'b'], layout: { mode: 'absolute', x: 50, y: 50, width: 400, height: 200 } }]);
    expect(layoutOf(result.scene, 'a')).toEqual({ x: 100, y: 100, width: 150, height: 60 });
    expect(layoutOf(result.scene, 'b')).toEqual({ x: 0, y: 0, width: 150, height: 60 });
  });

  it('nests a lane in the pool its children share', () => {
    const base = scene([node('a', 100, 100), node('b', 400, 100), frame('pool', ['a', 'b'], { containerType: 'pool' })]);
    const result = edited(base, [{ op: 'createFrame', id: 'lane1', children: ['a'], containerType: 'lane' }]);
    expect(get(result.scene, 'pool')).toMatchObject({ children: ['lane1', 'b'] });
  });

  it('refuses an id in use', () => {
    expect(codes(refused(scene([node('a', 1, 1)]), [{ op: 'createFrame', id: 'a', children: ['a'] }]))).toEqual(['DUPLICATE_ID']);
  });
});
