import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeScene, validateScene } from '../../../../engine/index.js';
import { layoutScene } from '../../../../engine/layout/index.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { matchGoldenJson } from '../../../support/golden.js';
import { LAYOUT_CORPUS } from '../../../corpus/layout/corpus.js';

/**
 * Layout goldens: each tiny scene in test/corpus/layout/ laid out, as JSON
 * ({scene, computed, diagnostics}) in test/golden/layout/<name>.exp.json. A change that
 * moves a box shows up as a diff; UPDATE_GOLDEN=1 accepts it. The browser test
 * (test/browser/layout.test.ts) compares Chromium's output with the same files.
 */
const corpus = new URL('../../../corpus/layout/', import.meta.url);
const golden = new URL('../../../golden/layout/', import.meta.url);
const names = readdirSync(corpus).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length)).sort();

describe('layout goldens', () => {
  it('list every corpus file in corpus.ts (the browser test reads that list)', () => {
    expect([...LAYOUT_CORPUS].sort()).toEqual(names);
  });

  it.each(names)('%s', async (name) => {
    const validation = validateScene(JSON.parse(readFileSync(new URL(`${name}.json`, corpus), 'utf8')));
    expect(validation.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const fonts = await loadFontsFromDisk();
    const result = await layoutScene(normalizeScene(validation.scene!), { fonts });
    matchGoldenJson(new URL(`${name}.exp.json`, golden).pathname, result);
    const again = await layoutScene(result.scene, { fonts });
    expect(again.scene).toEqual(result.scene);
    expect(JSON.stringify(again.computed)).toBe(JSON.stringify(result.computed));
  });
});
