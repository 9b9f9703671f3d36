import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { renderMermaid } from '../../../../entry/node.js';
import markdownItDsp from '../../../../plugins/markdown-it.js';
import remarkDsp from '../../../../plugins/remark.js';
import { hasPngSignature } from '../../../engine/raster/decode-png.js';
import { inlineSvgs } from '../../../plugins/fixtures.js';

// issue 32 item 3: every entry point that takes Mermaid goes through parseMermaid, so a
// classDiagram is drawn wherever a sequenceDiagram or stateDiagram is. The service's
// routes are in test/api/mermaid-class.test.ts.
const CLASSES = 'classDiagram\n  Animal <|-- Duck\n  Animal : +int age\n  class Duck {\n    +swim() bool\n  }\n';
const FENCE = `# Classes\n\n\`\`\`mermaid\n${CLASSES}\`\`\`\n`;

describe('a classDiagram through every entry point', () => {
  it('renderMermaid (the library) draws it as SVG and as PNG, valid, with its warnings', async () => {
    const svg = await renderMermaid('classDiagram\n  Whole o-- Part\n  Whole : +int size\n');
    expect(svg.valid).toBe(true);
    expect(svg.svg).toContain('+size');
    expect(svg.diagnostics.map((d) => d.data?.construct)).toContain('aggregation');
    const png = await renderMermaid(CLASSES, { format: 'png' });
    expect(png.valid).toBe(true);
    expect(hasPngSignature(png.png!)).toBe(true);
  });

  it('renderMermaid answers valid: false with the position for class text Mermaid refuses', async () => {
    const refused = await renderMermaid('classDiagram\n  class A {\n    +x\n');
    expect(refused.valid).toBe(false);
    expect(refused.diagnostics[0]).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', data: { line: 2, column: 11 } });
  });

  it('the remark and markdown-it plugins draw a classDiagram fence', async () => {
    const file = await unified().use(remarkParse).use(remarkDsp).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeStringify, { allowDangerousHtml: true }).process(new VFile({ path: 'docs/page.md', value: FENCE }));
    for (const html of [String(file), new MarkdownIt().use(markdownItDsp).render(FENCE)]) {
      const [svg] = inlineSvgs(html);
      expect(svg).toMatch(/^<svg /);
      for (const text of ['Animal', 'Duck', '+age', '+swim()']) expect(svg).toContain(text);
      expect(html).not.toContain('language-mermaid');
    }
  });

  it('dsp render draws a .mmd class diagram, its warnings named by construct', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dsp-class-'));
    const input = join(dir, 'classes.mmd');
    const output = join(dir, 'classes.svg');
    writeFileSync(input, 'classDiagram\n  Whole o-- Part\n  Whole : +int size\n');
    const result = spawnSync(process.execPath, ['bin/dsp.mjs', 'render', input, '-o', output, '--json'], { encoding: 'utf8', timeout: 60_000 });
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(output, 'utf8')).toMatch(/^<svg [\s\S]*\+size[\s\S]*<\/svg>$/);
    const diagnostics = (JSON.parse(result.stdout.trim()) as { diagnostics: Array<{ code: string; data?: { construct?: string } }> }).diagnostics;
    expect(diagnostics.filter((d) => d.code === 'MERMAID_APPROXIMATED').map((d) => d.data?.construct)).toEqual(['aggregation']);
  });
});
