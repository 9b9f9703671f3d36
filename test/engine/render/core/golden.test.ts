import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SceneDocumentInput } from '../../../../schema/index.js';
import type { LaidOutScene } from '../../../../engine/render/index.js';
import { draw, type DrawOptions } from '../../../support/draw.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { goldenPath, matchGoldenJson, matchGoldenSvg, readCase, type GoldenCase } from '../../../support/golden.js';
import { CASE_FILES, RENDER_CASES } from '../../../support/golden-cases.js';
import { layOut } from './fixtures/lay-out.js';
import { checkWellFormed } from './xml-check.js';

const fonts = await loadFontsFromDisk();

/** A case laid out: the scene, and the older version for a diff. */
interface LaidOutCase {
  source: GoldenCase;
  input: LaidOutScene;
  from?: LaidOutScene;
}

const cases = new Map<string, LaidOutCase>();
for (const name of RENDER_CASES) {
  const source = readCase('render', name);
  cases.set(name, {
    source,
    input: await layOut(source.input as SceneDocumentInput, fonts),
    ...(source.base === undefined ? {} : { from: await layOut(source.base as SceneDocumentInput, fonts) }),
  });
}

function optionsOf({ source, from }: LaidOutCase): DrawOptions {
  return { ...source.options, ...(from === undefined ? {} : { diff: { from } }) };
}

/**
 * Each generic drawing feature from a small document (test/golden/render/<name>/:
 * input.json, base.json for a diff, options.json) laid out by layoutScene: the laid-out
 * scene (laid-out.exp.json, what the browser test draws) and the drawing
 * (drawing.exp.svg, in the reviewable form of test/golden/README.md) are goldens.
 */
describe('renderSvg goldens', () => {
  it('list every case folder in golden-cases.ts (the browser test reads that list)', () => {
    expect([...RENDER_CASES].sort()).toEqual(readdirSync(goldenPath('render')).sort());
  });

  for (const name of RENDER_CASES) {
    const laidOut = cases.get(name)!;
    const { dir } = laidOut.source;

    it(`lays out ${name} as its golden JSON`, () => {
      matchGoldenJson(`${dir}/${CASE_FILES.laidOut}`, laidOut.from === undefined ? laidOut.input : { ...laidOut.input, from: laidOut.from });
    });

    it(`draws ${name} as its golden SVG`, () => {
      matchGoldenSvg(`${dir}/${CASE_FILES.drawing}`, draw(laidOut.input, fonts, optionsOf(laidOut)));
    });

    it(`writes well-formed XML for ${name}, the same bytes every time`, () => {
      const svg = draw(laidOut.input, fonts, optionsOf(laidOut));
      expect(checkWellFormed(svg)[0]?.name).toBe('svg');
      expect(draw(structuredClone(laidOut.input), fonts, optionsOf(laidOut))).toBe(svg);
    });
  }
});
