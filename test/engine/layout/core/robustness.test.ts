import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateScene } from '../../../../engine/index.js';
import { layout, sceneOf } from './layout-helpers.js';

const CONTAINERS = ['frame', 'group', 'pool', 'lane'] as const;

interface Mixed {
  nodes: number;
  /** Container i: its kind and the container it sits in (-1: top level, else a lower index). */
  containers: Array<{ kind: (typeof CONTAINERS)[number]; parent: number; fixed: boolean }>;
  /** For each node: its frame-ish container (-1 none) and its group (-1 none). */
  homes: Array<[number, number]>;
  edges: Array<[number, number]>;
  /** Nodes given a position. */
  anchored: boolean[];
  glyph: boolean[];
  direction: 'TB' | 'BT' | 'LR' | 'RL';
  algorithm: 'hierarchical' | 'flow';
}

/** Scenes mixing nested frames, groups, pools and lanes, edges to containers, self-loops, ports and anchors. */
const mixed: fc.Arbitrary<Mixed> = fc.record({ nodes: fc.integer({ min: 1, max: 10 }), containerCount: fc.integer({ min: 0, max: 4 }) }).chain(({ nodes, containerCount }) =>
  fc.record({
    nodes: fc.constant(nodes),
    containers: fc.tuple(...Array.from({ length: containerCount }, (_, i) => fc.record({ kind: fc.constantFrom(...CONTAINERS), parent: fc.integer({ min: -1, max: i - 1 }), fixed: fc.boolean() }))),
    homes: fc.array(fc.tuple(fc.integer({ min: -1, max: containerCount - 1 }), fc.integer({ min: -1, max: containerCount - 1 })), { minLength: nodes, maxLength: nodes }),
    edges: fc.array(fc.tuple(fc.integer({ min: -containerCount, max: nodes - 1 }), fc.integer({ min: -containerCount, max: nodes - 1 })), { maxLength: nodes * 2 }),
    anchored: fc.array(fc.boolean(), { minLength: nodes, maxLength: nodes }),
    glyph: fc.array(fc.boolean(), { minLength: nodes, maxLength: nodes }),
    direction: fc.constantFrom('TB', 'BT', 'LR', 'RL'),
    algorithm: fc.constantFrom('hierarchical', 'flow'),
  }),
);

function elementsOf(spec: Mixed): unknown[] {
  const elements: unknown[] = [];
  const isGroup = (i: number) => spec.containers[i]?.kind === 'group';
  const children = spec.containers.map(() => [] as string[]);
  spec.containers.forEach((c, i) => {
    // A container goes in its parent when the kinds allow it (groups hold anything, frames anything).
    if (c.parent >= 0) children[c.parent]!.push(`c${i}`);
  });
  for (let i = 0; i < spec.nodes; i++) {
    const [frame, group] = spec.homes[i]!;
    const ports = [{ id: 'p', side: 'right', offset: 0.5 }];
    const position = spec.anchored[i] ? { layout: { mode: 'absolute', x: 60 + 200 * i, y: 500 + 37 * (i % 3), width: 150, height: 60 } } : {};
    elements.push({ id: `n${i}`, kind: 'node', nodeType: spec.glyph[i] ? 'workflow.start' : 'service', label: `node ${i}`, ports, ...position });
    if (frame >= 0 && !isGroup(frame)) children[frame]!.push(`n${i}`);
    if (group >= 0 && isGroup(group) && group !== frame) children[group]!.push(`n${i}`);
  }
  spec.containers.forEach((c, i) => {
    const id = `c${i}`;
    const list = children[i]!;
    if (c.kind === 'group') elements.push({ id, kind: 'group', children: list, layout: { padding: 8 } });
    else {
      const layout = c.fixed ? { layout: { mode: 'absolute', x: 2000 + 700 * i, y: 40, width: 600, height: 400 } } : {};
      elements.push({ id, kind: 'frame', title: `Frame ${i}`, containerType: c.kind === 'frame' ? 'generic' : c.kind, children: list, ...layout });
    }
  });
  spec.edges.forEach(([a, b], k) => {
    const end = (v: number) => (v >= 0 ? { elementId: `n${v}` } : { elementId: `c${-v - 1}` });
    const from = a >= 0 && k % 3 === 0 ? { elementId: `n${a}`, portId: 'p' } : end(a);
    const to = b >= 0 && k % 4 === 1 ? { elementId: `n${b}`, anchor: { side: 'top', offset: 0.3 } } : end(b);
    elements.push({ id: `e${k}`, kind: 'edge', from, to, ...(k % 2 === 0 ? { label: `edge ${k}` } : {}) });
  });
  return elements;
}

describe('layout robustness over mixed containment', () => {
  it('lays out every valid mix, keeps anchors, and gives the same result twice', async () => {
    await fc.assert(
      fc.asyncProperty(mixed, async (spec) => {
        const elements = elementsOf(spec);
        const document = { schemaVersion: '0.1', scene: { id: 't' }, elements, diagramFamily: 'workflow', layoutStrategy: { algorithm: spec.algorithm, direction: spec.direction } };
        if (!validateScene(document).valid) return; // the generator can nest containers in ways the validator refuses
        const scene = sceneOf(elements, { diagramFamily: 'workflow', layoutStrategy: { algorithm: spec.algorithm, direction: spec.direction } });
        const first = await layout(scene);
        for (let i = 0; i < spec.nodes; i++) {
          const box = (first.computed.elements[`n${i}`] as { box: { x: number; y: number } } | undefined)?.box;
          expect(box, `n${i} has a box`).toBeDefined();
          if (spec.anchored[i]) expect([box!.x, box!.y]).toEqual([60 + 200 * i, 500 + 37 * (i % 3)]);
          else expect(box!.x !== 0 || box!.y !== 0).toBe(true);
        }
        const second = await layout(first.scene);
        expect(second.scene).toEqual(first.scene);
        expect(JSON.stringify(second.computed)).toBe(JSON.stringify(first.computed));
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 25), seed: Number(process.env.PROPERTY_SEED ?? 424242), endOnFailure: true },
    );
  }, 300_000);
});
