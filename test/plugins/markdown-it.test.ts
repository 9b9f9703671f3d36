import { inflateSync } from 'node:zlib';
import MarkdownIt from 'markdown-it';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error a CommonJS module without types: the encoder of a real Kroki client
import encoder from '@kazumatu981/markdown-it-kroki/lib/diagram-encoder.js';
import markdownItDsp, { DiagramBuildError } from '../../plugins/markdown-it.js';
import { BROKEN_PAGE, inlineSvgs, MERMAID, PAGE, renderPair, renderWithCli, type Expected } from './fixtures.js';

/** dsp-diagrams/markdown-it: a synchronous md.render() gives the SVG bytes of `dsp render`. */

const { generateUrl } = encoder as { generateUrl: (entrypoint: string, language: string, format: string, text: string) => string };

let expected: Expected;
beforeAll(async () => {
  expected = await renderWithCli();
}, 120_000);

const markdown = (options = {}) => new MarkdownIt().use(markdownItDsp, options);

describe('markdownItDsp', () => {
  it('renders mermaid and dsp fences as the SVG dsp render writes, synchronously, and other code as code', () => {
    const html = markdown().render(PAGE);
    expect(inlineSvgs(html)).toEqual([expected.mermaid, expected.scene]);
    expect(html).toContain('<pre><code class="language-js">console.log(\'not a diagram\');');
    expect(html).toContain('<p>Text after.</p>');
  });

  it('draws a sequenceDiagram fence too (issue 32)', () => {
    const html = markdown().render('```mermaid\nsequenceDiagram\n  Alice->>John: Hello John\n  John-->>Alice: Great!\n```\n');
    const [svg] = inlineSvgs(html);
    expect(svg).toMatch(/^<svg /);
    for (const label of ['Alice', 'John', 'Hello John', 'Great!']) expect(svg).toContain(label);
  });

  it('draws in the theme asked for, inside the class names asked for', () => {
    const html = markdown({ theme: 'dark', className: 'diagram' }).render(PAGE);
    expect(inlineSvgs(html, 'diagram')[0]).toBe(expected.mermaidDark);
  });

  it('writes a dark-mode pair as one SVG, through its drawing thread too', async () => {
    const html = markdown({ theme: 'clean', darkTheme: 'sketch' }).render(PAGE);
    expect(inlineSvgs(html)[0]).toBe(await renderPair());
  });

  it('throws file:line:column and the code when a diagram is broken', () => {
    const render = () => markdown().render(BROKEN_PAGE, { relativePath: 'guide/broken.md' });
    expect(render).toThrow(DiagramBuildError);
    expect(render).toThrow('guide/broken.md:11:9: MERMAID_SYNTAX_ERROR expected a node id after the link, found the end of the text');
  });

  it('renders the error in the page instead, when asked', () => {
    const html = markdown({ failure: 'render' }).render(BROKEN_PAGE);
    expect(html).toContain('<pre class="dsp-diagram-error" role="alert">mermaid diagram: line 3, column 9: MERMAID_SYNTAX_ERROR');
    expect(inlineSvgs(html)).toHaveLength(1);
  });

  it('links a service\'s Kroki-style image instead', () => {
    const html = markdown({ service: 'http://localhost:8787' }).render(PAGE);
    const sources = [...html.matchAll(/<img class="dsp-diagram" src="(http:\/\/localhost:8787\/render\/(mermaid|dsp)\/svg\/([\w-]+))"/g)];
    expect(sources.map((m) => m[2])).toEqual(['mermaid', 'dsp']);
    expect(inflateSync(Buffer.from(sources[0]![3]!, 'base64url')).toString()).toBe(MERMAID);
    // The URL a real Kroki client (markdown-it-kroki's encoder) writes for the same text.
    expect(sources[0]![1]).toBe(generateUrl('http://localhost:8787/render', 'mermaid', 'svg', MERMAID));
  });
});
