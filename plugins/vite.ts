/**
 * `dsp-diagrams/vite`: a Vite plugin so that `import svg from './arch.mmd?dsp'` (or a scene
 * `./arch.json?dsp`) gives the drawing as an SVG string, drawn at build time (and on each
 * change in dev) with no browser. Also exported: `diagnostics` (the engine's warnings).
 * Options as for the Markdown plugins: theme and darkTheme; failure "fail" stops the build
 * with file:line:column, "render" exports an SVG that shows the error; `service` exports the
 * <img> URL of that service instead (`export default` is then the URL in `theme`, and
 * `darkUrl` the URL in `darkTheme`, for a <picture> source: the service draws one theme an
 * image); className and errorClassName are not used (there is no HTML around the string).
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { sourceKind } from '../engine/index.js';
import { escapeHtml, placeInFile, drawDiagram, serviceImageUrl } from './draw-diagram.js';
import { resolveOptions, type DocsPluginOptions } from './options.js';

export type { DocsPluginOptions } from './options.js';

// Resolved ids end in ".js" so that no other plugin (Vite's JSON plugin for a .json?dsp) takes them.
const PREFIX = '\0dsp-diagram:';
const SUFFIX = '.dsp.js';

/** A small SVG that shows an error's text (failure "render"). */
function errorSvg(text: string): string {
  const lines = text.match(/.{1,90}(\s|$)/g) ?? [text];
  const height = 16 + lines.length * 18;
  const rows = lines.map((line, i) => `<text x="8" y="${22 + i * 18}">${escapeHtml(line.trimEnd())}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="${height}" viewBox="0 0 720 ${height}" role="img" aria-label="${escapeHtml(text)}"><rect width="720" height="${height}" fill="#fef2f2" stroke="#b91c1c"/><g font-family="monospace" font-size="13" fill="#b91c1c">${rows}</g></svg>`;
}

/** The Vite plugin. */
export default function dspDiagrams(options: DocsPluginOptions = {}): Plugin {
  const resolved = resolveOptions(options);
  return {
    name: 'dsp-diagrams',
    enforce: 'pre',
    async resolveId(source, importer) {
      const [path, query] = source.split('?', 2);
      if (query === undefined || !new URLSearchParams(query).has('dsp') || !path) return null;
      const file = await this.resolve(path, importer, { skipSelf: true });
      return file ? `${PREFIX}${file.id}${SUFFIX}` : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX) || !id.endsWith(SUFFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      const text = await readFile(file, 'utf8');
      const kind = sourceKind(text, file);
      if (resolved.service !== undefined) {
        // Still checked at build time: a broken diagram fails here, not on the page.
        const outcome = await drawDiagram({ kind, text }, { ...resolved, failure: 'fail' });
        if ('error' in outcome) this.error({ message: `${outcome.error.code} ${outcome.error.message}`, id: file, loc: placeInFile(outcome.error, 0) ?? { line: 1, column: 0 } });
        const url = (theme: string | undefined): string => serviceImageUrl(resolved.service!, { kind, text }, theme);
        const darkUrl = resolved.darkTheme === undefined ? undefined : url(resolved.darkTheme);
        return `export default ${JSON.stringify(url(resolved.theme))};\nexport const darkUrl = ${JSON.stringify(darkUrl) ?? 'undefined'};\nexport const diagnostics = ${JSON.stringify(outcome.diagnostics)};\n`;
      }
      const outcome = await drawDiagram({ kind, text }, { ...resolved, failure: 'fail' });
      if ('error' in outcome) {
        const { error } = outcome;
        const place = placeInFile(error, 0);
        if (resolved.failure === 'fail') this.error({ message: `${error.code} ${error.message}`, id: file, ...(place ? { loc: { file, line: place.line, column: place.column - 1 } } : {}) });
        const where = place ? `${place.line}:${place.column}: ` : '';
        return `export default ${JSON.stringify(errorSvg(`${where}${error.code} ${error.message}`))};\nexport const diagnostics = ${JSON.stringify([error])};\n`;
      }
      return `export default ${JSON.stringify(outcome.svg)};\nexport const diagnostics = ${JSON.stringify(outcome.diagnostics)};\n`;
    },
  };
}
