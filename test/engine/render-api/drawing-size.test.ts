import { beforeAll, describe, expect, it } from 'vitest';
import { loadRenderResources, type RenderResources } from '../../../fonts/node.js';
import { drawScene, laidOutScene, planPngScale, readScene, render, svgSize, type NormalizedScene } from '../../../engine/index.js';
import { SCENE_CASES } from '../../corpus/scene-cases.js';
import { canvasScene } from '../../support/big-canvas.js';
import { pngDimensions } from '../../support/raw-http.js';

// A PNG is planned from the size the engine drew, not from the SVG's text read back: the two
// must be the same numbers for every drawing, or a PNG would change size.
let resources: RenderResources;

beforeAll(async () => {
  resources = await loadRenderResources();
});

const scenes = (): NormalizedScene[] => SCENE_CASES.filter((c) => c.valid).flatMap((c) => {
  const reading = readScene(c.document);
  return reading.valid ? [reading.scene] : [];
});

describe('the drawing size drawScene returns', () => {
  it('is the size the SVG root writes, for every valid corpus scene, in every document form', async () => {
    const forms = [{}, { pad: 13 }, { darkTheme: 'dark' as const }, { pad: 0, background: 'transparent' as const }];
    const all = scenes();
    expect(all.length).toBeGreaterThan(5);
    for (const scene of all) {
      for (const document of forms) {
        const drawn = await drawScene(scene, { fonts: resources.fonts, stamp: 'https://example.test/d/x@2', document });
        expect(drawn.size).toEqual(svgSize(drawn.svg));
      }
    }
  });

  it('includes a diff legend below the canvas', async () => {
    const [scene] = scenes();
    const base = await drawScene(scene!, { fonts: resources.fonts });
    const diff = await drawScene(scene!, { fonts: resources.fonts, diffFrom: laidOutScene(scene!, base.laidOut.computed) });
    expect(diff.size).toEqual(svgSize(diff.svg));
    expect(diff.size.height).toBeGreaterThan(base.size.height);
  });

  it('gives render() the PNG the size rule plans for the drawing', async () => {
    const result = await render(canvasScene(5000, 4000), { fonts: resources.fonts, wasm: resources.wasm, format: 'png', darkTheme: 'dark' });
    const plan = planPngScale(svgSize(result.svg!)!, undefined);
    expect(plan.ok && [plan.scale, plan.width, plan.height]).toEqual([result.scale, ...Object.values(pngDimensions(result.png!))]);
  });
});
