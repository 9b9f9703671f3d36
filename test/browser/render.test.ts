import { expect } from '@esm-bundle/chai';
import { loadFontsInBrowser } from '../../fonts/browser.js';
import { laidOutScene, type LaidOutScene, type NormalizedScene } from '../../engine/index.js';
import { draw as drawSvg, type DrawOptions } from '../support/draw.js';
import { CASE_FILES, RENDER_CASES, type RenderCaseOptions } from '../support/golden-cases.js';
import { reviewableSvg } from '../support/reviewable-svg.js';

/**
 * The renderer in Chromium: each drawing case's laid-out scene, as Node wrote it
 * (test/golden/render/<name>/laid-out.exp.json), drawn here must give the SVG Node wrote
 * (drawing.exp.svg, kept in the reviewable form: the same bytes once in that form, and
 * the embedded fonts' hashes cover their bytes).
 */

/** A laid-out JSON golden: the scene and computed section, and the older version's for a diff. */
type LaidOutJson = Pick<LaidOutScene, 'scene' | 'computed'> & { from?: Pick<LaidOutScene, 'scene' | 'computed'> };

const readBack = (json: Pick<LaidOutScene, 'scene' | 'computed'>): LaidOutScene => laidOutScene(json.scene as NormalizedScene, json.computed);

async function fetchText(path: string): Promise<string> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

async function caseOptions(name: string): Promise<RenderCaseOptions> {
  return JSON.parse(await fetchText(`/test/golden/render/${name}/${CASE_FILES.options}`)) as RenderCaseOptions;
}

async function draw(name: string): Promise<{ svg: string; golden: string }> {
  const fonts = await loadFontsInBrowser();
  const { from, ...input } = JSON.parse(await fetchText(`/test/golden/render/${name}/${CASE_FILES.laidOut}`)) as LaidOutJson;
  const options: DrawOptions = { ...(await caseOptions(name)), ...(from === undefined ? {} : { diff: { from: readBack(from) } }) };
  return { svg: drawSvg(readBack(input), fonts, options), golden: await fetchText(`/test/golden/render/${name}/${CASE_FILES.drawing}`) };
}

describe('renderSvg in Chromium', () => {
  it('draws every case with the same bytes as Node', async () => {
    const differing: string[] = [];
    for (const name of RENDER_CASES) {
      const { svg, golden } = await draw(name);
      if (reviewableSvg(svg) !== golden) differing.push(name);
    }
    expect(RENDER_CASES.length).to.be.greaterThan(10);
    expect(differing, 'cases whose SVG differs from the Node golden').to.deep.equal([]);
  });

  it('writes SVG that the browser parses without error', async () => {
    for (const name of RENDER_CASES) {
      const { svg } = await draw(name);
      const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(parsed.getElementsByTagName('parsererror').length, name).to.equal(0);
      expect(parsed.documentElement.namespaceURI, name).to.equal('http://www.w3.org/2000/svg');
    }
  });
});
