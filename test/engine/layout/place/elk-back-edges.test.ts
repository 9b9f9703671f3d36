import { describe, expect, it } from 'vitest';
import { edgesTyingFrames, elkBackEdges } from '../../../../engine/layout/place/elk-back-edges.js';

describe('elkBackEdges: the loops ELK is handed reversed', () => {
  it('breaks a retry loop at the edge back to an earlier node, not at the forward edge into the loop', () => {
    // Issue 30, problem 1: Login -> Creds -> Check -> Err -> Login; Home named before Check.
    const order = ['Start', 'Auth', 'Login', 'Home', 'Creds', 'Check', 'Err'];
    const edges = [
      { from: 'Start', to: 'Auth' },
      { from: 'Auth', to: 'Login' },
      { from: 'Auth', to: 'Home' },
      { from: 'Login', to: 'Creds' },
      { from: 'Creds', to: 'Check' },
      { from: 'Check', to: 'Err' },
      { from: 'Err', to: 'Login' },
      { from: 'Check', to: 'Home' },
    ];
    expect(elkBackEdges(edges, new Map(order.map((id) => [id, '']) as Array<[string, string]>), order)).toEqual([false, false, false, false, false, false, true, false]);
  });

  it('compares edges between frames where they meet: a frame whose members come first in the text comes first', () => {
    // Issue 30, problem 2: right (x1, x2) --> middle (z1), middle --> x2.
    const parent = new Map([
      ['right', ''],
      ['middle', ''],
      ['x1', 'right'],
      ['x2', 'right'],
      ['z1', 'middle'],
    ]);
    const order = ['x1', 'middle', 'z1', 'right', 'x2'];
    expect(elkBackEdges([{ from: 'right', to: 'middle' }, { from: 'middle', to: 'x2' }, { from: 'x1', to: 'x2' }], parent, order)).toEqual([false, true, false]);
  });

  it('reverses nothing in a graph without cycles, whatever its order', () => {
    const parent = new Map([
      ['a', ''],
      ['b', ''],
    ]);
    expect(elkBackEdges([{ from: 'b', to: 'a' }], parent, ['a', 'b'])).toEqual([false]);
  });
});

describe('edgesTyingFrames: the edges left out of ELK\'s graph so that frames tied into a loop lie side by side', () => {
  // Issue 30, problem 2: right (x1, x2), middle (z1), left (y2).
  const parent = new Map([
    ['right', ''],
    ['middle', ''],
    ['left', ''],
    ['after', ''],
    ['x1', 'right'],
    ['x2', 'right'],
    ['z1', 'middle'],
    ['y2', 'left'],
  ]);
  const isFrame = (id: string) => ['right', 'middle', 'left'].includes(id);

  it('leaves out every edge between frames of a loop made of frames only, and no other', () => {
    const edges = [
      { from: 'x1', to: 'y2' },
      { from: 'left', to: 'middle' },
      { from: 'right', to: 'middle' },
      { from: 'middle', to: 'x2' },
      { from: 'x1', to: 'x2' },
      { from: 'middle', to: 'after' },
    ];
    expect(edgesTyingFrames(edges, parent, isFrame)).toEqual([true, true, true, true, false, false]);
  });

  it('leaves out nothing when the loop runs through a plain node, or when frames make no loop', () => {
    expect(edgesTyingFrames([{ from: 'right', to: 'after' }, { from: 'after', to: 'x2' }], parent, isFrame)).toEqual([false, false]);
    expect(edgesTyingFrames([{ from: 'right', to: 'middle' }, { from: 'x1', to: 'y2' }], parent, isFrame)).toEqual([false, false]);
  });
});
