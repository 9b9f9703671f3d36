import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NormalizedScene } from '../../../../engine/index.js';
import type { LayoutResult } from '../../../../engine/layout/index.js';
import { bottom, contains, overlaps, right, type Box } from '../../../../engine/geometry/index.js';
import { layout, sceneOf } from './layout-helpers.js';

const WORDS = ['order', 'payment', 'gateway', 'service', 'queue', 'retry', 'user', 'ledger', 'audit', 'a much longer label'];
const NODE_TYPES = ['generic', 'service', 'database', 'decision', 'process', 'event', 'network.cloud', 'workflow.start', 'workflow.gateway'];
const GLYPHS = new Set(['workflow.start', 'workflow.gateway']);
const DIRECTIONS = ['TB', 'BT', 'LR', 'RL'] as const;

interface Spec {
  count: number;
  labels: number[];
  types: number[];
  edges: Array<[number, number]>;
  /** For each node: the frame it belongs to (-1: none). Frame 1 nests in frame 0. */
  frameOf: number[];
  direction: (typeof DIRECTIONS)[number];
}

/** Random DAGs (edges from lower to higher index) with up to two frames, one inside the other. */
const specs: fc.Arbitrary<Spec> = fc.integer({ min: 2, max: 12 }).chain((count) =>
  fc.record({
    count: fc.constant(count),
    labels: fc.array(fc.nat(WORDS.length - 1), { minLength: count, maxLength: count }),
    types: fc.array(fc.nat(NODE_TYPES.length - 1), { minLength: count, maxLength: count }),
    edges: fc.uniqueArray(
      fc.tuple(fc.nat(count - 1), fc.nat(count - 1)).filter(([a, b]) => a < b),
      { maxLength: count * 2, selector: ([a, b]) => `${a}-${b}` },
    ),
    frameOf: fc.array(fc.integer({ min: -1, max: 1 }), { minLength: count, maxLength: count }),
    direction: fc.constantFrom(...DIRECTIONS),
  }),
);

function sceneFor(spec: Spec): NormalizedScene {
  const elements: unknown[] = [];
  for (let i = 0; i < spec.count; i++) elements.push({ id: `n${i}`, kind: 'node', nodeType: NODE_TYPES[spec.types[i]!], label: `${WORDS[spec.labels[i]!]} ${i}` });
  spec.edges.forEach(([a, b], i) => elements.push({ id: `e${i}`, kind: 'edge', from: { elementId: `n${a}` }, to: { elementId: `n${b}` } }));
  const inner = spec.frameOf.flatMap((f, i) => (f === 1 ? [`n${i}`] : []));
  const outer = spec.frameOf.flatMap((f, i) => (f === 0 ? [`n${i}`] : []));
  if (inner.length > 0) elements.push({ id: 'inner', kind: 'frame', title: 'Inner', children: inner });
  if (outer.length > 0 || inner.length > 0) elements.push({ id: 'outer', kind: 'frame', title: 'Outer frame', children: inner.length > 0 ? [...outer, 'inner'] : outer });
  return sceneOf(elements, { layoutStrategy: { algorithm: 'hierarchical', direction: spec.direction } });
}

/**
 * Whether the graph stays acyclic with each frame seen as one node at its parent's level
 * (that is what a layered layout with compound nodes ranks).
 */
function collapsesToDag(spec: Spec): boolean {
  const chain = (i: number): string[] => (spec.frameOf[i] === 1 ? ['outer', 'inner'] : spec.frameOf[i] === 0 ? ['outer'] : []);
  const next = new Map<string, Set<string>>();
  for (const [a, b] of spec.edges) {
    const ca = [...chain(a), `n${a}`];
    const cb = [...chain(b), `n${b}`];
    let depth = 0;
    while (ca[depth] === cb[depth]) depth++;
    const from = ca[depth]!;
    const to = cb[depth]!;
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)!.add(to);
  }
  const state = new Map<string, number>();
  const cyclic = (id: string): boolean => {
    if (state.get(id) === 1) return true;
    if (state.get(id) === 2) return false;
    state.set(id, 1);
    for (const to of next.get(id) ?? []) if (cyclic(to)) return true;
    state.set(id, 2);
    return false;
  };
  return ![...next.keys()].some(cyclic);
}

const EPSILON = 0.01;
const nodeBoxes = (result: LayoutResult): Map<string, Box> =>
  new Map(Object.entries(result.computed.elements).flatMap(([id, e]) => (e.kind === 'node' ? [[id, e.box] as [string, Box]] : [])));
const inside = (outer: Box, inner: Box) => contains({ x: outer.x - EPSILON, y: outer.y - EPSILON, width: outer.width + 2 * EPSILON, height: outer.height + 2 * EPSILON }, inner);

function expectNoOverlaps(boxes: Map<string, Box>): void {
  const list = [...boxes];
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      expect(overlaps(list[i]![1], list[j]![1], -EPSILON), `${list[i]![0]} overlaps ${list[j]![0]}`).toBe(false);
    }
  }
}

const RUNS = { numRuns: Number(process.env.PROPERTY_RUNS ?? 14), seed: Number(process.env.PROPERTY_SEED ?? 20260121), endOnFailure: true } as const;

describe('layout properties over generated DAGs with frames', () => {
  it('places without overlaps, members inside frames, ranks along edges, labels inside nodes', async () => {
    await fc.assert(
      fc.asyncProperty(specs, async (spec) => {
        const result = await layout(sceneFor(spec));
        const boxes = nodeBoxes(result);
        expectNoOverlaps(boxes);
        const frames = result.computed.elements;
        for (let i = 0; i < spec.count; i++) {
          const frame = spec.frameOf[i] === 1 ? 'inner' : spec.frameOf[i] === 0 ? 'outer' : undefined;
          if (frame !== undefined) expect(inside((frames[frame] as { box: Box }).box, boxes.get(`n${i}`)!)).toBe(true);
        }
        if (frames.inner !== undefined) expect(inside((frames.outer as { box: Box }).box, (frames.inner as { box: Box }).box)).toBe(true);
        // Frames drawn in one piece can force an edge backwards (a cycle through a frame); only check DAGs that stay DAGs.
        for (const [a, b] of collapsesToDag(spec) ? spec.edges : []) {
          const from = boxes.get(`n${a}`)!;
          const to = boxes.get(`n${b}`)!;
          const ordered = { TB: bottom(from) <= to.y + EPSILON, BT: bottom(to) <= from.y + EPSILON, LR: right(from) <= to.x + EPSILON, RL: right(to) <= from.x + EPSILON }[spec.direction];
          expect(ordered, `edge n${a} -> n${b} against ${spec.direction}`).toBe(true);
        }
        for (const [id, box] of boxes) {
          const label = (frames[id] as { label?: { box: Box } }).label;
          if (label === undefined) continue;
          if (!GLYPHS.has(NODE_TYPES[spec.types[Number(id.slice(1))]!]!)) {
            expect(inside(box, label.box), `label of ${id}`).toBe(true);
            continue;
          }
          // Workflow glyphs carry their label below, clear of every other node.
          expect(label.box.y).toBeGreaterThanOrEqual(bottom(box));
          for (const [other, otherBox] of boxes) if (other !== id) expect(overlaps(label.box, otherBox, -EPSILON), `label of ${id} on ${other}`).toBe(false);
        }
      }),
      RUNS,
    );
  }, 300_000);

  it('is idempotent: laying out the laid-out scene gives the same scene and computed', async () => {
    await fc.assert(
      fc.asyncProperty(specs, async (spec) => {
        const first = await layout(sceneFor(spec));
        const second = await layout(first.scene);
        expect(second.scene).toEqual(first.scene);
        expect(JSON.stringify(second.computed)).toBe(JSON.stringify(first.computed));
      }),
      RUNS,
    );
  }, 300_000);

  it('never moves anchored nodes when others are placed again, and places those without overlaps', async () => {
    await fc.assert(
      fc.asyncProperty(specs, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), async (spec, unplace) => {
        const first = await layout(sceneFor(spec));
        // Take the position away from some nodes: they are placed again, next to the others.
        const elements = first.scene.elements.map((element, i) => (element.kind === 'node' && unplace[i] === true ? { ...element, layout: undefined } : element));
        const second = await layout({ ...first.scene, elements: elements.map((e) => JSON.parse(JSON.stringify(e)) as typeof e) });
        const before = nodeBoxes(first);
        const after = nodeBoxes(second);
        first.scene.elements.forEach((element, i) => {
          if (element.kind === 'node' && unplace[i] !== true) expect(after.get(element.id)).toEqual(before.get(element.id));
        });
        expectNoOverlaps(after);
      }),
      RUNS,
    );
  }, 300_000);
});
