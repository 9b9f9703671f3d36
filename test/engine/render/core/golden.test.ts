import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderSvg, type LaidOutScene, type RenderOptions } from '../../../../engine/render/index.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { RENDER_CORPUS } from '../../../corpus/render/documents.js';
import { matchGolden, matchGoldenJson } from '../../../support/golden.js';
import { layOut } from './fixtures/lay-out.js';
import { checkWellFormed } from './xml-check.js';

const fonts = await loadFontsFromDisk();
const golden = (name: string, ext: string): string => fileURLToPath(new URL(`../../../golden/render/${name}.${ext}`, import.meta.url));

/** A corpus case laid out: the scene, and the older version for a diff. */
interface LaidOutCase {
  input: LaidOutScene;
  from?: LaidOutScene;
}

const laidOut = new Map<string, LaidOutCase>();
for (const entry of RENDER_CORPUS) {
  laidOut.set(entry.name, {
    input: await layOut(entry.document, fonts),
    ...(entry.from === undefined ? {} : { from: await layOut(entry.from, fonts) }),
  });
}

function optionsOf(name: string): RenderOptions {
  const entry = RENDER_CORPUS.find((candidate) => candidate.name === name)!;
  const from = laidOut.get(name)?.from;
  return {
    fonts,
    ...(entry.theme === undefined ? {} : { theme: entry.theme }),
    ...(entry.stamp === undefined ? {} : { stamp: entry.stamp }),
    ...(from === undefined ? {} : { diff: { from } }),
  };
}

/**
 * Each generic feature drawn from a small document laid out by layoutScene: the laid-out
 * scene (<name>.laid-out.exp.json, what the browser test draws) and the SVG
 * (<name>.exp.svg) are goldens, compared byte for byte.
 */
describe('renderSvg goldens', () => {
  for (const { name } of RENDER_CORPUS) {
    const { input, from } = laidOut.get(name)!;

    it(`lays out ${name} as its golden JSON`, () => {
      matchGoldenJson(golden(name, 'laid-out.exp.json'), from === undefined ? input : { ...input, from });
    });

    it(`draws ${name} as its golden SVG`, () => {
      matchGolden(golden(name, 'exp.svg'), renderSvg(input, optionsOf(name)));
    });

    it(`writes well-formed XML for ${name}, the same bytes every time`, () => {
      const svg = renderSvg(input, optionsOf(name));
      expect(checkWellFormed(svg)[0]?.name).toBe('svg');
      expect(renderSvg(structuredClone(input), optionsOf(name))).toBe(svg);
    });
  }
});
