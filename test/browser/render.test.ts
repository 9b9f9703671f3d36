import { expect } from '@esm-bundle/chai';
import { loadFontsInBrowser } from '../../fonts/browser.js';
import { renderSvg, type LaidOutScene, type RenderOptions } from '../../engine/render/index.js';
import { RENDER_CORPUS, type RenderCorpusCase } from '../corpus/render/documents.js';

/**
 * The renderer in Chromium: each corpus case's laid-out scene, as Node wrote it
 * (test/golden/render/<name>.laid-out.exp.json), drawn here must give, byte for byte, the
 * SVG Node wrote (<name>.exp.svg).
 */

type LaidOutCase = LaidOutScene & { from?: LaidOutScene };

async function fetchText(path: string): Promise<string> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

async function draw(entry: RenderCorpusCase): Promise<{ svg: string; golden: string }> {
  const fonts = await loadFontsInBrowser();
  const { from, ...input } = JSON.parse(await fetchText(`/test/golden/render/${entry.name}.laid-out.exp.json`)) as LaidOutCase;
  const options: RenderOptions = {
    fonts,
    ...(entry.theme === undefined ? {} : { theme: entry.theme }),
    ...(entry.stamp === undefined ? {} : { stamp: entry.stamp }),
    ...(from === undefined ? {} : { diff: { from } }),
  };
  return { svg: renderSvg(input, options), golden: await fetchText(`/test/golden/render/${entry.name}.exp.svg`) };
}

describe('renderSvg in Chromium', () => {
  it('draws every corpus case with the same bytes as Node', async () => {
    const differing: string[] = [];
    for (const entry of RENDER_CORPUS) {
      const { svg, golden } = await draw(entry);
      if (svg !== golden) differing.push(entry.name);
    }
    expect(RENDER_CORPUS.length).to.be.greaterThan(10);
    expect(differing, 'cases whose SVG differs from the Node golden').to.deep.equal([]);
  });

  it('writes SVG that the browser parses without error', async () => {
    for (const entry of RENDER_CORPUS) {
      const { svg } = await draw(entry);
      const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(parsed.getElementsByTagName('parsererror').length, entry.name).to.equal(0);
      expect(parsed.documentElement.namespaceURI, entry.name).to.equal('http://www.w3.org/2000/svg');
    }
  });
});
