import { expect } from '@esm-bundle/chai';
import { loadFontsInBrowser } from '../../fonts/browser.js';
import { createMeasurer } from '../../engine/measure/index.js';
import { measureCorpus } from '../engine/measure/width-corpus.js';

/** Text measured in Chromium from the bundled fonts equals, number for number, what Node wrote. */
describe('text measurement in Chromium', () => {
  it('loads the nine bundled faces from the page\'s own origin, once', async () => {
    const fonts = await loadFontsInBrowser();
    const faces = [fonts.sans, fonts.mono, fonts.hand].flatMap((f) => [f.regular, f.bold, f.italic]);
    expect(faces.map((bytes) => Array.from(bytes.subarray(0, 4)))).to.deep.equal(Array(9).fill([0, 1, 0, 0]));
    expect(loadFontsInBrowser()).to.equal(loadFontsInBrowser());
  });

  it('measures the corpus exactly as Node did (test/golden/measure/widths.exp.json)', async () => {
    const golden = await (await fetch('/test/golden/measure/widths.exp.json')).text();
    const mine = `${JSON.stringify(measureCorpus(await loadFontsInBrowser()), null, 2)}\n`;
    if (mine !== golden) {
      const expected = JSON.parse(golden) as Record<string, Record<string, unknown>>;
      const actual = JSON.parse(mine) as Record<string, Record<string, unknown>>;
      const differing = Object.keys(expected).flatMap((part) =>
        Object.keys(expected[part] ?? {}).filter((key) => JSON.stringify(expected[part]?.[key]) !== JSON.stringify(actual[part]?.[key])).map((key) => `${part}.${key}`));
      expect(differing, 'entries that differ from Node').to.deep.equal([]);
    }
    expect(mine).to.equal(golden);
  });

  it('gives a wrapped block the same lines and widths as Node', async () => {
    const measurer = createMeasurer(await loadFontsInBrowser());
    const block = measurer.block('go extraordinarily far', { font: 'mono', size: 10, weight: 'normal' }, { wrap: 'character', maxWidth: 30 });
    expect(block.lines).to.deep.equal([
      { text: 'go', width: 12 }, { text: 'extra', width: 30 }, { text: 'ordin', width: 30 }, { text: 'arily', width: 30 }, { text: 'far', width: 18 },
    ]);
  });
});
