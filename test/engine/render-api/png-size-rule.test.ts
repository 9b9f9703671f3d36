import { beforeAll, describe, expect, it } from 'vitest';
import { loadRenderResources, type RenderResources } from '../../../fonts/node.js';
import { render } from '../../../engine/render-api/index.js';
import { PNG_DEFAULT_MAX_PIXELS } from '../../../engine/index.js';
import { canvasScene } from '../../support/big-canvas.js';
import { pngDimensions } from '../../support/raw-http.js';

// The one-call render() follows the PNG size rule: no scale → 1, lowered to fit 16 megapixels
// with an info diagnostic; an explicit scale is honoured up to the hard limits.
let resources: RenderResources;

beforeAll(async () => {
  resources = await loadRenderResources();
});

describe('render() and the PNG size rule', () => {
  it('draws a small scene at scale 1 and says so, with no PNG_DOWNSCALED', async () => {
    const result = await render(canvasScene(800, 600), { fonts: resources.fonts, wasm: resources.wasm, format: 'png' });
    expect(result.scale).toBe(1);
    expect(pngDimensions(result.png!)).toEqual({ width: 800, height: 600 });
    expect(result.diagnostics.map((d) => d.code)).not.toContain('PNG_DOWNSCALED');
  });

  it('lowers the scale of a 20-megapixel drawing to fit 16 and adds the info diagnostic', async () => {
    const result = await render(canvasScene(5000, 4000), { fonts: resources.fonts, wasm: resources.wasm, format: 'png' });
    const size = pngDimensions(result.png!);
    expect(result.scale).toBeLessThan(1);
    expect(size).toEqual({ width: Math.round(5000 * result.scale!), height: Math.round(4000 * result.scale!) });
    expect(size.width * size.height).toBeLessThanOrEqual(PNG_DEFAULT_MAX_PIXELS);
    const info = result.diagnostics.find((d) => d.code === 'PNG_DOWNSCALED');
    expect(info).toMatchObject({ severity: 'info', data: { scale: result.scale, width: size.width, height: size.height, fullWidth: 5000, fullHeight: 4000 } });
  }, 60_000);

  it('honours an explicit scale past 16 megapixels and refuses one past the hard limit, naming the largest that fits', async () => {
    const half = await render(canvasScene(5000, 4000), { fonts: resources.fonts, wasm: resources.wasm, format: 'png', scale: 0.5 });
    expect(pngDimensions(half.png!)).toEqual({ width: 2500, height: 2000 });
    expect(half.diagnostics.map((d) => d.code)).not.toContain('PNG_DOWNSCALED');
    await expect(render(canvasScene(5000, 4000), { fonts: resources.fonts, wasm: resources.wasm, format: 'png', scale: 3 })).rejects.toThrow(/100 megapixels: use a scale of 2\.23\d or less/);
  });

  it('an SVG is never touched by the rule', async () => {
    const result = await render(canvasScene(5000, 4000), { fonts: resources.fonts });
    expect(result.scale).toBeUndefined();
    expect(result.diagnostics.map((d) => d.code)).not.toContain('PNG_DOWNSCALED');
  });
});
