import { expect } from '@esm-bundle/chai';
import { corpusResults } from '../support/corpus-results.js';

/** The engine in Chromium gives exactly the validation results and hashes Node wrote. */
describe('validation corpus in Chromium', () => {
  it('matches the Node golden results byte for byte', async () => {
    const golden = await (await fetch('/test/golden/validation.exp.json')).text();
    const mine = `${JSON.stringify(corpusResults(), null, 2)}\n`;
    if (mine !== golden) {
      const expected = JSON.parse(golden) as Record<string, unknown>;
      const actual = JSON.parse(mine) as Record<string, unknown>;
      const differing = Object.keys(expected).filter((name) => JSON.stringify(expected[name]) !== JSON.stringify(actual[name]));
      expect(differing, 'cases that differ from Node').to.deep.equal([]);
    }
    expect(mine).to.equal(golden);
  });
});
