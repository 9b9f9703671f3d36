import { describe, expect, it } from 'vitest';
import { resolveRelative } from '../../../../engine/layout/relative/resolve-relative.js';
import { FRAME_INSET } from '../../../../engine/layout/types.js';
import { node, sceneIndex, startGeometry } from '../place/layout-fixture.js';

const target = node('t', { x: 200, y: 200, width: 100, height: 50 });
const small = { width: 40, height: 20 };

function relative(id: string, place: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return node(id, { layout: { mode: 'relative', place, preferredSize: small }, ...extra });
}

function resolve(elements: Record<string, unknown>[], sizes = new Map<string, { width: number; height: number }>(), fields: Record<string, unknown> = {}) {
  const index = sceneIndex({ elements, ...fields });
  const geometry = startGeometry(index);
  const diagnostics = resolveRelative(index, sizes, geometry);
  return { geometry, diagnostics, at: (id: string) => geometry.boxes.get(id) };
}

describe('resolveRelative', () => {
  it('places above and below, gap px away, aligned left, centre (default) or right', () => {
    const { at, diagnostics } = resolve([
      target,
      relative('aboveLeft', { above: 't', gap: 10, alignX: 'left' }),
      relative('aboveCentre', { above: 't', gap: 10 }),
      relative('aboveRight', { above: 't', gap: 10, alignX: 'right' }),
      relative('below', { below: 't', gap: 10, alignX: 'center' }),
      relative('belowTouching', { below: 't' }),
    ]);
    expect(at('aboveLeft')).toEqual({ x: 200, y: 170, width: 40, height: 20 });
    expect(at('aboveCentre')).toEqual({ x: 230, y: 170, width: 40, height: 20 });
    expect(at('aboveRight')).toEqual({ x: 260, y: 170, width: 40, height: 20 });
    expect(at('below')).toEqual({ x: 230, y: 260, width: 40, height: 20 });
    expect(at('belowTouching')).toEqual({ x: 230, y: 250, width: 40, height: 20 });
    expect(diagnostics).toEqual([]);
  });

  it('places left of and right of, aligned top, centre (default) or bottom', () => {
    const { at } = resolve([
      target,
      relative('leftTop', { leftOf: 't', gap: 5, alignY: 'top' }),
      relative('leftCentre', { leftOf: 't', gap: 5 }),
      relative('rightBottom', { rightOf: 't', gap: 5, alignY: 'bottom' }),
    ]);
    expect(at('leftTop')).toEqual({ x: 155, y: 200, width: 40, height: 20 });
    expect(at('leftCentre')).toEqual({ x: 155, y: 215, width: 40, height: 20 });
    expect(at('rightBottom')).toEqual({ x: 305, y: 230, width: 40, height: 20 });
  });

  it('places inside, gap px in from the edges it aligns to', () => {
    const { at } = resolve([
      target,
      relative('corner', { inside: 't', gap: 8, alignX: 'right', alignY: 'bottom' }),
      relative('topLeft', { inside: 't', gap: 8, alignX: 'left', alignY: 'top' }),
      relative('middle', { inside: 't', gap: 8 }),
    ]);
    expect(at('corner')).toEqual({ x: 252, y: 222, width: 40, height: 20 });
    expect(at('topLeft')).toEqual({ x: 208, y: 208, width: 40, height: 20 });
    expect(at('middle')).toEqual({ x: 230, y: 215, width: 40, height: 20 });
  });

  it('resolves a relative target first, whatever the document order', () => {
    const { at } = resolve([relative('second', { rightOf: 'first', gap: 0 }), relative('first', { below: 't', gap: 10 }), target]);
    expect(at('first')).toEqual({ x: 230, y: 260, width: 40, height: 20 });
    expect(at('second')).toEqual({ x: 270, y: 260, width: 40, height: 20 });
  });

  it('sizes from preferredSize, else the measured size, else the strategy node size, else an image asset size', () => {
    const { at } = resolve(
      [
        target,
        node('measured', { layout: { mode: 'relative', place: { below: 't' } } }),
        node('default', { layout: { mode: 'relative', place: { above: 't' } } }),
        { id: 'img', kind: 'image', assetRef: 'logo', layout: { mode: 'relative', place: { rightOf: 't', gap: 4 } } },
      ],
      new Map([['measured', { width: 120, height: 44 }]]),
      { layoutStrategy: { algorithm: 'grid', nodeWidth: 100, nodeHeight: 40 }, assets: { logo: { mimeType: 'image/png', data: 'iVBORw0KGgo=', width: 64, height: 32 } } },
    );
    expect(at('measured')).toEqual({ x: 190, y: 250, width: 120, height: 44 });
    expect(at('default')).toEqual({ x: 200, y: 160, width: 100, height: 40 });
    expect(at('img')).toEqual({ x: 304, y: 209, width: 64, height: 32 });
  });

  it('places against text by its layout and against a frame without a layout by its members plus the frame room', () => {
    const { at } = resolve([
      { id: 'caption', kind: 'text', text: 'Caption', x: 10, y: 10, width: 80, height: 20 },
      relative('underCaption', { below: 'caption', gap: 2, alignX: 'left' }),
      { id: 'f', kind: 'frame', children: ['t'] },
      target,
      relative('underFrame', { below: 'f', gap: 0, alignX: 'left' }),
    ]);
    expect(at('underCaption')).toEqual({ x: 10, y: 32, width: 40, height: 20 });
    expect(at('underFrame')).toEqual({ x: 200 - FRAME_INSET.side, y: 250 + FRAME_INSET.bottom, width: 40, height: 20 });
  });
});
