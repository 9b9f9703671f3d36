import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import { matchGoldenJson } from '../../support/golden.js';
import { measureCorpus } from './width-corpus.js';

const GOLDEN = fileURLToPath(new URL('../../golden/measure/widths.exp.json', import.meta.url));

describe('measurement golden', () => {
  it('measures the corpus exactly as recorded (the browser test checks Chromium against the same file)', async () => {
    matchGoldenJson(GOLDEN, measureCorpus(await loadFontsFromDisk()));
  });
});
