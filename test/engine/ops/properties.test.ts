import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ElementInput, SceneDocumentValue } from '../../../schema/index.js';
import { compareScenes } from '../../../engine/compare/index.js';
import { normalizeScene } from '../../../engine/normalize/index.js';
import { applyOps, type OperationInput } from '../../../engine/ops/index.js';
import { validateScene } from '../../../engine/validate/index.js';
import type { Computed } from '../../../engine/model/computed.js';
import { drawn, edge, scene } from './helpers.js';

const NODE_IDS = ['n0', 'n1', 'n2', 'n3', 'n4', 'n5'];
const NEW_IDS = ['x0', 'x1', 'x2'];
const ALL_IDS = [...NODE_IDS, 'e0', 'e1', 'e2', 'f', 'g', ...NEW_IDS, 'nope'];

interface World {
  base: SceneDocumentValue;
  computed: Computed;
}

/** How each generated node is laid out: placed on a grid cell, unplaced, at the origin, or below an earlier node. */
const placement = fc.oneof(
  fc.record({ kind: fc.constant('placed' as const), col: fc.integer({ min: 1, max: 6 }), row: fc.integer({ min: 1, max: 4 }) }),
  fc.constant({ kind: 'none' as const }),
  fc.constant({ kind: 'origin' as const }),
  fc.constant({ kind: 'relative' as const }),
);

/** Random valid scenes: nodes laid out in every way, edges, maybe a frame and a group, maybe constraints. */
const worlds: fc.Arbitrary<World> = fc
  .record({
    count: fc.integer({ min: 2, max: NODE_IDS.length }),
    places: fc.array(placement, { minLength: NODE_IDS.length, maxLength: NODE_IDS.length }),
    edges: fc.array(fc.tuple(fc.nat(5), fc.nat(5)), { maxLength: 3 }),
    frameMembers: fc.subarray([0, 1, 2]),
    frameLaid: fc.boolean(),
    groupMembers: fc.subarray([2, 3, 4]),
    order: fc.option(fc.tuple(fc.nat(5), fc.nat(5), fc.constantFrom('x' as const, 'y' as const)), { nil: undefined }),
    family: fc.constantFrom('architecture' as const, 'workflow' as const, 'orgchart' as const),
  })
  .map((w) => {
    const ids = NODE_IDS.slice(0, w.count);
    const elements: ElementInput[] = ids.map((id, i) => {
      const p = w.places[i]!;
      const base = { kind: 'node' as const, id, nodeType: 'service' as const, label: id };
      if (p.kind === 'placed') return { ...base, layout: { mode: 'absolute' as const, x: p.col * 200, y: p.row * 150, width: 150, height: 60 } };
      if (p.kind === 'origin') return { ...base, layout: { mode: 'absolute' as const, x: 0, y: 0, width: 150, height: 60 } };
      if (p.kind === 'relative' && i > 0) return { ...base, layout: { mode: 'relative' as const, place: { below: ids[i - 1]!, gap: 10 } } };
      return base;
    });
    w.edges.forEach(([from, to], i) => elements.push(edge(`e${i}`, ids[from % ids.length]!, ids[to % ids.length]!)));
    const frameChildren = w.frameMembers.filter((i) => i < ids.length).map((i) => ids[i]!);
    if (frameChildren.length > 0) {
      elements.push({ kind: 'frame', id: 'f', children: frameChildren, ...(w.frameLaid ? { layout: { mode: 'absolute' as const, x: 150, y: 100, width: 700, height: 300 } } : {}) });
    }
    const groupChildren = w.groupMembers.filter((i) => i < ids.length).map((i) => ids[i]!);
    if (groupChildren.length > 0) elements.push({ kind: 'group', id: 'g', children: groupChildren });
    const constraints = [];
    if (w.order !== undefined) {
      const [s, t, axis] = w.order;
      const source = ids[s % ids.length]!;
      const target = ids[t % ids.length]!;
      if (source !== target) constraints.push({ id: 'c0', type: 'order' as const, axis, source, target });
    }
    if (ids.length >= 3) constraints.push({ id: 'c1', type: 'align' as const, axis: 'y' as const, elements: ids.slice(0, 3) });
    const base = scene(elements, { diagramFamily: w.family, constraints });
    // The base drawing: every node and container gets a box (placed ones where they are).
    const boxes: Parameters<typeof drawn>[0] = {};
    base.elements.forEach((element, i) => {
      if (element.kind === 'node') {
        const own = element.layout?.mode === 'absolute' && !(element.layout.x === 0 && element.layout.y === 0) ? element.layout : undefined;
        boxes[element.id] = own ? { x: own.x, y: own.y, width: own.width, height: own.height } : { x: 40 + i * 10, y: 900, width: 150, height: 60 };
      }
      if (element.kind === 'frame') boxes[element.id] = { kind: 'frame', x: 120, y: 80, width: 800, height: 400 };
      if (element.kind === 'group') boxes[element.id] = { kind: 'group', x: 100, y: 100, width: 900, height: 500 };
    });
    return { base, computed: drawn(boxes) };
  });

const delta = fc.record({ dx: fc.integer({ min: -300, max: 300 }), dy: fc.integer({ min: -300, max: 300 }) });

/**
 * Ops for a world: they mostly name its elements (by kind where the op wants one), sometimes
 * new ids, rarely unknown ones, so that many edits succeed and some are refused.
 */
function operationsFor({ base }: World): fc.Arbitrary<OperationInput[]> {
  const idsOf = (kinds: string[]) => base.elements.filter((e) => kinds.includes(e.kind)).map((e) => e.id);
  const pick = (ids: string[]) => fc.oneof(
    { weight: 14, arbitrary: ids.length > 0 ? fc.constantFrom(...ids) : fc.constantFrom(...NEW_IDS) },
    { weight: 1, arbitrary: fc.constantFrom(...NEW_IDS) },
    { weight: 1, arbitrary: fc.constantFrom(...ALL_IDS) },
  );
  const anyId = pick(base.elements.map((e) => e.id));
  const nodeId = pick(idsOf(['node']));
  const boxed = pick(idsOf(['node', 'frame']));
  const edgeId = pick(idsOf(['edge']));
  const newId = fc.constantFrom(...NEW_IDS);
  const someNodes = fc.uniqueArray(nodeId, { minLength: 1, maxLength: 3 });
  const operation: fc.Arbitrary<OperationInput> = fc.oneof(
    fc.record({ op: fc.constant('createNode' as const), id: newId, nodeType: fc.constant('queue' as const), x: fc.integer({ min: 0, max: 1200 }), y: fc.integer({ min: 0, max: 800 }) }),
    fc.record({ op: fc.constant('createNode' as const), id: newId, nodeType: fc.constant('database' as const) }),
    fc.record({ op: fc.constant('updateNode' as const), id: nodeId, label: fc.option(fc.constantFrom('A', 'B'), { nil: null }) }),
    fc.record({ op: fc.constant('deleteElement' as const), id: anyId }),
    fc.record({ op: fc.constant('moveElement' as const), id: anyId, delta }),
    fc.record({ op: fc.constant('resizeElement' as const), id: boxed, size: fc.record({ width: fc.integer({ min: 20, max: 400 }), height: fc.integer({ min: 20, max: 300 }) }), anchor: fc.option(fc.constantFrom('top' as const, 'right' as const, 'bottom' as const, 'left' as const), { nil: undefined }) }),
    fc.record({ op: fc.constant('createEdge' as const), id: newId, from: fc.record({ elementId: nodeId }), to: fc.record({ elementId: nodeId }) }),
    fc.record({ op: fc.constant('updateEdge' as const), id: edgeId, label: fc.option(fc.constant('calls'), { nil: null }) }),
    fc.record({ op: fc.constant('setStyle' as const), id: anyId, styleOverride: fc.constant({ fill: '#eee' }) }),
    fc.record({ op: fc.constant('setText' as const), id: anyId, text: fc.constantFrom('x', 'y') }),
    fc.record({ op: fc.constant('groupElements' as const), id: newId, children: someNodes }),
    fc.record({ op: fc.constant('ungroupElements' as const), id: pick(idsOf(['group'])) }),
    fc.record({ op: fc.constant('createFrame' as const), id: newId, children: someNodes }),
    fc.record({ op: fc.constant('addConstraint' as const), constraint: fc.record({ id: fc.constantFrom('c8', 'c9'), type: fc.constant('order' as const), axis: fc.constantFrom('x' as const, 'y' as const), source: nodeId, target: nodeId }) }),
    fc.record({ op: fc.constant('removeConstraint' as const), id: fc.constantFrom('c0', 'c1', 'c9') }),
    fc.constant({ op: 'autoLayout' as const }),
    fc.record({ op: fc.constant('autoLayout' as const), elements: someNodes }),
    fc.record({ op: fc.constant('updateScene' as const), title: fc.constant('T'), layoutStrategy: fc.option(fc.record({ algorithm: fc.constantFrom('hierarchical' as const, 'grid' as const) }), { nil: undefined }) }),
  );
  return fc.array(operation, { minLength: 1, maxLength: 6 });
}

const edits = worlds.chain((world) => operationsFor(world).map((ops) => [world, ops] as const));

describe('applyOps properties', () => {
  it('generated base scenes are valid', () => {
    fc.assert(fc.property(worlds, ({ base }) => {
      expect(validateScene(base).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    }));
  });

  it('never changes its inputs', () => {
    fc.assert(fc.property(edits, ([{ base, computed }, ops]) => {
      const before = JSON.stringify([base, computed, ops]);
      applyOps(base, ops, { computed });
      expect(JSON.stringify([base, computed, ops])).toBe(before);
    }), { numRuns: 300 });
  });

  it('never produces an invalid scene, and returns it in normal form', () => {
    fc.assert(fc.property(edits, ([{ base, computed }, ops]) => {
      const result = applyOps(base, ops, { computed });
      if (!result.ok) {
        expect(result.errors.length).toBeGreaterThan(0);
        expect(result).not.toHaveProperty('scene');
        return;
      }
      expect(validateScene(result.scene).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(normalizeScene(result.scene)).toEqual(result.scene);
    }), { numRuns: 300 });
  });

  it('reports exactly the changes compareScenes sees, cascades included', () => {
    fc.assert(fc.property(edits, ([{ base, computed }, ops]) => {
      const result = applyOps(base, ops, { computed });
      if (!result.ok) return;
      const comparison = compareScenes(base, result.scene);
      expect(result.changed).toEqual({ added: comparison.added, updated: comparison.modified, removed: comparison.removed });
    }), { numRuns: 300 });
  });

  it('applies a fair share of the generated edits (the properties above are not vacuous)', () => {
    const sample = fc.sample(edits, { numRuns: 200, seed: 20260131 });
    const applied = sample.filter(([{ base, computed }, ops]) => applyOps(base, ops, { computed }).ok).length;
    expect(applied).toBeGreaterThan(50);
  });
});
