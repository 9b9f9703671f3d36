import type { ElkNode } from 'elkjs/lib/elk-api.js';
import { describe, expect, it } from 'vitest';
import { layeredGraphOf, type LayeredGraph } from '../../../../bench/quality-lab/generated/layered-graph.js';
import { countCrossings, medianOrder } from '../../../../bench/quality-lab/generated/median-order.js';
import { orderedGraph } from '../../../../bench/quality-lab/generated/ordered-elk.js';

/** A laid-out DOWN graph: nodes as [id, x, y] (40 x 20 boxes), edges as [id, from, to, route points]. */
function laidOut(nodes: Array<[string, number, number]>, edges: Array<[string, string, string, Array<[number, number]>]>): ElkNode {
  return {
    id: 'root',
    layoutOptions: { 'elk.direction': 'DOWN' },
    children: nodes.map(([id, x, y]) => ({ id, x, y, width: 40, height: 20 })),
    edges: edges.map(([id, from, to, points]) => ({
      id,
      sources: [from],
      targets: [to],
      sections: [{ id: `${id}s`, startPoint: { x: points[0]![0], y: points[0]![1] }, endPoint: { x: points.at(-1)![0], y: points.at(-1)![1] }, bendPoints: points.slice(1, -1).map(([x, y]) => ({ x, y })) }],
    })),
  };
}

const order = (graph: LayeredGraph, layers: number[][]): string[][] => layers.map((layer) => layer.map((v) => graph.names[v]!));

// Two layers drawn crossed: a above c, b above d, but a -> d crosses b -> c (a -> c keeps them one component:
// ELK lays components out apart, so layers are read per component).
const crossed = laidOut(
  [['a', 0, 0], ['b', 100, 0], ['c', 0, 100], ['d', 100, 100]],
  [
    ['e1', 'a', 'd', [[20, 20], [20, 60], [120, 60], [120, 100]]],
    ['e2', 'b', 'c', [[120, 20], [120, 70], [20, 70], [20, 100]]],
    ['e3', 'a', 'c', [[15, 20], [15, 100]]],
  ],
);

describe('layeredGraphOf', () => {
  it("reads ELK's layers and order from the boxes", () => {
    const graph = layeredGraphOf(crossed);
    expect(order(graph, graph.layers)).toEqual([['a', 'b'], ['c', 'd']]);
    expect(countCrossings(graph, graph.layers)).toBe(1);
  });

  it('cuts a long edge into dummies placed where its route crosses each layer', () => {
    const graph = layeredGraphOf(
      laidOut(
        [['a', 0, 0], ['b', 100, 100], ['c', 200, 100], ['d', 0, 200]],
        [
          ['long', 'a', 'd', [[20, 20], [20, 50], [300, 50], [300, 150], [20, 150], [20, 200]]],
          ['short', 'b', 'd', [[120, 120], [120, 200]]],
          ['other', 'c', 'd', [[220, 120], [220, 160], [25, 160], [25, 200]]],
        ],
      ),
    );
    expect(order(graph, graph.layers)).toEqual([['a'], ['b', 'c', 'long#1'], ['d']]);
    expect(graph.chains.get('long')?.vertices.map((v) => graph.names[v])).toEqual(['a', 'long#1', 'd']);
  });

  it('reads a backward edge as running upwards, and gives it back to ELK as a downward chain', () => {
    const drawn = laidOut(
      [['a', 0, 0], ['b', 0, 100], ['c', 0, 200]],
      [['down1', 'a', 'b', [[20, 20], [20, 100]]], ['down2', 'b', 'c', [[20, 120], [20, 200]]], ['back', 'c', 'a', [[40, 200], [40, 160], [80, 160], [80, 40], [40, 40], [40, 20]]]],
    );
    const graph = layeredGraphOf(drawn);
    expect(graph.chains.get('back')?.reversed).toBe(true);
    const input = orderedGraph(drawn, graph, graph.layers, 'dummies as nodes');
    expect(input.children?.map((c) => c.id)).toContain('dummy:back#1');
    const pieces = input.edges?.filter((e) => e.id.startsWith('back~')).map((e) => `${e.sources[0]}>${e.targets[0]}`);
    expect(pieces).toEqual(['a>dummy:back#1', 'dummy:back#1>c']);
  });
});

describe('medianOrder', () => {
  it('uncrosses two crossed edges', () => {
    const graph = layeredGraphOf(crossed);
    const result = medianOrder(graph);
    expect(result.startCrossings).toBe(1);
    expect(result.crossings).toBe(0);
    expect(countCrossings(graph, result.layers)).toBe(0);
  });

  it('gives the order back to ELK as positions that keep it', () => {
    const graph = layeredGraphOf(crossed);
    const result = medianOrder(graph);
    const input = orderedGraph(crossed, graph, result.layers, 'semi-interactive');
    expect(input.layoutOptions?.['elk.layered.crossingMinimization.semiInteractive']).toBe('true');
    const x = (id: string): number => Number(/\((\d+),/.exec(input.children!.find((c) => c.id === id)!.layoutOptions!['elk.position']!)![1]);
    const top = order(graph, result.layers)[0]!;
    const bottom = order(graph, result.layers)[1]!;
    expect(x(top[0]!)).toBeLessThan(x(top[1]!));
    expect(x(bottom[0]!)).toBeLessThan(x(bottom[1]!));
  });
});
