import { describe, expect, it } from 'vitest';
import { applyOps, restoreRequest, type OperationInput } from '../../../engine/ops/index.js';
import { codes, edge, edited, get, node, refused, scene, unplaced } from './helpers.js';

const base = scene([node('a', 100, 100), node('b', 400, 100), edge('ab', 'a', 'b')]);

describe('all or nothing', () => {
  it('a failing op at index 499 of 500 leaves the input byte-identical and returns only errors', () => {
    const ops: OperationInput[] = Array.from({ length: 499 }, (_, i) => ({ op: 'createNode', id: `n${i}`, nodeType: 'service', label: `N${i}` }));
    ops.push({ op: 'moveElement', id: 'ab', delta: { dx: 1, dy: 1 } });
    const sceneBytes = JSON.stringify(base);
    const opsBytes = JSON.stringify(ops);
    const result = applyOps(base, ops);
    expect(result).toEqual({ ok: false, errors: [expect.objectContaining({ opIndex: 499, code: 'MOVE_NOT_SUPPORTED', elementId: 'ab' })] });
    expect(Object.keys(result)).toEqual(['ok', 'errors']);
    expect(JSON.stringify(base)).toBe(sceneBytes);
    expect(JSON.stringify(ops)).toBe(opsBytes);
  });

  it('collects the errors of every op, each checked against the state the ops before it left', () => {
    const errors = refused(base, [
      { op: 'deleteElement', id: 'a' },
      { op: 'setText', id: 'ab', text: 'gone with a' },
      { op: 'createNode', id: 'b', nodeType: 'service' },
      { op: 'createNode', id: 'c', nodeType: 'service' },
      { op: 'setText', id: 'c', text: 'fine' },
      { op: 'updateNode', id: 'c' },
    ]);
    expect(errors.map((e) => [e.opIndex, e.code])).toEqual([[1, 'OP_TARGET_NOT_FOUND'], [2, 'DUPLICATE_ID'], [5, 'OP_NOTHING_TO_UPDATE']]);
  });

  it('does not change its inputs on success either', () => {
    const computedBytes = JSON.stringify(base);
    const result = edited(base, [{ op: 'moveElement', id: 'a', delta: { dx: 5, dy: 5 } }]);
    expect(JSON.stringify(base)).toBe(computedBytes);
    expect(result.scene).not.toBe(base);
  });

  it('refuses malformed ops with schema codes and paths into the request', () => {
    const errors = applyOps(base, [{ op: 'moveElement', id: 'a', delta: { dx: 1 } } as unknown as OperationInput, { op: 'explode' } as unknown as OperationInput]);
    expect(errors.ok).toBe(false);
    if (errors.ok) return;
    expect(errors.errors.map((e) => [e.opIndex, e.code, e.path])).toEqual([[0, 'REQUIRED_FIELD_MISSING', '$.ops[0].delta.dy'], [1, 'UNKNOWN_OPERATION', '$.ops[1].op']]);
  });
});

describe('the base scene', () => {
  it('refuses to edit a scene that is not a valid document', () => {
    const invalid = { ...base, elements: [{ id: 'a', kind: 'node' }] } as unknown as typeof base;
    expect(refused(invalid, [{ op: 'autoLayout' }])).toEqual([expect.objectContaining({ opIndex: 0, code: 'SCHEMA_INVALID', path: '$' })]);
  });
});

describe('limits', () => {
  it('refuses more than 500 operations and an empty list', () => {
    const ops: OperationInput[] = Array.from({ length: 501 }, (_, i) => ({ op: 'createNode', id: `n${i}`, nodeType: 'service' }));
    expect(codes(refused(base, ops))).toEqual(['TOO_MANY_OPS']);
    expect(codes(refused(base, []))).toEqual(['OPS_EMPTY']);
  });

  it('refuses an edit that takes the scene past 1,000 elements', () => {
    const full = scene(Array.from({ length: 999 }, (_, i) => unplaced(`n${i}`)));
    expect(edited(full, [{ op: 'createNode', id: 'x', nodeType: 'service' }]).scene.elements).toHaveLength(1000);
    const errors = refused(full, [{ op: 'createNode', id: 'x', nodeType: 'service' }, { op: 'createNode', id: 'y', nodeType: 'service' }]);
    expect(errors).toEqual([expect.objectContaining({ opIndex: 1, code: 'TOO_MANY_ELEMENTS', path: '$.elements' })]);
  });
});

describe('a result that breaks a rule the diagram did not break before', () => {
  // The stored scene already has a broken edge (its end names nothing) and a missing style.
  const broken = scene([node('a', 100, 100), node('b', 400, 100), edge('bad', 'a', 'ghost'), node('s', 700, 100, { style: 'nope' }), edge('ab', 'a', 'b')]);

  it('lets unrelated edits through, even ones that shift the broken element in the list', () => {
    const result = edited(broken, [{ op: 'deleteElement', id: 'a' }, { op: 'createNode', id: 'c', nodeType: 'queue' }]);
    expect(result.scene.elements.map((e) => e.id)).toEqual(['b', 's', 'c']);
    const kept = edited(broken, [{ op: 'deleteElement', id: 'b' }, { op: 'setText', id: 'bad', text: 'still broken' }]);
    expect(get(kept.scene, 'bad')).toMatchObject({ label: 'still broken' });
  });

  it('fails on a new break of the same kind, naming the op that made it', () => {
    const errors = refused(broken, [
      { op: 'setText', id: 'a', text: 'A' },
      { op: 'updateEdge', id: 'ab', to: { elementId: 'ghost2' } },
      { op: 'setStyle', id: 'b', style: 'nope' },
    ]);
    expect(errors.map((e) => [e.opIndex, e.code, e.elementId])).toEqual([[1, 'EDGE_ENDPOINT_NOT_FOUND', 'ab'], [2, 'STYLE_NOT_FOUND', 'b']]);
    expect(errors[0]!.message).toBe('after ops[1] updateEdge: $.elements[4].to.elementId names "ghost2", which is not an element of this scene; create it or fix the id');
  });

  it('blames a cascade on the op that caused it (a port removed under an edge)', () => {
    const ported = scene([node('a', 100, 100, { ports: [{ id: 'p', side: 'right' }] }), node('b', 400, 100), edge('ab', 'a', 'b', { from: { elementId: 'a', portId: 'p' } })]);
    const errors = refused(ported, [{ op: 'setText', id: 'b', text: 'B' }, { op: 'updateNode', id: 'a', ports: [] }, { op: 'setText', id: 'b', text: 'C' }]);
    expect(errors).toEqual([expect.objectContaining({ opIndex: 1, code: 'PORT_NOT_FOUND', elementId: 'ab' })]);
  });
});

describe('restoreRevision', () => {
  it('is read by restoreRequest when alone; applyOps leaves it to the service', () => {
    expect(restoreRequest([{ op: 'restoreRevision', revision: 3 }])).toEqual({ revision: 3 });
    expect(restoreRequest([{ op: 'restoreRevision', asOf: '2026-01-31' }])).toEqual({ asOf: '2026-01-31' });
    expect(restoreRequest([{ op: 'restoreRevision' }])).toBeNull();
    expect(restoreRequest([{ op: 'autoLayout' }])).toBeNull();
    expect(codes(refused(base, [{ op: 'restoreRevision', revision: 3 }]))).toEqual(['RESTORE_NEEDS_SERVICE']);
    expect(codes(refused(base, [{ op: 'restoreRevision', revision: 3, asOf: '2026-01-31' }]))).toEqual(['RESTORE_TARGET_INVALID']);
  });

  it('must be the only operation of its edit (RESTORE_NOT_ALONE)', () => {
    const ops: OperationInput[] = [{ op: 'setText', id: 'a', text: 'x' }, { op: 'restoreRevision', revision: 2 }];
    expect(restoreRequest(ops)).toBeNull();
    expect(refused(base, ops)).toEqual([expect.objectContaining({ opIndex: 1, code: 'RESTORE_NOT_ALONE', path: '$.ops[1]' })]);
  });
});
