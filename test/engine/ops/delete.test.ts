import { describe, expect, it } from 'vitest';
import { codes, drawn, edge, edited, frame, get, group, layoutOf, node, refused, scene, unplaced } from './helpers.js';

describe('deleteElement cascades', () => {
  const base = scene([
    node('a', 100, 100), node('b', 400, 100), node('c', 700, 100), node('d', 100, 300),
    edge('ab', 'a', 'b'), edge('bc', 'b', 'c'), edge('ca', 'c', 'a'),
    { kind: 'node', id: 'r', nodeType: 'note', layout: { mode: 'relative', place: { below: 'b', gap: 10 }, preferredSize: { width: 80, height: 30 } } },
    group('g', ['a', 'b']),
  ], {
    constraints: [
      { id: 'o1', type: 'order', axis: 'x', source: 'b', target: 'c' },
      { id: 'o2', type: 'order', axis: 'x', source: 'a', target: 'd' },
      { id: 'al', type: 'align', axis: 'y', elements: ['a', 'b', 'c'] },
      { id: 'pair', type: 'sameSize', elements: ['b', 'd'] },
      { id: 'box', type: 'contain', container: 'b', elements: ['r'] },
    ],
  });
  const computed = drawn({ a: { x: 100, y: 100, width: 150, height: 60 }, r: { x: 435, y: 170, width: 80, height: 30 } });

  it('removes edges ending at it, its id from containers, and the constraints that need it, with exact warnings', () => {
    const result = edited(base, [{ op: 'deleteElement', id: 'b' }], computed);
    expect(result.scene.elements.map((e) => e.id)).toEqual(['a', 'c', 'd', 'ca', 'r', 'g']);
    expect(get(result.scene, 'g')).toMatchObject({ children: ['a'] });
    expect(result.scene.constraints).toEqual([
      { id: 'o2', type: 'order', axis: 'x', source: 'a', target: 'd' },
      { id: 'al', type: 'align', axis: 'y', elements: ['a', 'c'], alignment: 'center' },
    ]);
    expect(get(result.scene, 'r')).toMatchObject({ layout: { mode: 'absolute', x: 435, y: 170, width: 80, height: 30, rotation: 0, autoSize: 'none' } });
    expect(result.diagnostics).toEqual([
      { code: 'CONSTRAINT_REMOVED', severity: 'warning', elementId: 'b', data: { constraintId: 'o1', type: 'order' },
        message: 'constraint "o1" (order) named the deleted element "b" as its source, so it was removed; add a new constraint if you still need one' },
      { code: 'CONSTRAINT_REMOVED', severity: 'warning', elementId: 'b', data: { constraintId: 'pair', type: 'sameSize' },
        message: 'constraint "pair" (sameSize) named the deleted element "b" and would be left with 1 element (it needs 2), so it was removed; add a new constraint if you still need one' },
      { code: 'CONSTRAINT_REMOVED', severity: 'warning', elementId: 'b', data: { constraintId: 'box', type: 'contain' },
        message: 'constraint "box" (contain) named the deleted element "b" as its container, so it was removed; add a new constraint if you still need one' },
      { code: 'RELATIVE_LAYOUT_FIXED', severity: 'warning', elementId: 'r', data: { deletedId: 'b', direction: 'below', box: { x: 435, y: 170, width: 80, height: 30 } },
        message: '"r" was placed below "b", which was deleted; it now has an absolute layout at its last drawn box (x 435, y 170); give it a new place with updateNode if needed' },
    ]);
    expect(result.changed).toEqual({ added: [], updated: ['r', 'g'], removed: ['b', 'ab', 'bc'] });
  });

  it('leaves a relative element the base never drew unplaced, at its preferred size', () => {
    const result = edited(base, [{ op: 'deleteElement', id: 'b' }]);
    expect(get(result.scene, 'r')).toMatchObject({ layout: { mode: 'absolute', x: 0, y: 0, width: 80, height: 30 } });
    expect(result.diagnostics.at(-1)?.message).toBe('"r" was placed below "b", which was deleted; it had not been drawn yet, so the layout stage places it; give it a new place with updateNode if needed');
  });

  it('deletes an edge alone, and refuses an unknown id', () => {
    expect(edited(base, [{ op: 'deleteElement', id: 'ab' }]).changed).toEqual({ added: [], updated: [], removed: ['ab'] });
    expect(codes(refused(base, [{ op: 'deleteElement', id: 'nope' }]))).toEqual(['OP_TARGET_NOT_FOUND']);
  });

  it('refuses a second delete of the same element in one edit (it is gone by then)', () => {
    expect(refused(base, [{ op: 'deleteElement', id: 'a' }, { op: 'deleteElement', id: 'ab' }])).toEqual([
      expect.objectContaining({ opIndex: 1, code: 'OP_TARGET_NOT_FOUND', elementId: 'ab' }),
    ]);
  });

  it('drops a deleted lifeline from sequence notes that anchor to it', () => {
    const seq = scene([
      unplaced('l1', { nodeType: 'sequence.lifeline' }), unplaced('l2', { nodeType: 'sequence.lifeline' }), unplaced('l3', { nodeType: 'sequence.lifeline' }),
      unplaced('n1', { nodeType: 'sequence.note', extensions: { anchor: 'l1' } }),
      unplaced('n2', { nodeType: 'sequence.note', extensions: { anchor: ['l1', 'l2'] } }),
      unplaced('n3', { nodeType: 'sequence.note', extensions: { anchor: ['l1', 'l2', 'l3'] } }),
    ], { diagramFamily: 'sequence' });
    const result = edited(seq, [{ op: 'deleteElement', id: 'l1' }]);
    expect(get(result.scene, 'n1')).not.toHaveProperty('extensions.anchor');
    expect(get(result.scene, 'n2')).toMatchObject({ extensions: { anchor: 'l2' } });
    expect(get(result.scene, 'n3')).toMatchObject({ extensions: { anchor: ['l2', 'l3'] } });
    expect(result.changed.updated).toEqual(['n1', 'n2', 'n3']);
  });
});

describe('deleting a frame or group', () => {
  it('keeps the members where they are', () => {
    const base = scene([node('a', 100, 100), node('b', 400, 100), frame('f', ['a', 'b'], { title: 'F' }), node('x', 900, 100)]);
    const computed = drawn({ f: { kind: 'frame', x: 80, y: 60, width: 490, height: 120 } });
    const result = edited(base, [{ op: 'deleteElement', id: 'f' }], computed);
    expect(layoutOf(result.scene, 'a')).toEqual({ x: 100, y: 100, width: 150, height: 60 });
    expect(result.changed).toEqual({ added: [], updated: [], removed: ['f'] });
  });

  it('unplaces a freed member that lies in another frame which does not hold it', () => {
    const base = scene([
      node('a', 100, 100), node('b', 400, 100), frame('inner', ['a', 'b']),
      node('c', 420, 140), frame('other', ['c'], { layout: { mode: 'absolute', x: 380, y: 80, width: 300, height: 200 } }),
    ]);
    const result = edited(base, [{ op: 'deleteElement', id: 'inner' }]);
    expect(layoutOf(result.scene, 'a')).toEqual({ x: 100, y: 100, width: 150, height: 60 });
    expect(layoutOf(result.scene, 'b')).toEqual({ x: 0, y: 0, width: 150, height: 60 });
    expect(result.changed).toEqual({ added: [], updated: ['b'], removed: ['inner'] });
  });

  it('hands the members of a nested frame to its parent frame', () => {
    const base = scene([node('a', 100, 100), node('b', 400, 100), frame('lane', ['a']), frame('pool', ['lane', 'b'], { containerType: 'pool' })]);
    const result = edited(base, [{ op: 'deleteElement', id: 'lane' }]);
    expect(get(result.scene, 'pool')).toMatchObject({ children: ['a', 'b'] });
    expect(result.changed).toEqual({ added: [], updated: ['pool'], removed: ['lane'] });
  });

  it('deletes edges to a group and keeps its members', () => {
    const base = scene([node('a', 100, 100), node('b', 400, 100), group('g', ['a']), edge('toG', 'b', 'g')]);
    const result = edited(base, [{ op: 'deleteElement', id: 'g' }]);
    expect(result.scene.elements.map((e) => e.id)).toEqual(['a', 'b']);
    expect(result.changed).toEqual({ added: [], updated: [], removed: ['g', 'toG'] });
  });
});
