import { describe, expect, it } from 'vitest';
import { changeSummary, defaultComparison, embedSnippets, madeBy, shortDate } from '../../app/format.js';
import { describeAgent } from '../../app/pages/account-page.js';
import { titleOf } from '../../app/pages/diagrams-page.js';

// The dashboard's small decisions (app/format.ts and the pages' helpers): who made a
// version, the change summary, the embed snippets, which versions to compare first.
describe('dashboard formatting', () => {
  it('says whether a person or an agent made a version, and through what when not the REST API', () => {
    expect(madeBy({ createdByKind: 'human', createdVia: 'api' })).toBe('a person');
    expect(madeBy({ createdByKind: 'agent', createdVia: 'api' })).toBe('an agent');
    expect(madeBy({ createdByKind: 'agent', createdVia: 'mcp' })).toBe('an agent (mcp)');
  });

  it('summarises changes, the first version and an empty change', () => {
    expect(changeSummary({ added: 2, removed: 1, modified: 3 })).toBe('2 added, 3 changed, 1 removed');
    expect(changeSummary({ added: 0, removed: 0, modified: 0 })).toBe('no changes');
    expect(changeSummary(null)).toBe('first version');
  });

  it('compares the two latest versions first, whatever the order given', () => {
    expect(defaultComparison([1, 3, 2])).toEqual({ from: 2, to: 3 });
    expect(defaultComparison([1])).toBeUndefined();
  });

  it('writes embed snippets that escape the title where it lands in markup', () => {
    const snippets = embedSnippets('https://dsp.test/d/dgm_1', 'A "quoted" <b> & [x]', '/assets/dsp-diagram@0.1.0/dsp-diagram.js', 'dgm_1', 'https://api.dsp.test');
    expect(snippets.markdown).toBe('![A "quoted" <b> & x](https://dsp.test/d/dgm_1.svg)');
    expect(snippets.html).toBe('<img src="https://dsp.test/d/dgm_1.svg" alt="A &quot;quoted&quot; &lt;b> &amp; [x]">');
    expect(snippets.element).toBe('<script type="module" src="https://api.dsp.test/assets/dsp-diagram@0.1.0/dsp-diagram.js"></script>\n<dsp-diagram diagram="dgm_1" service="https://api.dsp.test"></dsp-diagram>');
  });

  it('names a diagram by title, else key, else id; a date it cannot read stays as it is', () => {
    expect(titleOf({ title: 'T', key: 'k', id: 'dgm_1' })).toBe('T');
    expect(titleOf({ title: null, key: 'k', id: 'dgm_1' })).toBe('k');
    expect(titleOf({ title: '', key: null, id: 'dgm_1' })).toBe('dgm_1');
    expect(shortDate('not a date')).toBe('not a date');
    expect(shortDate('2026-03-10T12:00:00.000Z', 'en-GB')).toMatch(/10 Mar 2026/);
  });

  it('describes a session by its browser and system', () => {
    expect(describeAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36')).toBe('Chrome on Linux');
    expect(describeAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Gecko/20100101 Firefox/128.0')).toBe('Firefox on macOS');
    expect(describeAgent(null)).toBe('Unknown browser');
    expect(describeAgent('node')).toBe('node');
  });
});
