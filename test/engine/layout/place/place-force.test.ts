import { describe, expect, it } from 'vitest';
import { placeForce } from '../../../../engine/layout/place/place-force.js';
import { contains, type Box } from '../../../../engine/geometry/index.js';
import { edge, node, overlappingPairs, sceneIndex, startGeometry } from './layout-fixture.js';

const force = { algorithm: 'forceDirected' };

async function place(fields: Record<string, unknown>) {
  const index = sceneIndex({ layoutStrategy: force, ...fields });
  const geometry = startGeometry(index);
  const diagnostics = await placeForce(index, new Map(), geometry);
  return { index, geometry, diagnostics };
}

const centre = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
const distance = (a: Box, b: Box) => Math.hypot(centre(a).x - centre(b).x, centre(a).y - centre(b).y);

/** Two rings of five nodes joined by one edge; a few loose nodes. */
function twoClusters(): Record<string, unknown>[] {
  const left = ['l0', 'l1', 'l2', 'l3', 'l4'];
  const right = ['r0', 'r1', 'r2', 'r3', 'r4'];
  const ring = (ids: string[]) => ids.map((id, i) => edge(id, ids[(i + 1) % ids.length]!));
  return [...left.map((id) => node(id)), ...right.map((id) => node(id)), node('x1'), node('x2'), ...ring(left), ...ring(right), edge('l0', 'r0'), edge('l2', 'l4'), edge('r1', 'r3')];
}

describe('placeForce', () => {
  it('gives the same boxes on every run', async () => {
    const first = await place({ elements: twoClusters() });
    const second = await place({ elements: twoClusters() });
    expect([...second.geometry.boxes]).toEqual([...first.geometry.boxes]);
  });

  it('boxes every unplaced node, nodeSpacing apart, starting at the margin', async () => {
    const { index, geometry, diagnostics } = await place({ elements: twoClusters() });
    const ids = index.nodes.map((n) => n.id);
    expect(ids.every((id) => geometry.boxes.has(id))).toBe(true);
    expect(overlappingPairs(geometry.boxes, ids, 50)).toEqual([]);
    const boxes = [...geometry.boxes.values()];
    expect(Math.min(...boxes.map((b) => b.x))).toBe(40);
    expect(Math.min(...boxes.map((b) => b.y))).toBe(40);
    expect(diagnostics).toEqual([]);
  });

  it('keeps connected nodes closer together than unconnected ones', async () => {
    const { geometry } = await place({ elements: twoClusters() });
    const at = (id: string) => geometry.boxes.get(id)!;
    const mean = (pairs: Array<[string, string]>) => pairs.reduce((sum, [a, b]) => sum + distance(at(a), at(b)), 0) / pairs.length;
    const within = mean([['l0', 'l1'], ['l1', 'l2'], ['l2', 'l3'], ['l3', 'l4'], ['r0', 'r1'], ['r1', 'r2'], ['r2', 'r3'], ['r3', 'r4']]);
    const across = mean([['l1', 'r2'], ['l2', 'r3'], ['l3', 'r4'], ['l4', 'r1']]);
    expect(within).toBeLessThan(across);
  });

  it('never moves anchored nodes, keeps clear of them, and places their neighbours near them', async () => {
    const anchored = { x: 1000, y: 800, width: 150, height: 60 };
    const { index, geometry } = await place({
      elements: [node('hub', anchored), node('other', { x: 1300, y: 800, width: 150, height: 60 }), node('a'), node('b'), node('c'), edge('hub', 'a'), edge('hub', 'b'), edge('hub', 'c')],
    });
    expect(geometry.boxes.get('hub')).toEqual(anchored);
    expect(geometry.boxes.get('other')).toEqual({ x: 1300, y: 800, width: 150, height: 60 });
    expect(overlappingPairs(geometry.boxes, index.nodes.map((n) => n.id), 50)).toEqual([]);
    for (const id of ['a', 'b', 'c']) expect(distance(geometry.boxes.get(id)!, anchored)).toBeLessThan(600);
  });

  it('keeps members of a frame with its own box inside it, and reports those that cannot fit', async () => {
    const frame = { x: 100, y: 100, width: 600, height: 300 };
    const roomy = await place({ elements: [{ id: 'f', kind: 'frame', ...frame, children: ['a', 'b'] }, node('a'), node('b'), node('c'), edge('a', 'c')] });
    expect(contains(frame, roomy.geometry.boxes.get('a')!)).toBe(true);
    expect(contains(frame, roomy.geometry.boxes.get('b')!)).toBe(true);
    expect(contains(frame, roomy.geometry.boxes.get('c')!)).toBe(false);
    expect(roomy.diagnostics).toEqual([]);

    const tight = await place({ elements: [{ id: 'f', kind: 'frame', x: 100, y: 100, width: 240, height: 140, children: ['a', 'b'] }, node('a'), node('b')] });
    expect(tight.diagnostics.map((d) => [d.code, d.elementId, d.data])).toEqual([['NODE_OUTSIDE_FRAME', 'b', { frameId: 'f' }]]);
    expect(overlappingPairs(tight.geometry.boxes, ['a', 'b'], 50)).toEqual([]);
  });

  it('keeps nodes off frames they are not in, and off text', async () => {
    const frame = { x: 40, y: 40, width: 900, height: 600 };
    const { geometry } = await place({
      elements: [{ id: 'f', kind: 'frame', ...frame, children: [] }, { id: 't', kind: 'text', text: 'note', x: 1000, y: 40, width: 200, height: 40 }, ...['a', 'b', 'c', 'd'].map((id) => node(id)), edge('a', 'b'), edge('c', 'd')],
    });
    for (const id of ['a', 'b', 'c', 'd']) {
      const box = geometry.boxes.get(id)!;
      expect(overlappingPairs(new Map([['n', box], ['f', frame], ['t', { x: 1000, y: 40, width: 200, height: 40 }]]), ['n', 'f', 't'], 50)).toEqual([]);
    }
  });

  it('lays out a few hundred nodes without an overlap', async () => {
    const ids = Array.from({ length: 300 }, (_, i) => `n${i}`);
    const edges = ids.slice(1).map((id, i) => edge(ids[Math.floor(i / 3)]!, id));
    const { geometry } = await place({ elements: [...ids.map((id) => node(id)), ...edges] });
    expect(ids.every((id) => geometry.boxes.has(id))).toBe(true);
    expect(overlappingPairs(geometry.boxes, ids, 50)).toEqual([]);
  });
});
