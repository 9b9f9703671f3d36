import { describe, expect, it } from 'vitest';
import type { RealDrawing } from '../../../../harness/drawing-metrics/geometry.js';
import { missedRows } from '../../../../bench/quality-lab/real/metrics/er-rows.js';
import { ambiguousLabels } from '../../../../bench/quality-lab/real/metrics/label-ambiguity.js';
import { layersOf, overlongEdges } from '../../../../bench/quality-lab/real/metrics/long-edges.js';

const pts = (...points: Array<[number, number]>) => points.map(([x, y]) => ({ x, y }));

describe('ambiguousLabels', () => {
  it('finds a label sitting beside another edge rather than its own (two labels side by side in one gap)', () => {
    const edges = [
      { id: 'contains', from: 'ORDER', to: 'LINE_ITEM', points: pts([100, 0], [100, 200]) },
      { id: 'ordered-in', from: 'PRODUCT', to: 'LINE_ITEM', points: pts([160, 0], [160, 200]) },
    ];
    // contains's label is on its line; ordered in's label drifted left, next to contains.
    const labels = [
      { edge: 'contains', box: { x: 80, y: 90, width: 40, height: 20 } },
      { edge: 'ordered-in', box: { x: 105, y: 90, width: 30, height: 20 } },
    ];
    expect(ambiguousLabels(labels, edges)).toEqual(['ordered-in']);
  });
});

describe('missedRows', () => {
  const drawing = (endY: number): RealDrawing => ({
    direction: 'TB',
    nodes: [{ id: 'ORDER', box: { x: 0, y: 100, width: 120, height: 90 } }],
    frames: [],
    edges: [{ id: 'places', from: 'CUSTOMER', to: 'ORDER', points: pts([-100, 20], [-100, endY], [0, endY]) }],
    labels: [],
    rows: [
      { node: 'ORDER', name: 'id', box: { x: 0, y: 130, width: 120, height: 30 } },
      { node: 'ORDER', name: 'customer_id', box: { x: 0, y: 160, width: 120, height: 30 } },
    ],
  });
  const named = [{ edge: 'places', end: 'to' as const, node: 'ORDER', column: 'customer_id' }];

  it('counts an end landing on the PK row when the FK row is named, and accepts the FK row', () => {
    expect(missedRows(drawing(145), named)).toEqual(named);
    expect(missedRows(drawing(175), named)).toEqual([]);
  });

  it('says n/a (undefined) for a drawing without rows', () => {
    expect(missedRows({ ...drawing(175), rows: undefined }, named)).toBeUndefined();
  });
});

describe('overlongEdges', () => {
  const node = (id: string, y: number) => ({ id, box: { x: 0, y, width: 40, height: 20 } });
  const edge = (id: string, from: string, to: string) => ({ id, from, to, points: [] });
  const drawing = (nodes: RealDrawing['nodes'], edges: RealDrawing['edges']): RealDrawing => ({ direction: 'TB', nodes, frames: [], edges, labels: [] });

  it('reads layers from boxes overlapping along the flow', () => {
    expect([...layersOf(drawing([node('a', 0), node('b', 5), node('c', 100)], [])).values()]).toEqual([0, 0, 1]);
  });

  it('counts an edge spanning four layers when it needs one, not one the longest path forces', () => {
    // a -> b -> c -> d -> e in a column, and a -> e: needs 4 layers, drawn over 4: fine.
    const chain = ['a', 'b', 'c', 'd', 'e'].map((id, i) => node(id, i * 100));
    const edges = [edge('ab', 'a', 'b'), edge('bc', 'b', 'c'), edge('cd', 'c', 'd'), edge('de', 'd', 'e'), edge('ae', 'a', 'e')];
    expect(overlongEdges(drawing(chain, edges))).toEqual([]);
    // x hangs off a with nothing else, drawn at the bottom: a -> x spans 4 layers, 1 is enough.
    expect(overlongEdges(drawing([...chain, node('x', 400)], [...edges, edge('ax', 'a', 'x')]))).toEqual(['ax']);
  });

  it('reads the layers of each connected part on its own: a node of another part between two layers is no layer of this edge', () => {
    // A -> B, A -> Q (a label layer between them: A at 0, B at 100, Q at 200); beside them
    // p -> r -> s with r at 60 and s at 140. Read together, r and s make A -> Q four layers long.
    const nodes = [node('A', 0), node('B', 100), node('Q', 200), node('p', 0), node('r', 60), node('s', 140)];
    const edges = [edge('AB', 'A', 'B'), edge('AQ', 'A', 'Q'), edge('pr', 'p', 'r'), edge('rs', 'r', 's')];
    expect(overlongEdges(drawing(nodes, edges))).toEqual([]);
  });

  it('joins the parts an edge to a frame links: its members and the other end share layer lines', () => {
    // x -> frame (a..d in a column), x -> y with y beside d: three layers where one is enough.
    const nodes = [node('a', 0), node('b', 100), node('c', 200), node('d', 300), node('x', 0), node('y', 300)];
    const edges = [edge('ab', 'a', 'b'), edge('bc', 'b', 'c'), edge('cd', 'c', 'd'), edge('fx', 'x', 'frame'), edge('xy', 'x', 'y')];
    const frames = [{ id: 'frame', box: { x: 0, y: 0, width: 40, height: 320 }, members: ['a', 'b', 'c', 'd'] }];
    expect(overlongEdges({ ...drawing(nodes, edges), frames })).toEqual(['xy']);
  });
});
