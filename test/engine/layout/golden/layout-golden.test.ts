import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeScene, validateScene } from '../../../../engine/index.js';
import { layoutScene } from '../../../../engine/layout/index.js';
import { measureScene } from '../../../../engine/measure/index.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { goldenPath, matchGoldenJson, matchGoldenSvg, readCase } from '../../../support/golden.js';
import { CASE_FILES, LAYOUT_CASES } from '../../../support/golden-cases.js';
import { draw } from '../../../support/draw.js';

/**
 * Layout goldens: each tiny scene in test/golden/layout/<name>/input.json laid out, as
 * JSON ({scene, computed, diagnostics}) in laid-out.exp.json and drawn in the default
 * theme in drawing.exp.svg, so a change that moves a box shows up as a diff and as a
 * picture (test/golden/report.html). UPDATE_GOLDEN=1 accepts it. The browser test
 * (test/browser/layout.test.ts) compares Chromium's output with the same files.
 */
describe('layout goldens', () => {
  it('list every case folder in golden-cases.ts (the browser test reads that list)', () => {
    expect([...LAYOUT_CASES].sort()).toEqual(readdirSync(goldenPath('layout')).sort());
  });

  it.each(LAYOUT_CASES)('%s', async (name) => {
    const { dir, input } = readCase('layout', name);
    const validation = validateScene(input);
    expect(validation.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const fonts = await loadFontsFromDisk();
    const result = await layoutScene(measureScene(normalizeScene(validation.scene!), fonts));
    matchGoldenJson(`${dir}/${CASE_FILES.laidOut}`, result);
    matchGoldenSvg(`${dir}/${CASE_FILES.drawing}`, draw(result, fonts));
    const again = await layoutScene(measureScene(result.scene, fonts));
    expect(again.scene).toEqual(result.scene);
    expect(JSON.stringify(again.computed)).toBe(JSON.stringify(result.computed));
  });
});
