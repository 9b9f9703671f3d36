import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs can be navigated: README.md links every page of docs/, and every relative link
 * of README.md, docs/ and bench/README.md reaches a file, and a heading when it names one
 * (so a section that moves takes its links with it).
 */
const DOCS = readdirSync('docs', { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md')).map((name) => join('docs', name));
const PAGES = ['README.md', 'bench/README.md', ...DOCS];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

/** The anchors of a page's headings, code fences left out. */
function anchors(page: string): Set<string> {
  let fence = false;
  const found = new Set<string>();
  for (const line of readFileSync(page, 'utf8').split('\n')) {
    if (line.startsWith('```')) fence = !fence;
    const heading = /^#{1,6} (.*)$/.exec(line);
    if (heading && !fence) found.add(anchorOf(heading[1]!));
  }
  return found;
}

/** The relative links of a page that lead nowhere, as `page: target`. */
function brokenLinks(page: string): string[] {
  const text = readFileSync(page, 'utf8');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^(https?:|mailto:|\{)/.test(target))
    .filter((target) => {
      const [path, anchor] = target.split('#');
      const file = path ? normalize(join(dirname(page), path)) : page;
      if (!existsSync(file)) return true;
      return anchor !== undefined && file.endsWith('.md') && !anchors(file).has(anchor);
    })
    .map((target) => `${page}: ${target}`);
}

describe('the docs can be navigated', () => {
  it('README.md links every page at the top of docs/', () => {
    const readme = readFileSync('README.md', 'utf8');
    const pages = DOCS.filter((page) => dirname(page) === 'docs');
    expect(pages.filter((page) => !readme.includes(`](${page})`) && !readme.includes(`](${page}#`))).toEqual([]);
    expect(readme).toContain('](docs/decisions/README.md)');
  });

  it.each(PAGES)('every relative link of %s reaches its file and heading', (page) => {
    expect(brokenLinks(page)).toEqual([]);
  });

  it('reads anchors as GitHub makes them', () => {
    expect(anchorOf('The signing secret and its rotation')).toBe('the-signing-secret-and-its-rotation');
    expect(anchorOf('`<dsp-diagram>` on a plain HTML page')).toBe('dsp-diagram-on-a-plain-html-page');
    expect(anchorOf('Drawn at build time, with no browser')).toBe('drawn-at-build-time-with-no-browser');
  });
});
