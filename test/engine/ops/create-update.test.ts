import { describe, expect, it } from 'vitest';
import { mergeDiagnostics, type OperationInput } from '../../../engine/ops/index.js';
import { codes, edge, edited, get, layoutOf, node, refused, scene, unplaced } from './helpers.js';

const base = scene([node('a', 100, 100), node('b', 400, 100), edge('e1', 'a', 'b')]);

describe('createNode', () => {
  it('appends an unplaced node when no layout is sent (the layout stage places it)', () => {
    const result = edited(base, [{ op: 'createNode', id: 'c', nodeType: 'database', label: 'Orders' }]);
    expect(get(result.scene, 'c')).toMatchObject({ kind: 'node', nodeType: 'database', label: 'Orders', zIndex: 0, ports: [] });
    expect(get(result.scene, 'c')).not.toHaveProperty('layout');
    expect(result.changed).toEqual({ added: ['c'], updated: [], removed: [] });
    expect(result.diagnostics).toEqual([]);
  });

  it('folds the shorthand into an absolute layout with the strategy node size', () => {
    const withStrategy = scene([], { layoutStrategy: { algorithm: 'grid', nodeWidth: 120, nodeHeight: 40 } });
    const result = edited(withStrategy, [{ op: 'createNode', id: 'c', nodeType: 'service', x: 30, y: 20 }]);
    expect(get(result.scene, 'c')).toMatchObject({ layout: { mode: 'absolute', x: 30, y: 20, width: 120, height: 40 } });
    expect(get(result.scene, 'c')).not.toHaveProperty('x');
  });

  it('keeps a layout that lands on another node and warns once, like the layout stage', () => {
    const result = edited(base, [{ op: 'createNode', id: 'c', nodeType: 'service', x: 150, y: 120 }]);
    expect(layoutOf(result.scene, 'c')).toEqual({ x: 150, y: 120, width: 150, height: 60 });
    const overlap = {
      code: 'NODE_OVERLAP_DETECTED' as const,
      severity: 'warning' as const,
      message: '"a" and "c" overlap: run autoLayout with elements ["a", "c"], or move one of them',
      elementId: 'a',
      data: { elements: ['a', 'c'] },
    };
    expect(result.diagnostics).toEqual([overlap]);
    // The layout stage raises the same pair; merged, it is listed once.
    expect(mergeDiagnostics(result.diagnostics, [{ ...overlap }])).toEqual([overlap]);
  });

  it('refuses an id in use and a layout sent twice', () => {
    const errors = refused(base, [{ op: 'createNode', id: 'a', nodeType: 'service', x: 1, layout: { mode: 'absolute', x: 1, y: 1, width: 10, height: 10 } }]);
    expect(codes(errors)).toEqual(['DUPLICATE_ID', 'LAYOUT_SHORTHAND_CONFLICT']);
    expect(errors[0]).toMatchObject({ opIndex: 0, elementId: 'a', path: '$.ops[0].id' });
  });
});

describe('updateNode', () => {
  const styled = scene([node('a', 100, 100, { textStyle: { wrap: 'word', align: 'left' }, style: { fill: '#fff', stroke: '#000' }, icon: 'server', metadata: { owner: 'x', team: 'y' } })]);

  it('merges textStyle and replaces style, metadata and layout whole', () => {
    const result = edited(styled, [{
      op: 'updateNode', id: 'a', textStyle: { verticalAlign: 'top' }, style: { fill: '#eee' }, metadata: { owner: 'z' },
      layout: { mode: 'absolute', x: 5, y: 6, width: 70, height: 80 },
    }]);
    const a = get(result.scene, 'a');
    expect(a).toMatchObject({ textStyle: { wrap: 'word', align: 'left', verticalAlign: 'top' }, style: { fill: '#eee' }, metadata: { owner: 'z' } });
    expect((a as { style: object }).style).not.toHaveProperty('stroke');
    expect(layoutOf(result.scene, 'a')).toEqual({ x: 5, y: 6, width: 70, height: 80 });
    expect(result.changed.updated).toEqual(['a']);
  });

  it('removes fields sent as null (the node becomes unplaced without a layout)', () => {
    const result = edited(styled, [{ op: 'updateNode', id: 'a', icon: null, label: null, layout: null, metadata: null, textStyle: null }]);
    const a = get(result.scene, 'a');
    for (const field of ['icon', 'label', 'layout', 'metadata', 'textStyle']) expect(a).not.toHaveProperty(field);
  });

  it('replaces ER columns whole through extensions', () => {
    const er = scene([node('t', 10, 10, { nodeType: 'er.entity', extensions: { columns: [{ name: 'id', pk: true }], note: 'kept?' } })]);
    const result = edited(er, [{ op: 'updateNode', id: 't', extensions: { columns: [{ name: 'id', pk: true }, { name: 'total', type: 'int' }] } }]);
    expect(get(result.scene, 't')).toMatchObject({ extensions: { columns: [{ name: 'id', pk: true }, { name: 'total', type: 'int' }] } });
    expect((get(result.scene, 't') as { extensions: object }).extensions).not.toHaveProperty('note');
  });

  it('refuses nothing to update, an edge, and an unknown id with a hint', () => {
    const errors = refused(base, [
      { op: 'updateNode', id: 'a' },
      { op: 'updateNode', id: 'e1', label: 'x' },
      { op: 'updateNode', id: 'bb', label: 'x' },
    ]);
    expect(codes(errors)).toEqual(['OP_NOTHING_TO_UPDATE', 'OP_TARGET_KIND_MISMATCH', 'OP_TARGET_NOT_FOUND']);
    expect(errors[2]).toMatchObject({ opIndex: 2, elementId: 'bb', path: '$.ops[2].id' });
    expect(errors[2]!.message).toBe('ops[2] updateNode: "bb" is not an element of this diagram at this point of the edit; did you mean "b"?');
  });
});

describe('createEdge and updateEdge', () => {
  it('creates an edge before the node it ends at (forward reference in one edit)', () => {
    const result = edited(base, [
      { op: 'createEdge', id: 'e2', from: { elementId: 'a' }, to: { elementId: 'c' }, label: 'reads' },
      { op: 'createNode', id: 'c', nodeType: 'database' },
    ]);
    expect(get(result.scene, 'e2')).toMatchObject({ from: { elementId: 'a' }, to: { elementId: 'c' }, label: 'reads' });
    expect(result.changed.added).toEqual(['e2', 'c']);
  });

  it('places a node relative to one created later in the edit', () => {
    const result = edited(base, [
      { op: 'createNode', id: 'note', nodeType: 'note', layout: { mode: 'relative', place: { below: 'c', gap: 10 } } },
      { op: 'createNode', id: 'c', nodeType: 'database' },
    ]);
    expect(get(result.scene, 'note')).toMatchObject({ layout: { mode: 'relative', place: { below: 'c', gap: 10 } } });
  });

  it('fails when the edge still names nothing at the end of the edit, blaming the op that made it', () => {
    const errors = refused(base, [{ op: 'createEdge', id: 'e2', from: { elementId: 'a' }, to: { elementId: 'zz' } }, { op: 'setText', id: 'a', text: 'x' }]);
    expect(errors).toEqual([expect.objectContaining({ opIndex: 0, code: 'EDGE_ENDPOINT_NOT_FOUND', elementId: 'e2', path: '$.elements[3].to.elementId' })]);
  });

  it('updates an edge: values replace, null removes', () => {
    const labelled = scene([node('a', 0, 10), node('b', 300, 10), edge('e1', 'a', 'b', { label: 'old', router: 'curved', waypoints: [{ x: 1, y: 2 }] })]);
    const result = edited(labelled, [{ op: 'updateEdge', id: 'e1', label: null, router: 'orthogonal', waypoints: null, to: { elementId: 'a' }, endpoints: { endArrow: 'diamond' } }]);
    const e1 = get(result.scene, 'e1');
    expect(e1).toMatchObject({ router: 'orthogonal', to: { elementId: 'a' }, endpoints: { startArrow: 'none', endArrow: 'diamond' } });
    expect(e1).not.toHaveProperty('label');
    expect(e1).not.toHaveProperty('waypoints');
  });

  it('refuses updateEdge on a node and without properties', () => {
    expect(codes(refused(base, [{ op: 'updateEdge', id: 'a', label: 'x' }, { op: 'updateEdge', id: 'e1' }]))).toEqual(['OP_TARGET_KIND_MISMATCH', 'OP_NOTHING_TO_UPDATE']);
  });
});

describe('setStyle', () => {
  const named = scene([node('a', 10, 10, { style: 'primary' }), node('b', 300, 10, { style: { fill: '#111', stroke: '#222' } })], {
    styles: { primary: { fill: '#00f', stroke: '#003', fontSize: 14 }, muted: { opacity: 0.5 } },
  });

  it('replaces the style with a name', () => {
    expect(get(edited(named, [{ op: 'setStyle', id: 'b', style: 'muted' }]).scene, 'b')).toMatchObject({ style: 'muted' });
  });

  it('copies a named style in before merging the override', () => {
    const result = edited(named, [{ op: 'setStyle', id: 'a', styleOverride: { fill: '#f00' } }, { op: 'setStyle', id: 'b', styleOverride: { stroke: '#999' } }]);
    expect(get(result.scene, 'a')).toMatchObject({ style: { fill: '#f00', stroke: '#003', fontSize: 14 } });
    expect(get(result.scene, 'b')).toMatchObject({ style: { fill: '#111', stroke: '#999' } });
  });

  it('takes a style defined later in the same edit', () => {
    const result = edited(named, [{ op: 'setStyle', id: 'a', style: 'brand' }, { op: 'updateScene', styles: { brand: { fill: '#0a0' } } }]);
    expect(get(result.scene, 'a')).toMatchObject({ style: 'brand' });
  });

  it('refuses both or neither (STYLE_XOR_OVERRIDE) and an undefined name at the end (STYLE_NOT_FOUND)', () => {
    expect(codes(refused(named, [{ op: 'setStyle', id: 'a', style: 'muted', styleOverride: { fill: '#fff' } }, { op: 'setStyle', id: 'a' }]))).toEqual(['STYLE_XOR_OVERRIDE', 'STYLE_XOR_OVERRIDE']);
    expect(codes(refused(named, [{ op: 'setStyle', id: 'a', style: 'nope' }]))).toEqual(['STYLE_NOT_FOUND']);
  });
});

describe('setText', () => {
  const mixed = scene([
    node('a', 10, 10, { textStyle: { wrap: 'word' } }), node('b', 300, 10), edge('e1', 'a', 'b'),
    { kind: 'text', id: 't', text: 'note', layout: { mode: 'absolute', x: 0, y: 200, width: 100, height: 20 } },
    { kind: 'frame', id: 'f', children: ['a'] },
  ]);

  it('sets a node label (textStyle merged), an edge label (textStyle ignored) and a text element', () => {
    const ops: OperationInput[] = [
      { op: 'setText', id: 'a', text: 'API', textStyle: { align: 'left' } },
      { op: 'setText', id: 'e1', text: 'calls', textStyle: { align: 'left' } },
      { op: 'setText', id: 't', text: 'hello', textStyle: { verticalAlign: 'top' } },
    ];
    const result = edited(mixed, ops);
    expect(get(result.scene, 'a')).toMatchObject({ label: 'API', textStyle: { wrap: 'word', align: 'left', verticalAlign: 'middle' } });
    expect(get(result.scene, 'e1')).toMatchObject({ label: 'calls' });
    expect(get(result.scene, 'e1')).not.toHaveProperty('textStyle');
    expect(get(result.scene, 't')).toMatchObject({ text: 'hello', textStyle: { verticalAlign: 'top' } });
    expect(result.changed.updated).toEqual(['a', 'e1', 't']);
  });

  it('refuses a frame', () => {
    expect(refused(mixed, [{ op: 'setText', id: 'f', text: 'x' }])).toEqual([expect.objectContaining({ code: 'OP_TARGET_KIND_MISMATCH', elementId: 'f' })]);
  });

  it('lists nothing when the text is already that', () => {
    const same = scene([unplaced('a', { label: 'A' })]);
    expect(edited(same, [{ op: 'setText', id: 'a', text: 'A' }]).changed).toEqual({ added: [], updated: [], removed: [] });
  });
});
