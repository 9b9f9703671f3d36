/**
 * Mermaid 11 with its ELK layout registered, bundled by esbuild into one classic script for
 * a blank Chromium page (`window.mermaid`), and the page code that draws a text and reads
 * the drawing's geometry back (mermaid-page.js).
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const ENTRY = `import mermaid from 'mermaid';
import elkLayouts from '@mermaid-js/layout-elk';
mermaid.registerLayoutLoaders(elkLayouts);
window.mermaid = mermaid;`;

/** The bundle's source text. */
export async function mermaidBundle(): Promise<string> {
  const root = new URL('../../../', import.meta.url).pathname;
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    minify: true,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** The page code (a classic script defining `window.drawMermaid`). */
export function pageScript(): string {
  return readFileSync(new URL('./mermaid-page.js', import.meta.url), 'utf8');
}
