import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { measureScene, type FontBytes, type MeasuredScene } from '../../../../engine/measure/index.js';
import { EDGE_LABEL_PADDING, edgeLabelSizes, placeEdgeLabels } from '../../../../engine/layout/labels/edge-labels.js';
import { routeEdges } from '../../../../engine/layout/routing/route-edges.js';
import type { EdgeRoute, ErEdge } from '../../../../engine/layout/types.js';
import { center, overlaps, type Box } from '../../../../engine/geometry/index.js';
import { box, edge, fixture, frame, node, type Fixture } from '../../../../harness/routing-scenes.js';

let fonts: FontBytes;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
});

/** The fixture's scene measured (its edge labels). */
const measured = (f: Fixture): MeasuredScene => measureScene(f.index.scene, fonts);

const orthogonal = (points: Array<[number, number]>, selfLoop = false): EdgeRoute => ({ router: 'orthogonal', points: points.map(([x, y]) => ({ x, y })), selfLoop });
const nodeBoxes = (f: Fixture): Map<string, Box> => new Map([...f.geometry.boxes]);
const place = (f: Fixture, routes: Map<string, EdgeRoute>, er: Map<string, ErEdge> = new Map()) => placeEdgeLabels(f.index, routes, nodeBoxes(f), measured(f), er);

describe('plain labels', () => {
  it('centres the label on the longest segment, with padding around the text', () => {
    const f = fixture([node('a'), node('b'), edge('e', 'a', 'b', { label: 'calls' })], { a: box(0, 0, 100, 40), b: box(300, 200, 100, 40) });
    const label = place(f, new Map([['e', orthogonal([[50, 40], [50, 120], [350, 120], [350, 200]])]])).get('e')!;
    expect(center(label.box).x).toBeCloseTo(200, 1);
    expect(center(label.box).y).toBeCloseTo(120, 1);
    const [run] = label.runs;
    expect(label.runs).toHaveLength(1);
    expect(run).toMatchObject({ text: 'calls', anchor: 'middle', fontSize: 12, weight: 'normal', italic: false });
    expect(run!.x).toBeCloseTo(200, 1);
    expect(label.box.width).toBeCloseTo(run!.width + 2 * EDGE_LABEL_PADDING, 1);
    expect(label.font).toBe('sans');
  });

  it('sets each line of a multi-line label as its own centred run', () => {
    const f = fixture([node('a'), node('b'), edge('e', 'a', 'b', { label: 'two\nlines here' })], { a: box(0, 0, 100, 40), b: box(0, 300, 100, 40) });
    const label = place(f, new Map([['e', orthogonal([[50, 40], [50, 300]])]])).get('e')!;
    expect(label.runs.map((r) => r.text)).toEqual(['two', 'lines here']);
    expect(label.runs[1]!.y - label.runs[0]!.y).toBeCloseTo(label.lineHeight, 2);
    expect(label.runs[0]!.x).toBe(label.runs[1]!.x);
  });

  it('takes font size, weight and family from the edge style, inline or named', () => {
    const f = fixture(
      [node('a'), node('b'), edge('e1', 'a', 'b', { label: 'big', style: { fontSize: 16, fontWeight: 'bold' } }), edge('e2', 'b', 'a', { label: 'mono', style: 'code' })],
      { a: box(0, 0, 100, 40), b: box(0, 300, 100, 40) },
      { extra: { styles: { code: { fontFamily: 'JetBrains Mono' } } } },
    );
    const labels = place(f, new Map([['e1', orthogonal([[30, 40], [30, 300]])], ['e2', orthogonal([[70, 300], [70, 40]])]]));
    expect(labels.get('e1')!.runs[0]).toMatchObject({ fontSize: 16, weight: 'bold' });
    expect(labels.get('e2')!.font).toBe('mono');
  });
});

describe('tiered labels', () => {
  it('sets EVENT [guard] / action as event, guard and action runs', () => {
    const f = fixture([node('a'), node('b'), edge('e', 'a', 'b', { label: 'submit [valid] / save()' })], { a: box(0, 0, 100, 40), b: box(0, 300, 100, 40) });
    const label = place(f, new Map([['e', orthogonal([[50, 40], [50, 300]])]])).get('e')!;
    expect(label.runs.map((r) => [r.role, r.text, r.fontSize, r.italic])).toEqual([
      ['event', 'submit', 12, false],
      ['guard', '[valid]', 10, false],
      ['action', '/ save()', 10, true],
    ]);
    // Inside the padded box.
    for (const run of label.runs) {
      expect(run.x).toBeGreaterThanOrEqual(label.box.x + EDGE_LABEL_PADDING - 0.01);
      expect(run.x + run.width).toBeLessThanOrEqual(label.box.x + label.box.width - EDGE_LABEL_PADDING + 0.01);
    }
  });
});

describe('ER labels', () => {
  const er = new Map<string, ErEdge>([['e', { from: { column: 'user_id' }, to: {}, suppressLabel: true }]]);

  it('drops a label the ER stage suppressed', () => {
    const f = fixture([node('a'), node('b'), edge('e', 'a', 'b', { label: 'user_id' })], { a: box(0, 0, 100, 40), b: box(0, 300, 100, 40) });
    expect(place(f, new Map([['e', orthogonal([[50, 40], [50, 300]])]]), er).has('e')).toBe(false);
    expect(edgeLabelSizes(f.index, measured(f), er).has('e')).toBe(false);
  });

  it('keeps it with style.forceLabel', () => {
    const f = fixture([node('a'), node('b'), edge('e', 'a', 'b', { label: 'user_id', style: { forceLabel: true } })], { a: box(0, 0, 100, 40), b: box(0, 300, 100, 40) });
    expect(place(f, new Map([['e', orthogonal([[50, 40], [50, 300]])]]), er).get('e')!.runs[0]!.text).toBe('user_id');
  });
});

describe('positions', () => {
  it('moves off a node standing next to the line', () => {
    const c = box(150, -30, 100, 40);
    const f = fixture([node('a'), node('b'), node('c'), edge('e', 'a', 'b', { label: 'long enough label' })], { a: box(0, 0, 100, 40), b: box(300, 0, 100, 40), c });
    const label = place(f, new Map([['e', orthogonal([[100, 20], [300, 20]])]])).get('e')!;
    expect(overlaps(label.box, c)).toBe(false);
    for (const b of [box(0, 0, 100, 40), box(300, 0, 100, 40)]) expect(overlaps(label.box, b)).toBe(false);
  });

  it('stays on the line inside a frame (only a frame border is in the way)', () => {
    const f = fixture(
      [node('a'), node('b'), frame('f', ['a', 'b']), edge('e', 'a', 'b', { label: 'inside' })],
      { a: box(20, 40, 100, 40), b: box(20, 300, 100, 40), f: box(0, 0, 300, 400) },
    );
    const label = place(f, new Map([['e', orthogonal([[70, 80], [70, 300]])]])).get('e')!;
    expect(center(label.box)).toEqual({ x: expect.closeTo(70, 1), y: expect.closeTo(190, 1) });
  });

  it('keeps off a frame border and off extra solid boxes given under other keys', () => {
    const f = fixture(
      [node('a'), node('b'), frame('f', ['b']), edge('e', 'a', 'b', { label: 'crossing' })],
      { a: box(0, 0, 100, 40), b: box(0, 260, 100, 40), f: box(-20, 150, 200, 200) },
    );
    const extra = box(30, 90, 40, 20);
    const obstacles = new Map([...f.geometry.boxes, ['b#label', extra]]);
    const label = placeEdgeLabels(f.index, new Map([['e', orthogonal([[50, 40], [50, 260]])]]), obstacles, measured(f), new Map()).get('e')!;
    const frameBox = box(-20, 150, 200, 200);
    const straddles = overlaps(label.box, frameBox) && !(label.box.y >= frameBox.y && label.box.y + label.box.height <= frameBox.y + frameBox.height);
    expect(straddles).toBe(false);
    expect(overlaps(label.box, extra)).toBe(false);
  });

  it('puts the middle of a curved route under a curved label', () => {
    const f = fixture([node('a'), node('b'), edge('e', 'a', 'b', { label: 'x' })], { a: box(0, 0, 100, 40), b: box(0, 300, 100, 40) });
    const curved: EdgeRoute = { router: 'curved', points: [{ x: 50, y: 40 }, { x: 50, y: 140 }, { x: 50, y: 200 }, { x: 50, y: 300 }], selfLoop: false };
    const label = place(f, new Map([['e', curved]])).get('e')!;
    expect(center(label.box).x).toBeCloseTo(50, 1);
    expect(center(label.box).y).toBeGreaterThan(150);
    expect(center(label.box).y).toBeLessThan(190);
  });

  it('sits beside a self-loop, outside it', () => {
    const a = box(0, 0, 120, 60);
    const f = fixture([node('a'), edge('l', 'a', 'a', { label: 'retry' })], { a });
    const sizes = edgeLabelSizes(f.index, measured(f), new Map());
    const routes = routeEdges(f.index, f.geometry, f.nodes, new Map(), { labelSizes: sizes });
    const loop = routes.get('l')!;
    const label = place(f, routes).get('l')!;
    const farX = loop.points[1]!.x;
    expect(label.box.x).toBeGreaterThanOrEqual(farX);
    expect(center(label.box).y).toBeCloseTo(30, 1);
    // The loop spans the label's height along the side.
    expect(loop.points[3]!.y - loop.points[0]!.y).toBeCloseTo(sizes.get('l')!.height, 1);
  });
});

describe('a crowded diagram', () => {
  it('places every label off every node and off every other label', () => {
    const elements = [
      ...['a0', 'a1', 'a2', 'a3', 'b0', 'b1', 'b2', 'b3'].map((id) => node(id)),
      ...[[0, 0], [0, 1], [0, 2], [1, 0], [1, 3], [2, 1], [2, 2], [3, 0], [3, 3], [1, 1], [2, 3], [3, 2]].map(([i, j], k) =>
        edge(`e${k}`, `a${i}`, `b${j}`, { label: k % 3 === 0 ? `ev${k} [ok] / act()` : `request ${k}` })),
    ];
    const boxes: Record<string, Box> = {};
    for (let i = 0; i < 4; i++) {
      boxes[`a${i}`] = box(i * 170, 0, 120, 50);
      boxes[`b${i}`] = box(i * 170, 260, 120, 50);
    }
    const f = fixture(elements, boxes);
    const routes = routeEdges(f.index, f.geometry, f.nodes, new Map());
    const labels = [...place(f, routes).values()];
    expect(labels).toHaveLength(12);
    labels.forEach((label, i) => {
      for (const b of Object.values(boxes)) expect(overlaps(label.box, b)).toBe(false);
      labels.forEach((other, j) => {
        if (i !== j) expect(overlaps(label.box, other.box), `${label.runs[0]!.text} / ${other.runs[0]!.text}`).toBe(false);
      });
    });
  });
});

describe('determinism', () => {
  it('gives the same routes and labels twice', () => {
    const build = () => {
      const f = fixture(
        [node('a'), node('b'), node('c'), edge('e1', 'a', 'b', { label: 'one' }), edge('e2', 'a', 'c', { label: 'go [x] / y' }), edge('l', 'c', 'c', { label: 'loop' })],
        { a: box(0, 0, 100, 40), b: box(0, 200, 100, 40), c: box(250, 200, 100, 40) },
      );
      const routes = routeEdges(f.index, f.geometry, f.nodes, new Map(), { labelSizes: edgeLabelSizes(f.index, measured(f), new Map()) });
      return JSON.stringify([[...routes], [...place(f, routes)]]);
    };
    expect(build()).toBe(build());
  });
});
