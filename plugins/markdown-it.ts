/**
 * `dsp-diagrams/markdown-it`: code fences ```dsp (scene JSON) and ```mermaid become the
 * drawing as inline SVG when the Markdown is rendered, in Node, with no browser (or an
 * <img> of a DSP service with the `service` option). markdown-it renders synchronously, so
 * the drawing runs in a worker thread the renderer waits for (sync-drawer.ts): `md.render()`
 * works as usual, in VitePress and anywhere else. With failure "fail" a broken diagram
 * throws `file:line:column: CODE message` (the file is env.path, env.relativePath or
 * "markdown").
 */
import type { MarkdownIt } from 'markdown-it';
import { errorLine, placeInFile } from './draw-diagram.js';
import { fenceKind, resolveOptions, type DocsPluginOptions } from './options.js';
import { drawSync } from './sync-drawer.js';

export type { DocsPluginOptions } from './options.js';

/** The error a diagram that cannot be drawn throws when failure is "fail". */
export class DiagramBuildError extends Error {
  override name = 'DiagramBuildError';
}

/** The document's file as VitePress (and others) pass it in the render environment. */
function fileOf(env: unknown): string {
  const { path, relativePath } = (env ?? {}) as { path?: unknown; relativePath?: unknown };
  return typeof path === 'string' ? path : typeof relativePath === 'string' ? relativePath : 'markdown';
}

/** The markdown-it plugin: `md.use(markdownItDsp, options)`. */
export default function markdownItDsp(md: MarkdownIt, options: DocsPluginOptions = {}): void {
  const resolved = resolveOptions(options);
  const original = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, index, mdOptions, env, self) => {
    const token = tokens[index]!;
    const kind = fenceKind(resolved, token.info);
    if (kind === undefined) return original ? original(tokens, index, mdOptions, env, self) : self.renderToken(tokens, index, mdOptions);
    // The fence's text without the newline before the closing fence, as remark reads it.
    const outcome = drawSync({ kind, text: token.content.replace(/\n$/, '') }, resolved);
    if ('error' in outcome) {
      // token.map[0] is the fence's own line, 0-based.
      const place = placeInFile(outcome.error, (token.map?.[0] ?? -1) + 1);
      throw new DiagramBuildError(errorLine(fileOf(env), outcome.error, place));
    }
    return `${outcome.html}\n`;
  };
}
