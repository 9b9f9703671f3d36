import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { createMeasurer, type FontBytes, type Measurer } from '../../../../engine/measure/index.js';
import { bottom, centerX } from '../../../../engine/geometry/index.js';
import { actor, laidOut, lifeline, message } from './sequence-fixture.js';

let m: Measurer;
let fonts: FontBytes;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
  m = createMeasurer(fonts);
});

describe('sequence lifelines', () => {
  it('orders lifelines left to right in document order, evenly spaced by nodeSpacing', () => {
    const { node } = laidOut(fonts, [lifeline('c'), lifeline('a'), actor('b'), message('m', 'c', 'b')], { layoutStrategy: { algorithm: 'hierarchical', nodeSpacing: 30 } });
    const [c, a, b] = ['c', 'a', 'b'].map(node);
    expect(c!.box.x).toBeLessThan(a!.box.x);
    expect(a!.box.x).toBeLessThan(b!.box.x);
    expect(a!.box.x - (c!.box.x + c!.box.width)).toBe(30);
    expect(b!.box.x - (a!.box.x + a!.box.width)).toBe(30);
  });

  it('puts each lifeline at its header centre, from the header down to the foot', () => {
    const { node } = laidOut(fonts, [lifeline('a'), lifeline('b'), message('m', 'a', 'b', 'hi')]);
    for (const id of ['a', 'b']) {
      const { box, lifeline: line } = node(id);
      expect(line!.x).toBeCloseTo(centerX(box), 5);
      expect(line!.top).toBe(bottom(box));
      expect(line!.foot).toEqual({ ...box, y: line!.bottom });
    }
  });

  it('makes headers at least 100 x 40, all as tall as the tallest (multi-line labels and actors grow it)', () => {
    const { node } = laidOut(fonts, [lifeline('a', { label: 'A' }), lifeline('b', { label: 'Line one\nLine two\nLine three' }), actor('c', { label: 'User' }), lifeline('d', { label: 'A much longer participant name' })]);
    const boxes = ['a', 'b', 'c', 'd'].map((id) => node(id).box);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(100);
      expect(box.height).toBeGreaterThanOrEqual(40);
    }
    expect(new Set(boxes.map((box) => box.height)).size).toBe(1);
    expect(new Set(boxes.map((box) => box.y)).size).toBe(1);
    expect(boxes[1]!.height).toBeGreaterThanOrEqual(3 * 17.5);
    expect(boxes[3]!.width).toBeGreaterThan(m.width('A much longer participant name', { font: 'sans', size: 14, weight: 'normal' }));
    expect(boxes[0]!.width).toBe(100);
    // Each label sits inside its header.
    for (const id of ['a', 'b', 'c', 'd']) {
      const { box, label } = node(id);
      expect(label!.box.y).toBeGreaterThanOrEqual(box.y);
      expect(bottom(label!.box)).toBeLessThanOrEqual(bottom(box));
    }
  });

  it('gives a lone actor room for its figure above the label', () => {
    const { node } = laidOut(fonts, [actor('user', { label: 'User' })]);
    const { box, label } = node('user');
    expect(label!.box.y - box.y).toBeGreaterThanOrEqual(28);
  });

  it('draws foot bars unless extensions.showLifelineFeet is false', () => {
    const elements = [lifeline('a'), lifeline('b'), message('m', 'a', 'b')];
    expect(laidOut(fonts, elements).node('a').lifeline!.foot).toBeDefined();
    const without = laidOut(fonts, elements, { extensions: { showLifelineFeet: false } });
    expect(without.node('a').lifeline!.foot).toBeUndefined();
    expect(without.node('b').lifeline!.bottom).toBe(laidOut(fonts, elements).node('b').lifeline!.bottom);
  });

});
