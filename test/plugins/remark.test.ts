import { inflateSync } from 'node:zlib';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { beforeAll, describe, expect, it } from 'vitest';
import remarkDsp, { type DocsPluginOptions } from '../../plugins/remark.js';
import { BROKEN_PAGE, inlineSvgs, MERMAID, PAGE, renderPair, renderWithCli, type Expected } from './fixtures.js';

/** dsp-diagrams/remark through unified (remark-parse, remark-rehype, rehype-stringify): the SVG bytes of `dsp render`. */

let expected: Expected;
beforeAll(async () => {
  expected = await renderWithCli();
}, 120_000);

async function toHtml(markdown: string, options?: DocsPluginOptions, path = 'docs/page.md'): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkDsp, options)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeStringify, { allowDangerousHtml: true })
    .process(new VFile({ path, value: markdown }));
  return String(file);
}

describe('remarkDsp', () => {
  it('replaces mermaid and dsp fences with the SVG dsp render writes, and leaves other code alone', async () => {
    const html = await toHtml(PAGE);
    expect(inlineSvgs(html)).toEqual([expected.mermaid, expected.scene]);
    expect(html).toContain('<code class="language-js">console.log(\'not a diagram\');');
    expect(html).toContain('<p>Text after.</p>');
    expect(html).not.toContain('language-mermaid');
  });

  it('draws a stateDiagram-v2 fence (read into the workflow family) instead of failing the build', async () => {
    const html = await toHtml('# States\n\n```mermaid\nstateDiagram-v2\n  [*] --> Idle\n  Idle --> Busy : job\n  Busy --> [*]\n```\n');
    const [svg] = inlineSvgs(html);
    expect(svg).toMatch(/^<svg [\s\S]*<\/svg>$/);
    expect(html).not.toContain('language-mermaid');
  });

  it('draws in the theme asked for, inside the class names asked for', async () => {
    const html = await toHtml(PAGE, { theme: 'dark', className: 'diagram wide' });
    expect(inlineSvgs(html, 'diagram wide')[0]).toBe(expected.mermaidDark);
  });

  it('writes a dark-mode pair as one SVG that switches with prefers-color-scheme', async () => {
    const html = await toHtml(PAGE, { theme: 'clean', darkTheme: 'sketch' });
    const [pair] = inlineSvgs(html);
    expect(pair).toBe(await renderPair());
    expect(pair).toContain('@media (prefers-color-scheme:dark)');
  });

  it('links the service\'s image in both themes in a <picture> when a dark theme is asked for', async () => {
    const html = await toHtml(PAGE, { service: 'https://diagrams.example', theme: 'clean', darkTheme: 'dark' });
    const pictures = [...html.matchAll(/<picture><source media="\(prefers-color-scheme: dark\)" srcset="([^"]+)"><img class="dsp-diagram" src="([^"]+)" alt="[^"]*"><\/picture>/g)];
    expect(pictures).toHaveLength(2);
    const [dark, light] = pictures[0]!.slice(1);
    expect(dark).toMatch(/^https:\/\/diagrams\.example\/render\/mermaid\/svg\/[\w-]+\?theme=dark$/);
    expect(light).toBe(dark!.replace('?theme=dark', '?theme=clean'));
  });

  it('fails the build with file:line:column and the code when a diagram is broken', async () => {
    const failure = await toHtml(BROKEN_PAGE).then(() => null, (error: Error) => error);
    expect(failure).not.toBeNull();
    expect(String(failure)).toContain('docs/page.md:11:9');
    expect(String(failure)).toContain('MERMAID_SYNTAX_ERROR expected a node id after the link');
  });

  it('renders the error in the page instead, when asked', async () => {
    const html = await toHtml(BROKEN_PAGE, { failure: 'render', errorClassName: 'oops' });
    expect(inlineSvgs(html)).toHaveLength(1);
    expect(html).toContain('<pre class="oops" role="alert">mermaid diagram: line 3, column 9: MERMAID_SYNTAX_ERROR expected a node id after the link, found the end of the text</pre>');
  });

  it('links a service\'s Kroki-style image instead, after checking the source', async () => {
    const html = await toHtml(PAGE, { service: 'https://diagrams.example/' });
    const images = [...html.matchAll(/<img class="dsp-diagram" src="([^"]+)" alt="([^"]*)">/g)];
    expect(images.map((m) => m[2])).toEqual(['Order intake', 'Checkout &lt;API&gt; &amp; &quot;friends&quot;']);
    const [kind, encoded] = /^https:\/\/diagrams\.example\/render\/(mermaid|dsp)\/svg\/([\w-]+)$/.exec(images[0]![1]!)!.slice(1);
    expect(kind).toBe('mermaid');
    expect(inflateSync(Buffer.from(encoded!, 'base64url')).toString()).toBe(MERMAID);
    expect(images[1]![1]).toMatch(/\/render\/dsp\/svg\//);
    expect(inlineSvgs(html)).toEqual([]);
    const failure = await toHtml(BROKEN_PAGE, { service: 'https://diagrams.example' }).then(() => null, (error: Error) => error);
    expect(String(failure)).toContain('docs/page.md:11:9');
  });

  it('refuses options it does not know how to honour', () => {
    expect(() => remarkDsp({ theme: 'neon' as never })).toThrow('theme "neon" is not a theme; use clean, dark, blueprint, sketch');
    expect(() => remarkDsp({ failure: 'ignore' as never })).toThrow('failure must be "fail" or "render"');
    expect(() => remarkDsp({ darkTheme: 'night' as never })).toThrow('darkTheme "night" is not a theme; use clean, dark, blueprint, sketch');
  });
});
