import type { EdgeValue, ElementInput, ElementValue, EndpointValue, FrameValue, GroupValue, NodeValue, SceneDocumentInput } from '../schema/index.js';
import { normalizeScene } from '../engine/normalize/index.js';
import type { ComputedNode, ComputedTable } from '../engine/model/computed.js';
import { bottom, pointOnSide, right, type Box, type Point } from '../engine/geometry/index.js';
import type { Geometry, SceneIndex } from '../engine/layout/types.js';
import type { NormalizedScene } from '../engine/model/index.js';

/**
 * Small hand-built scenes for the routing and label tests: elements, boxes placed by hand,
 * and the SceneIndex, Geometry and ComputedNode map the stages read (built here, so these
 * tests do not depend on the placement stages).
 */
export interface Fixture {
  index: SceneIndex;
  geometry: Geometry;
  nodes: Map<string, ComputedNode>;
}

export interface FixtureOptions {
  direction?: 'TB' | 'BT' | 'LR' | 'RL';
  extra?: Partial<SceneDocumentInput>;
  /** Per node id: ER table rows by column name (boxes), stacked by the test. */
  tables?: Record<string, ComputedTable>;
}

export function node(id: string, extra: Partial<Extract<ElementInput, { kind: 'node' }>> = {}): ElementInput {
  return { kind: 'node', id, nodeType: 'service', ...extra };
}

export function edge(id: string, from: string | Partial<EndpointValue>, to: string | Partial<EndpointValue>, extra: Partial<Extract<ElementInput, { kind: 'edge' }>> = {}): ElementInput {
  const end = (e: string | Partial<EndpointValue>): EndpointValue => (typeof e === 'string' ? { elementId: e } : (e as EndpointValue));
  return { kind: 'edge', id, from: end(from), to: end(to), ...extra };
}

export function frame(id: string, children: string[], extra: Partial<Extract<ElementInput, { kind: 'frame' }>> = {}): ElementInput {
  return { kind: 'frame', id, children, ...extra };
}

export function box(x: number, y: number, width: number, height: number): Box {
  return { x, y, width, height };
}

export function fixture(elements: ElementInput[], boxes: Record<string, Box>, options: FixtureOptions = {}): Fixture {
  return fixtureOf(normalizeScene({ schemaVersion: '0.1', scene: { id: 'test' }, elements, ...options.extra }), boxes, options);
}

/** The same from a scene already normalized (the benchmark joins scenes past the element limit). */
export function fixtureOf(scene: NormalizedScene, boxes: Record<string, Box>, options: FixtureOptions = {}): Fixture {
  const byId = new Map<string, ElementValue>(scene.elements.map((e) => [e.id, e]));
  const of = <K extends ElementValue['kind']>(kind: K) => scene.elements.filter((e): e is Extract<ElementValue, { kind: K }> => e.kind === kind);
  const nodes = of('node') as NodeValue[];
  const edges = of('edge') as EdgeValue[];
  const frames = of('frame') as FrameValue[];
  const groups = of('group') as GroupValue[];
  const frameOf = new Map<string, string>();
  const groupOf = new Map<string, string>();
  const childrenOf = new Map<string, string[]>();
  for (const f of frames) {
    childrenOf.set(f.id, f.children);
    for (const c of f.children) frameOf.set(c, f.id);
  }
  for (const g of groups) {
    childrenOf.set(g.id, g.children);
    for (const c of g.children) groupOf.set(c, g.id);
  }
  const edgesOf = new Map<string, EdgeValue[]>();
  for (const e of edges) {
    for (const id of new Set([e.from.elementId, e.to.elementId])) edgesOf.set(id, [...(edgesOf.get(id) ?? []), e]);
  }
  const index: SceneIndex = {
    scene,
    family: scene.diagramFamily,
    strategy: { algorithm: 'hierarchical', direction: options.direction ?? 'TB', nodeSpacing: 50, rankSpacing: 80, nodeWidth: 150, nodeHeight: 60, nodeSizing: 'minimum', labelWrapWidth: 200 },
    byId,
    nodes,
    edges,
    frames,
    groups,
    texts: [],
    images: [],
    guides: [],
    frameOf,
    groupOf,
    childrenOf,
    edgesOf,
  };
  const geometry: Geometry = { boxes: new Map(Object.entries(boxes)), anchored: new Set() };
  const computed = new Map<string, ComputedNode>();
  for (const n of nodes) {
    const b = boxes[n.id];
    if (b === undefined) continue;
    const computedNode: ComputedNode = {
      kind: 'node',
      box: b,
      shape: n.shape ?? 'rect',
      ports: n.ports.map((p) => ({ id: p.id, side: p.side, ...pointOnSide(b, p.side, p.offset) })),
    };
    const table = options.tables?.[n.id];
    if (table !== undefined) computedNode.table = table;
    computed.set(n.id, computedNode);
  }
  return { index, geometry, nodes: computed };
}

/** Whether a point lies on the border of a box (within 0.01 px). */
export function onBorder(point: Point, b: Box): boolean {
  const e = 0.011;
  const withinX = point.x >= b.x - e && point.x <= right(b) + e;
  const withinY = point.y >= b.y - e && point.y <= bottom(b) + e;
  const onVertical = Math.abs(point.x - b.x) <= e || Math.abs(point.x - right(b)) <= e;
  const onHorizontal = Math.abs(point.y - b.y) <= e || Math.abs(point.y - bottom(b)) <= e;
  return (withinY && onVertical) || (withinX && onHorizontal);
}

/** Whether every segment of a polyline is horizontal or vertical. */
export function axisParallel(points: readonly Point[]): boolean {
  return points.every((p, i) => i === 0 || p.x === points[i - 1]!.x || p.y === points[i - 1]!.y);
}

/** Whether a polyline passes through the open interior of a box. */
export function crossesBox(points: readonly Point[], b: Box): boolean {
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const c = points[i]!;
    if (a.y === c.y && a.y > b.y && a.y < bottom(b) && Math.min(right(b), Math.max(a.x, c.x)) > Math.max(b.x, Math.min(a.x, c.x))) return true;
    if (a.x === c.x && a.x > b.x && a.x < right(b) && Math.min(bottom(b), Math.max(a.y, c.y)) > Math.max(b.y, Math.min(a.y, c.y))) return true;
  }
  return false;
}
