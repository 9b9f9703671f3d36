import { describe, expect, it } from 'vitest';
import { layout, sceneOf } from '../core/layout-helpers.js';

function chain(count: number): unknown[] {
  const elements: unknown[] = [];
  for (let i = 0; i < count; i++) elements.push({ id: `n${i}`, kind: 'node', nodeType: 'service', label: `svc ${i}` });
  for (let i = 1; i < count; i++) elements.push({ id: `e${i}`, kind: 'edge', from: { elementId: `n${i - 1}` }, to: { elementId: `n${i}` } });
  return elements;
}

describe('a tightened canvas', () => {
  // A saved diagram is laid out again on every edit, with the positions the first layout
  // wrote back; the canvas used to jump back to the declared 3000 x 3000 there.
  it('is the canvas of the next layout too, with nothing moved and no new diagnostic', async () => {
    const first = await layout(sceneOf(chain(5), { scene: { id: 'test', canvas: { width: 3000, height: 3000 } } }));
    expect(first.diagnostics.filter((d) => d.code === 'CANVAS_AUTO_TIGHTENED')).toHaveLength(2);
    expect(first.computed.canvas.x).toBe(0);
    expect(first.computed.canvas.y).toBe(0);
    expect(first.computed.canvas.width).toBeLessThan(3000);
    expect(first.scene.scene.canvas).toMatchObject({ width: first.computed.canvas.width, height: first.computed.canvas.height });

    const second = await layout(first.scene);
    expect(second.computed.canvas).toEqual(first.computed.canvas);
    expect(second.scene).toEqual(first.scene);
    expect(second.computed.elements).toEqual(first.computed.elements);
    expect(second.diagnostics.map((d) => d.code)).toEqual([]);
  });

  it('keeps the content centred on the tightened axis', async () => {
    const result = await layout(sceneOf(chain(3), { scene: { id: 'test', canvas: { width: 400, height: 4000 } } }));
    const boxes = Object.values(result.computed.elements).flatMap((e) => ('box' in e ? [e.box] : []));
    const top = Math.min(...boxes.map((b) => b.y));
    const bottom = Math.max(...boxes.map((b) => b.y + b.height));
    const { y, height } = result.computed.canvas;
    expect(Math.abs(top - y - (y + height - bottom))).toBeLessThanOrEqual(2);
  });

  it('leaves an axis the content fits alone', async () => {
    // Content plus margins, and a little: neither too small nor 1.3x the content.
    const free = await layout(sceneOf(chain(3)));
    const height = free.computed.canvas.height + 10;
    const result = await layout(sceneOf(chain(3), { scene: { id: 'test', canvas: { width: 3000, height } } }));
    expect(result.diagnostics.filter((d) => d.code === 'CANVAS_AUTO_TIGHTENED').map((d) => (d.data as { axis: string }).axis)).toEqual(['x']);
    expect(result.scene.scene.canvas?.height).toBe(height);
    expect(result.computed.canvas.height).toBe(height);
  });
});
