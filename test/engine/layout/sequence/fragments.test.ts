import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { type FontBytes } from '../../../../engine/measure/index.js';
import type { ComputedEdge } from '../../../../engine/model/computed.js';
import { bottom, contains, type Box } from '../../../../engine/geometry/index.js';
import { fragment, laidOut, lifeline, message, note } from './sequence-fixture.js';

let fonts: FontBytes;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
});

const pointsIn = (box: Box, edge: ComputedEdge) => edge.points.every((p) => p.x > box.x && p.x < box.x + box.width && p.y > box.y && p.y < box.y + box.height);

describe('sequence fragments', () => {
  const scene = [
    lifeline('a'),
    lifeline('b'),
    lifeline('c'),
    message('before', 'a', 'b', 'before'),
    message('try', 'a', 'b', 'try'),
    message('ask', 'b', 'c', 'ask'),
    note('n', 'c', 'waits'),
    message('again', 'b', 'b', 'again'),
    message('after', 'b', 'a', 'after'),
    fragment('inner', 'opt [slow]', ['ask', 'n']),
    fragment('loop', 'loop [retry]', ['try', 'inner', 'again']),
  ];

  it('encloses its messages (arrows and labels) and notes, from just above the first to just below the last', () => {
    const { frame, edge, node } = laidOut(fonts, scene);
    const loop = frame('loop');
    expect(loop.containerType).toBe('fragment');
    for (const id of ['try', 'ask', 'again']) {
      expect(pointsIn(loop.box, edge(id))).toBe(true);
      expect(contains(loop.box, edge(id).label!.box)).toBe(true);
    }
    expect(contains(loop.box, node('n').box)).toBe(true);
    expect(pointsIn(loop.box, edge('before'))).toBe(false);
    expect(pointsIn(loop.box, edge('after'))).toBe(false);
    expect(loop.box.y).toBeGreaterThan(edge('before').points[0]!.y);
    expect(bottom(loop.box)).toBeLessThan(edge('after').label!.box.y);
  });

  it('keeps the title in a tab in the top-left corner, above the first message label', () => {
    const { frame, edge } = laidOut(fonts, scene);
    const loop = frame('loop');
    expect(loop.tab).toMatchObject({ x: loop.box.x, y: loop.box.y });
    expect(loop.title!.runs.map((run) => run.text)).toEqual(['loop [retry]']);
    expect(contains(loop.tab!, loop.title!.box)).toBe(true);
    expect(bottom(loop.tab!)).toBeLessThan(edge('try').label!.box.y);
  });

  it('nests a fragment listed as a child inside its parent, around its own rows only', () => {
    const { frame, edge, node } = laidOut(fonts, scene);
    const [loop, inner] = [frame('loop'), frame('inner')];
    expect(contains(loop.box, inner.box)).toBe(true);
    expect(inner.box.y).toBeGreaterThan(loop.box.y);
    expect(bottom(inner.box)).toBeLessThan(bottom(loop.box));
    expect(inner.box.x).toBeGreaterThan(loop.box.x);
    expect(pointsIn(inner.box, edge('ask'))).toBe(true);
    expect(contains(inner.box, node('n').box)).toBe(true);
    expect(pointsIn(inner.box, edge('try'))).toBe(false);
    expect(pointsIn(inner.box, edge('again'))).toBe(false);
  });

  it('draws a fragment without rows after the last row, across the lifelines', () => {
    const { frame, node, edge } = laidOut(fonts, [lifeline('a'), lifeline('b'), message('m', 'a', 'b'), fragment('empty', 'alt', [])]);
    const box = frame('empty').box;
    expect(box.y).toBeGreaterThan(edge('m').points[0]!.y);
    expect(box.x).toBeLessThan(node('a').box.x);
    expect(bottom(box)).toBeLessThanOrEqual(node('a').lifeline!.bottom);
  });
});
