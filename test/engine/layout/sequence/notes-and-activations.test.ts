import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { type FontBytes } from '../../../../engine/measure/index.js';
import { bottom, centerX, contains, right } from '../../../../engine/geometry/index.js';
import { activation, laidOut, lifeline, message, note } from './sequence-fixture.js';

let fonts: FontBytes;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
});

const three = [lifeline('a'), lifeline('b'), lifeline('c')];

describe('sequence notes', () => {
  it('centres a note over its one lifeline, clear of the neighbours', () => {
    const text = 'a rather wide note about this lifeline';
    const { node } = laidOut(fonts, [...three, note('n', 'b', text)]);
    const { box, label } = node('n');
    expect(centerX(box)).toBeCloseTo(node('b').lifeline!.x, 1);
    expect(contains(box, label!.box)).toBe(true);
    expect(box.x).toBeGreaterThan(node('a').lifeline!.x);
    expect(right(box)).toBeLessThan(node('c').lifeline!.x);
  });

  it('spans a note anchored to several lifelines across all of them', () => {
    const { node } = laidOut(fonts, [...three, note('n', ['c', 'a'], 'spans')]);
    const { box } = node('n');
    expect(box.x).toBeLessThan(node('a').lifeline!.x);
    expect(right(box)).toBeGreaterThan(node('c').lifeline!.x);
    expect(right(node('c').box)).toBeGreaterThanOrEqual(right(box) - 16.01);
  });

  it('widens the lifelines it spans when its text needs more room', () => {
    const text = 'a spanning note with far more text than two neighbouring lifelines have room for';
    const { node } = laidOut(fonts, [...three, note('n', ['a', 'b'], text)]);
    const { box, label } = node('n');
    expect(contains(box, label!.box)).toBe(true);
    expect(box.x).toBeLessThan(node('a').lifeline!.x);
    expect(right(box)).toBeGreaterThan(node('b').lifeline!.x);
  });

  it('spans every lifeline when it has no anchor', () => {
    const { node } = laidOut(fonts, [...three, note('n', undefined, 'about everything')]);
    expect(node('n').box.x).toBeLessThan(node('a').lifeline!.x);
    expect(right(node('n').box)).toBeGreaterThan(node('c').lifeline!.x);
  });
});

describe('sequence activation bars', () => {
  it('spans its lifeline from its from message to its to message, and messages meet its sides', () => {
    const { node, edge, output } = laidOut(fonts, [
      ...three,
      message('call', 'a', 'b', 'call'),
      message('inner', 'b', 'c', 'ask'),
      message('back', 'b', 'a', 'result', { edgeType: 'sequence.reply' }),
      activation('busy', { lifeline: 'b', from: 'call', to: 'back' }),
    ]);
    const bar = node('busy');
    expect(bar.activationOf).toBe('b');
    expect(bar.box.y).toBe(edge('call').points[0]!.y);
    expect(bottom(bar.box)).toBe(edge('back').points[0]!.y);
    expect(centerX(bar.box)).toBeCloseTo(node('b').lifeline!.x, 5);
    expect(bar.box.width).toBe(10);
    expect(edge('call').points[1]!.x).toBe(bar.box.x);
    expect(edge('inner').points[0]!.x).toBe(right(bar.box));
    expect(edge('back').points[0]!.x).toBe(bar.box.x);
    expect(output.diagnostics).toEqual([]);
  });

  it('nests an inner bar one step to the right; without lifeline it sits where its from message arrives', () => {
    const { node } = laidOut(fonts, [
      ...three,
      message('m1', 'a', 'b'),
      message('m2', 'a', 'b'),
      message('m3', 'b', 'a'),
      message('m4', 'b', 'a'),
      activation('outer', { lifeline: 'b', from: 'm1', to: 'm4' }),
      activation('inner', { from: 'm2', to: 'm3' }),
    ]);
    const [outer, inner] = [node('outer'), node('inner')];
    expect(inner.activationOf).toBe('b');
    expect(inner.box.x - outer.box.x).toBe(5);
    expect(inner.box.y).toBeGreaterThan(outer.box.y);
    expect(bottom(inner.box)).toBeLessThan(bottom(outer.box));
  });

  it('runs to the end of the lifeline without a to message', () => {
    const { node } = laidOut(fonts, [...three, message('m1', 'a', 'b'), activation('open', { lifeline: 'b', from: 'm1' })]);
    expect(bottom(node('open').box)).toBe(node('b').lifeline!.bottom);
  });

  it('warns about a bar it cannot place and leaves it out', () => {
    const { output } = laidOut(fonts, [...three, message('m1', 'a', 'b'), activation('lost', { lifeline: 'b', from: 'nothing' }), activation('stray', { lifeline: 'm1', from: 'm1' })]);
    expect(output.computed.elements.lost).toBeUndefined();
    expect(output.diagnostics.map((d) => [d.code, d.severity, d.elementId])).toEqual([
      ['SEQUENCE_ACTIVATION_UNRESOLVED', 'warning', 'lost'],
      ['SEQUENCE_ACTIVATION_UNRESOLVED', 'warning', 'stray'],
    ]);
  });
});
