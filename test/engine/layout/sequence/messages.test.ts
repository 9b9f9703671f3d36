import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { createMeasurer, type FontBytes, type Measurer } from '../../../../engine/measure/index.js';
import { bottom, contains, right } from '../../../../engine/geometry/index.js';
import { laidOut, lifeline, message, note } from './sequence-fixture.js';

let m: Measurer;
let fonts: FontBytes;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
  m = createMeasurer(fonts);
});

const three = [lifeline('a'), lifeline('b'), lifeline('c')];

describe('sequence messages', () => {
  it('runs messages and notes top to bottom by their position in elements', () => {
    const { edge, node } = laidOut(fonts, [
      ...three,
      message('m1', 'a', 'b', 'first'),
      note('n1', 'b', 'between'),
      message('m2', 'c', 'a'),
      message('m3', 'b', 'c', 'third'),
      note('n2', ['a', 'c'], 'after'),
      message('m4', 'a', 'a', 'self'),
    ]);
    const ys = [edge('m1').points[0]!.y, node('n1').box.y, edge('m2').points[0]!.y, edge('m3').points[0]!.y, node('n2').box.y, edge('m4').points[0]!.y];
    for (let i = 1; i < ys.length; i++) expect(ys[i]).toBeGreaterThan(ys[i - 1]!);
    // Rows do not overlap: each starts below the previous one's extent.
    expect(node('n1').box.y).toBeGreaterThan(edge('m1').points[0]!.y);
    expect(edge('m2').points[0]!.y).toBeGreaterThan(bottom(node('n1').box));
    expect(edge('m3').label!.box.y).toBeGreaterThan(edge('m2').points[0]!.y);
  });

  it('draws a message as a horizontal straight arrow between lifelines, its label centred above it', () => {
    const { edge, node } = laidOut(fonts, [...three, message('m', 'c', 'a', 'request')]);
    const { points, label, router, selfLoop } = edge('m');
    expect(router).toBe('straight');
    expect(selfLoop).toBe(false);
    expect(points).toEqual([{ x: node('c').lifeline!.x, y: points[0]!.y }, { x: node('a').lifeline!.x, y: points[0]!.y }]);
    expect(bottom(label!.box)).toBeLessThan(points[0]!.y);
    expect(label!.box.x + label!.box.width / 2).toBeCloseTo((points[0]!.x + points[1]!.x) / 2, 1);
    expect(points[0]!.y).toBeGreaterThan(bottom(node('a').box));
  });

  it('widens the gap between two lifelines for a long label, and only that gap', () => {
    const long = 'a label much longer than the default gap between two lifelines';
    const plain = laidOut(fonts, [...three, message('m', 'b', 'c', 'ok')]);
    const wide = laidOut(fonts, [...three, message('m', 'b', 'c', long)]);
    const gap = (laid: typeof plain, left: string, right: string) => laid.node(right).lifeline!.x - laid.node(left).lifeline!.x;
    expect(gap(wide, 'a', 'b')).toBe(gap(plain, 'a', 'b'));
    expect(gap(wide, 'b', 'c')).toBeGreaterThan(gap(plain, 'b', 'c'));
    const label = wide.edge('m').label!.box;
    expect(label.x).toBeGreaterThan(wide.node('b').lifeline!.x);
    expect(right(label)).toBeLessThan(wide.node('c').lifeline!.x);
  });

  it('spreads a long label across every gap it spans', () => {
    const long = 'a label much longer than two default gaps between lifelines, even together';
    const { node, edge } = laidOut(fonts, [...three, message('m', 'a', 'c', long)]);
    const label = edge('m').label!.box;
    expect(label.x).toBeGreaterThan(node('a').lifeline!.x);
    expect(right(label)).toBeLessThan(node('c').lifeline!.x);
    expect(node('b').lifeline!.x - node('a').lifeline!.x).toBeCloseTo(node('c').lifeline!.x - node('b').lifeline!.x, 1);
  });

  it('gives tiered labels their typography', () => {
    const { edge } = laidOut(fonts, [...three, message('m', 'a', 'b', 'submit [valid] / save')]);
    expect(edge('m').label!.runs.map((run) => [run.role, run.fontSize])).toEqual([['event', 12], ['guard', 10], ['action', 10]]);
  });

  it('draws a self-message as a U loop to the right, sized to hold its label', () => {
    const text = 'recalculate all the totals';
    const { edge, node } = laidOut(fonts, [...three, message('s', 'b', 'b', text)]);
    const { points, label, selfLoop, router } = edge('s');
    expect(selfLoop).toBe(true);
    expect(router).toBe('orthogonal');
    const x = node('b').lifeline!.x;
    const [p0, p1, p2, p3] = points;
    expect([p0!.x, p3!.x]).toEqual([x, x]);
    expect(p1!.x).toBe(p2!.x);
    expect(p0!.y).toBe(p1!.y);
    expect(p2!.y).toBe(p3!.y);
    expect(p2!.y).toBeGreaterThan(p1!.y);
    const loop = { x, y: p0!.y, width: p1!.x - x, height: p2!.y - p1!.y };
    expect(loop.width).toBeGreaterThan(m.width(text, { font: 'sans', size: 12, weight: 'normal' }));
    expect(contains(loop, label!.box)).toBe(true);
    // The loop stays clear of the next lifeline.
    expect(p1!.x).toBeLessThan(node('c').lifeline!.x);
  });

  it('starts a created lifeline at its create message and ends a destroyed one at its destroy message', () => {
    const { edge, node } = laidOut(fonts, [
      lifeline('a'),
      lifeline('b'),
      message('m0', 'a', 'b', 'warm up'),
      message('new', 'a', 'c', 'create', { edgeType: 'sequence.create' }),
      lifeline('c'),
      message('m1', 'c', 'a', 'done'),
      message('kill', 'a', 'c', undefined, { edgeType: 'sequence.destroy' }),
      message('m2', 'a', 'b', 'after'),
    ]);
    const created = node('c');
    const arrow = edge('new').points;
    expect(created.box.y + created.box.height / 2).toBeCloseTo(arrow[0]!.y, 5);
    expect(created.box.y).toBeGreaterThan(node('b').box.y);
    expect(created.box.height).toBe(node('b').box.height);
    expect(arrow[1]!.x).toBe(created.box.x); // ends at the header's side
    expect(created.lifeline!.top).toBe(bottom(created.box));
    expect(edge('m1').points[0]!.y).toBeGreaterThan(bottom(created.box));
    expect(created.lifeline!.bottom).toBe(edge('kill').points[0]!.y);
    expect(created.lifeline!.foot).toBeUndefined();
    expect(node('b').lifeline!.foot).toBeDefined();
    expect(node('b').lifeline!.bottom).toBeGreaterThan(edge('m2').points[0]!.y);
  });
});
