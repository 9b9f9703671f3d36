import { describe, expect, it } from 'vitest';
import type { RealDrawing } from '../../../harness/drawing-metrics/geometry.js';
import { backEdges, edgesAgainstFlow } from '../../../harness/drawing-metrics/against-flow.js';

const box = (x: number, y: number) => ({ x, y, width: 40, height: 20 });
// The login loop, cut down: Login -> Creds -> Check -> Err -> Login.
const loop = [
  { id: 'login-creds', from: 'Login', to: 'Creds' },
  { id: 'creds-check', from: 'Creds', to: 'Check' },
  { id: 'check-err', from: 'Check', to: 'Err' },
  { id: 'err-login', from: 'Err', to: 'Login' },
];

describe('backEdges', () => {
  it('breaks a loop at the edge that returns to the node the text named first', () => {
    expect([...backEdges(loop)]).toEqual(['err-login']);
  });

  it('follows the text order: the same loop written from Check breaks at the edge into Check', () => {
    const rotated = [loop[2]!, loop[3]!, loop[0]!, loop[1]!];
    expect([...backEdges(rotated)]).toEqual(['creds-check']);
  });
});

describe('edgesAgainstFlow', () => {
  const drawing = (ys: Record<string, number>, direction: RealDrawing['direction'] = 'TB'): RealDrawing => ({
    direction,
    nodes: Object.entries(ys).map(([id, y]) => ({ id, box: direction === 'TB' ? box(0, y) : box(y, 0) })),
    frames: [],
    edges: loop.map((e) => ({ ...e, points: [] })),
    labels: [],
  });

  it('counts nothing when the loop is drawn top-down and only the returning edge climbs', () => {
    expect(edgesAgainstFlow(drawing({ Login: 0, Creds: 100, Check: 200, Err: 300 }))).toEqual([]);
  });

  it('counts the forward edge that climbs when the loop is broken in the wrong place', () => {
    // Check drawn at the top, above Creds (the drawing): Creds -> Check points up.
    expect(edgesAgainstFlow(drawing({ Check: 0, Err: 100, Login: 200, Creds: 300 }))).toEqual(['creds-check']);
  });

  it('reads the flow along x for LR', () => {
    expect(edgesAgainstFlow(drawing({ Login: 0, Creds: 100, Check: 200, Err: 300 }, 'LR'))).toEqual([]);
    expect(edgesAgainstFlow(drawing({ Login: 0, Creds: 300, Check: 200, Err: 400 }, 'LR'))).toEqual(['creds-check']);
  });
});
