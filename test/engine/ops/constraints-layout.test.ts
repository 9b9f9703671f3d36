import { describe, expect, it } from 'vitest';
import { codes, edge, edited, frame, get, layoutOf, node, refused, scene, unplaced } from './helpers.js';

describe('addConstraint and removeConstraint', () => {
  const base = scene([node('a', 400, 100), node('b', 100, 100), node('c', 100, 300), node('d', 700, 300)], {
    layoutStrategy: { algorithm: 'hierarchical', direction: 'TB', nodeSpacing: 40, rankSpacing: 90 },
    constraints: [{ id: 'row', type: 'align', axis: 'y', elements: ['a', 'b'] }],
  });

  it('puts the target of a reversed order constraint just past the source, in the same edit', () => {
    const result = edited(base, [{ op: 'addConstraint', constraint: { id: 'o', type: 'order', axis: 'x', source: 'a', target: 'b' } }]);
    // a ends at 550; across ranks (x in TB) the gap is nodeSpacing 40: b starts at 590. a stays.
    expect(layoutOf(result.scene, 'b')).toEqual({ x: 590, y: 100, width: 150, height: 60 });
    expect(layoutOf(result.scene, 'a')).toEqual({ x: 400, y: 100, width: 150, height: 60 });
    expect(result.scene.constraints?.at(-1)).toEqual({ id: 'o', type: 'order', axis: 'x', source: 'a', target: 'b' });
    expect(result.changed.updated).toEqual(['b']);
  });

  it('uses the constraint gap, rankSpacing along y, and leaves nodes already in order', () => {
    const y = edited(base, [{ op: 'addConstraint', constraint: { id: 'o', type: 'order', axis: 'y', source: 'c', target: 'a' } }]);
    expect(layoutOf(y.scene, 'a')).toEqual({ x: 400, y: 450, width: 150, height: 60 });
    const gap = edited(base, [{ op: 'addConstraint', constraint: { id: 'o', type: 'order', axis: 'x', source: 'a', target: 'd', gap: 200 } }]);
    expect(layoutOf(gap.scene, 'd')).toEqual({ x: 750, y: 300, width: 150, height: 60 });
    const inOrder = edited(base, [{ op: 'addConstraint', constraint: { id: 'o', type: 'order', axis: 'x', source: 'b', target: 'a' } }]);
    expect(inOrder.changed.updated).toEqual([]);
  });

  it('orders nodes created in the same edit once both have a position', () => {
    const result = edited(base, [
      { op: 'createNode', id: 'n', nodeType: 'service', x: 50, y: 500 },
      { op: 'addConstraint', constraint: { id: 'o', type: 'order', axis: 'x', source: 'd', target: 'n' } },
    ]);
    expect(layoutOf(result.scene, 'n')).toEqual({ x: 890, y: 500, width: 150, height: 60 });
  });

  it('names members created later; leaves the order of unplaced nodes to the layout stage', () => {
    const result = edited(base, [
      { op: 'addConstraint', constraint: { id: 'o', type: 'order', axis: 'x', source: 'a', target: 'later' } },
      { op: 'createNode', id: 'later', nodeType: 'service' },
    ]);
    expect(get(result.scene, 'later')).not.toHaveProperty('layout');
  });

  it('removes a constraint; refuses an unknown one and a duplicate id', () => {
    expect(edited(base, [{ op: 'removeConstraint', id: 'row' }]).scene.constraints).toEqual([]);
    const errors = refused(base, [{ op: 'removeConstraint', id: 'nope' }, { op: 'addConstraint', constraint: { id: 'row', type: 'noOverlap', elements: ['a', 'b'] } }]);
    expect(codes(errors)).toEqual(['CONSTRAINT_NOT_FOUND', 'DUPLICATE_ID']);
    expect(errors[0]!.message).toBe('ops[0] removeConstraint: there is no constraint "nope"; the constraints are: row');
  });

  it('fails when a constraint still names nothing at the end of the edit', () => {
    expect(refused(base, [{ op: 'addConstraint', constraint: { id: 'o', type: 'order', axis: 'x', source: 'a', target: 'ghost' } }])).toEqual([
      expect.objectContaining({ opIndex: 0, code: 'CONSTRAINT_MEMBER_NOT_FOUND', path: '$.constraints[1].target' }),
    ]);
  });
});

describe('autoLayout', () => {
  const base = scene([
    node('a', 100, 100), node('b', 400, 100), unplaced('u'),
    { kind: 'node', id: 'r', nodeType: 'note', layout: { mode: 'relative', place: { below: 'a' } } },
    frame('f', ['a'], { layout: { mode: 'absolute', x: 50, y: 50, width: 300, height: 200 } }),
    frame('pool', ['b'], { containerType: 'pool', layout: { mode: 'absolute', x: 380, y: 50, width: 300, height: 200 } }),
    edge('ab', 'a', 'b'),
  ]);

  it('without elements unplaces every node but relative ones, and frames other than pools, lanes and fragments drop their layout', () => {
    const result = edited(base, [{ op: 'autoLayout' }]);
    expect(layoutOf(result.scene, 'a')).toEqual({ x: 0, y: 0, width: 150, height: 60 });
    expect(layoutOf(result.scene, 'b')).toEqual({ x: 0, y: 0, width: 150, height: 60 });
    expect(get(result.scene, 'r')).toMatchObject({ layout: { mode: 'relative' } });
    expect(get(result.scene, 'f')).not.toHaveProperty('layout');
    expect(layoutOf(result.scene, 'pool')).toEqual({ x: 380, y: 50, width: 300, height: 200 });
    expect(result.changed).toEqual({ added: [], updated: ['a', 'b', 'f'], removed: [] });
  });

  it('keeps frame layouts in org charts and networks', () => {
    const org = scene(base.elements, { diagramFamily: 'orgchart' });
    expect(layoutOf(edited(org, [{ op: 'autoLayout' }]).scene, 'f')).toEqual({ x: 50, y: 50, width: 300, height: 200 });
  });

  it('with elements unplaces only those nodes', () => {
    const result = edited(base, [{ op: 'autoLayout', elements: ['b', 'r'] }]);
    expect(layoutOf(result.scene, 'b')).toEqual({ x: 0, y: 0, width: 150, height: 60 });
    expect(layoutOf(result.scene, 'a')).toEqual({ x: 100, y: 100, width: 150, height: 60 });
    expect(result.changed.updated).toEqual(['b']);
  });

  it('refuses frames and edges in elements, and unknown ids, pointing at the entry', () => {
    const errors = refused(base, [{ op: 'autoLayout', elements: ['a', 'f', 'ab', 'zz'] }]);
    expect(errors.map((e) => [e.code, e.path])).toEqual([
      ['OP_TARGET_KIND_MISMATCH', '$.ops[0].elements[1]'], ['OP_TARGET_KIND_MISMATCH', '$.ops[0].elements[2]'], ['OP_TARGET_NOT_FOUND', '$.ops[0].elements[3]'],
    ]);
  });

  it('moves nothing in a sequence diagram', () => {
    const seq = scene([unplaced('l1', { nodeType: 'sequence.lifeline' }), unplaced('l2', { nodeType: 'sequence.lifeline' }), edge('m', 'l1', 'l2', { edgeType: 'sequence.message' })], { diagramFamily: 'sequence' });
    expect(edited(seq, [{ op: 'autoLayout' }, { op: 'autoLayout', elements: ['l1'] }]).changed).toEqual({ added: [], updated: [], removed: [] });
  });
});

describe('updateScene', () => {
  const base = scene([node('a', 100, 100), frame('f', ['a'], { layout: { mode: 'absolute', x: 50, y: 50, width: 300, height: 200 } })], {
    scene: { id: 'demo', title: 'Old', brief: 'why', canvas: { width: 800, height: 600, background: '#fff' } },
    palette: { nodeFill: '#eee', edgeStroke: '#333' },
    styles: { keep: { fill: '#000' }, swap: { fill: '#111' } },
    layoutStrategy: { algorithm: 'hierarchical' },
  });

  it('merges palette, styles and canvas; null removes title fields; no re-layout', () => {
    const result = edited(base, [{
      op: 'updateScene', title: 'New', brief: null, description: 'd', palette: { nodeFill: '#ddd', accentPrimary: '#f00' },
      styles: { swap: { stroke: '#222' }, added: { opacity: 0.5 } }, canvas: { width: 1000, background: null, snap: true },
    }]);
    expect(result.scene.scene).toEqual({ id: 'demo', title: 'New', description: 'd', canvas: { width: 1000, height: 600, grid: 0, snap: true } });
    expect(result.scene.palette).toEqual({ nodeFill: '#ddd', edgeStroke: '#333', accentPrimary: '#f00' });
    expect(result.scene.styles).toEqual({ keep: { fill: '#000' }, swap: { stroke: '#222' }, added: { opacity: 0.5 } });
    expect(result.changed).toEqual({ added: [], updated: [], removed: [] });
    expect(edited(base, [{ op: 'updateScene', palette: null }]).scene).not.toHaveProperty('palette');
  });

  it('re-lays the diagram out when layoutStrategy or diagramFamily changes or is removed', () => {
    for (const op of [
      { op: 'updateScene', layoutStrategy: { algorithm: 'grid' } },
      { op: 'updateScene', layoutStrategy: null },
      { op: 'updateScene', diagramFamily: 'workflow' },
      { op: 'updateScene', diagramFamily: null },
    ] as const) {
      const result = edited(base, [op]);
      expect(layoutOf(result.scene, 'a')).toEqual({ x: 0, y: 0, width: 150, height: 60 });
      expect(get(result.scene, 'f')).not.toHaveProperty('layout');
      expect(result.changed.updated).toEqual(['a', 'f']);
    }
  });

  it('does not re-lay out when the strategy sent equals the current one with its defaults', () => {
    const result = edited(base, [{ op: 'updateScene', layoutStrategy: { algorithm: 'hierarchical', direction: 'TB' }, diagramFamily: 'architecture' }]);
    expect(result.changed.updated).toEqual([]);
  });

  it('refuses an update without fields, and a brief over the limit', () => {
    expect(codes(refused(base, [{ op: 'updateScene' }]))).toEqual(['OP_NOTHING_TO_UPDATE']);
    expect(refused(base, [{ op: 'updateScene', brief: 'x'.repeat(1001) }])).toEqual([
      expect.objectContaining({ opIndex: 0, code: 'BRIEF_TOO_LONG', path: '$.ops[0].brief' }),
    ]);
  });
});
