import { expect } from '@esm-bundle/chai';
import { measureScene, normalizeScene, validateScene } from '../../engine/index.js';
import { layoutScene, warmLayout } from '../../engine/layout/index.js';
import { loadFontsInBrowser } from '../../fonts/browser.js';
import { CASE_FILES, LAYOUT_CASES } from '../support/golden-cases.js';

/** Layout in Chromium gives, byte for byte, the JSON Node wrote to test/golden/layout/<name>/. */
describe('layout in Chromium', () => {
  before(async () => {
    await warmLayout();
  });

  for (const name of LAYOUT_CASES) {
    it(`lays out ${name} exactly as Node did`, async () => {
      const input: unknown = await (await fetch(`/test/golden/layout/${name}/${CASE_FILES.input}`)).json();
      const golden = await (await fetch(`/test/golden/layout/${name}/${CASE_FILES.laidOut}`)).text();
      const validation = validateScene(input);
      expect(validation.valid, JSON.stringify(validation.diagnostics)).to.equal(true);
      const result = await layoutScene(measureScene(normalizeScene(validation.scene!), await loadFontsInBrowser()));
      const mine = `${JSON.stringify(result, null, 2)}\n`;
      if (mine !== golden) {
        // Name the first differing line, so a failure says where Chromium and Node part.
        const theirs = golden.split('\n');
        const line = mine.split('\n').findIndex((text, i) => text !== theirs[i]);
        expect(`${line + 1}: ${mine.split('\n')[line]}`).to.equal(`${line + 1}: ${theirs[line]}`);
      }
      expect(mine).to.equal(golden);
    });
  }
});
