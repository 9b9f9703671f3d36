/**
 * `dsp-diagrams/remark`: code fences ```dsp (scene JSON) and ```mermaid become the drawing
 * as inline SVG at build time, in Node, with no browser (or an <img> of a DSP service with
 * the `service` option). Use it with `unified().use(remarkParse).use(remarkDsp, options)
 * .use(remarkRehype, { allowDangerousHtml: true }).use(rehypeStringify, { allowDangerousHtml: true })`:
 * the drawing is raw HTML, kept byte for byte. The transform is asynchronous: run the
 * processor with `process()` or `run()`, not `processSync()`.
 */
import type { Code, Html, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { drawDiagram, placeInFile } from './draw-diagram.js';
import { fenceKind, resolveOptions, type DocsPluginOptions } from './options.js';

export type { DocsPluginOptions } from './options.js';

/** The remark plugin: draws every diagram fence of the document. */
export default function remarkDsp(options: DocsPluginOptions = {}): (tree: Root, file: VFile) => Promise<void> {
  const resolved = resolveOptions(options);
  return async (tree, file) => {
    const fences: Array<{ node: Code; index: number; parent: { children: unknown[] }; kind: 'dsp' | 'mermaid' }> = [];
    visit(tree, 'code', (node, index, parent) => {
      const kind = fenceKind(resolved, node.lang);
      if (kind !== undefined && parent !== undefined && index !== undefined) fences.push({ node, index, parent, kind });
    });
    // One after another: the engine's work is on this thread either way.
    for (const { node, index, parent, kind } of fences) {
      const outcome = await drawDiagram({ kind, text: node.value }, resolved);
      if ('error' in outcome) {
        const { error } = outcome;
        const place = placeInFile(error, node.position?.start.line ?? 0, node.position?.start.column ?? 1);
        file.fail(`${error.code} ${error.message}`, { place: place ?? node.position, ruleId: error.code, source: 'dsp-diagrams' });
      }
      const html: Html = { type: 'html', value: (outcome as { html: string }).html };
      parent.children[index] = html;
    }
  };
}
