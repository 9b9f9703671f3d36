import { describe, expect, it } from 'vitest';
import { globBase, globToRegExp, isGlob } from '../../cli/render/glob.js';

describe('the glob patterns dsp render expands itself', () => {
  it('matches ** across folders (none included), * and ? within a name, {a,b} and [..]', () => {
    const docs = globToRegExp('docs/**/*.mmd');
    expect(['docs/a.mmd', 'docs/x/y/b.mmd'].every((path) => docs.test(path))).toBe(true);
    expect(['docs/a.mmdx', 'other/a.mmd', 'docs/a.json'].some((path) => docs.test(path))).toBe(false);
    expect(globToRegExp('*.{mmd,mermaid}').test('a.mermaid')).toBe(true);
    expect(globToRegExp('*.{mmd,mermaid}').test('x/a.mmd')).toBe(false);
    expect(globToRegExp('flow?.mmd').test('flow1.mmd')).toBe(true);
    expect(globToRegExp('flow[12].mmd').test('flow3.mmd')).toBe(false);
    expect(globToRegExp('a+b (1).mmd').test('a+b (1).mmd')).toBe(true);
  });

  it('walks from the folder before the first pattern part', () => {
    expect(globBase('docs/guide/**/*.mmd')).toBe('docs/guide');
    expect(globBase('*.mmd')).toBe('.');
    expect(globBase('/abs/**/x.mmd')).toBe('/abs');
    expect(isGlob('docs/a.mmd')).toBe(false);
  });
});
