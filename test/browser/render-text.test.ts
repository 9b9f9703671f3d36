import { expect } from '@esm-bundle/chai';
import { loadFontsInBrowser } from '../../fonts/browser.js';
import { createTextPainter } from '../../engine/render/text/index.js';
import { CLEAN } from '../../engine/render/themes/index.js';
import { sampleSvg } from '../engine/render/text/sample-layouts.js';
import { sketchSampleSvg } from '../engine/render/looks/sketch-sample.js';
import { reviewableSvg } from '../support/reviewable-svg.js';

/** The text painter in Chromium writes the bytes Node wrote, and its SVG draws its text in an <img>. */
describe('text painting in Chromium', () => {
  it('writes the sample layouts and their subset fonts exactly as Node did (test/golden/text/painter.exp.svg)', async () => {
    const golden = await (await fetch('/test/golden/text/painter.exp.svg')).text();
    // The golden is in its reviewable form (test/golden/README.md): the fonts' hashes cover their bytes.
    const mine = reviewableSvg(sampleSvg(createTextPainter(CLEAN, await loadFontsInBrowser())));
    if (mine !== golden) {
      const lines = mine.split('\n');
      const differing = golden.split('\n').flatMap((line, i) => (line === lines[i] ? [] : [i + 1]));
      expect(differing, 'lines that differ from Node').to.deep.equal([]);
    }
    expect(mine).to.equal(golden);
  });

  it('draws the sketch look exactly as Node did (test/golden/looks/sketch.exp.svg)', async () => {
    const golden = await (await fetch('/test/golden/looks/sketch.exp.svg')).text();
    expect(reviewableSvg(sketchSampleSvg())).to.equal(golden);
  });

  it('draws the text with the embedded font when the SVG is an <img>', async () => {
    const svg = sampleSvg(createTextPainter(CLEAN, await loadFontsInBrowser()));
    const image = new Image();
    image.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    // "Service 42" at (10, 20), 14 px: dark pixels in its box, white around it.
    const { data } = context.getImageData(10, 8, 80, 14);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) ink += 1;
    expect(ink).to.be.greaterThan(40);
    URL.revokeObjectURL(image.src);
  });
});
