import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import type { FontBytes } from '../../engine/index.js';
import { GOLDEN_DIR, REPORT_PATH } from './golden.js';
import { lineDiff } from './line-diff.js';

/**
 * test/golden/report.html: every golden that differs in the last run (each `*.got.*` file
 * beside its `*.exp.*`), grouped by case folder, the expected and the got picture side by
 * side (drawn by resvg with the bundled fonts, so a golden's hashed fonts draw as they
 * would have) and a line diff of the files. Removed when nothing differs.
 */
export async function writeGoldenReport(dir = GOLDEN_DIR, reportPath = REPORT_PATH): Promise<string | undefined> {
  const differing = gotFiles(dir);
  if (differing.length === 0) {
    rmSync(reportPath, { force: true });
    return undefined;
  }
  // Loaded only when something differs: every vitest run ends here.
  const [{ initRaster }, { loadRenderResources }] = await Promise.all([import('../../engine/index.js'), import('../../fonts/node.js')]);
  const { fonts, wasm } = await loadRenderResources();
  await initRaster(wasm);
  const byFolder = new Map<string, string[]>();
  for (const got of differing) byFolder.set(dirname(got), [...(byFolder.get(dirname(got)) ?? []), got]);
  let sections = '';
  for (const [folder, gots] of byFolder) sections += await folderSection(relative(dir, folder) || '.', folder, gots, fonts);
  writeFileSync(reportPath, page(differing.length, sections));
  return reportPath;
}

type Fonts = FontBytes;

function gotFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...gotFiles(path));
    else if (entry.name.includes('.got.')) found.push(path);
  }
  return found.sort();
}

async function folderSection(title: string, folder: string, gots: readonly string[], fonts: Fonts): Promise<string> {
  let body = '';
  for (const got of gots) {
    const expected = got.replace('.got.', '.exp.');
    const expText = existsSync(expected) ? readFileSync(expected, 'utf8') : '';
    const gotText = readFileSync(got, 'utf8');
    body += `<h3>${escape(basename(expected))}</h3>`;
    if (got.endsWith('.svg')) body += await pictures(expText, gotText, fonts);
    body += diffBlock(expText, gotText);
  }
  // A laid-out JSON that moved, with a drawing that did not: show the drawing for context.
  const drawing = join(folder, 'drawing.exp.svg');
  if (!gots.some((got) => got.endsWith('.svg')) && existsSync(drawing)) {
    body += `<h3>drawing.exp.svg (unchanged)</h3>${await pictures(readFileSync(drawing, 'utf8'), undefined, fonts)}`;
  }
  return `<section><h2>${escape(title)}</h2>${body}</section>`;
}

async function pictures(expected: string, got: string | undefined, fonts: Fonts): Promise<string> {
  const figure = async (caption: string, svg: string): Promise<string> => `<figure><figcaption>${caption}</figcaption>${await picture(svg, fonts)}</figure>`;
  return `<div class="pair">${await figure('expected', expected)}${got === undefined ? '' : await figure('got', got)}</div>`;
}

async function picture(svg: string, fonts: Fonts): Promise<string> {
  if (svg === '') return '<p>(no file)</p>';
  try {
    const { renderPng } = await import('../../engine/index.js');
    const png = await renderPng(svg, { fonts });
    return `<img alt="" src="data:image/png;base64,${Buffer.from(png).toString('base64')}">`;
  } catch (error) {
    return `<p>resvg could not draw it: ${escape(String(error))}</p>`;
  }
}

function diffBlock(expected: string, got: string): string {
  const lines = lineDiff(expected, got);
  const shown = lines.slice(0, 400).map((line) => `<span class="${line.op === '+' ? 'add' : line.op === '-' ? 'del' : 'ctx'}">${line.op} ${escape(line.text)}</span>`);
  const more = lines.length > 400 ? `\n… ${lines.length - 400} more lines` : '';
  return `<pre class="diff">${shown.join('\n')}${more}</pre>`;
}

function page(count: number, sections: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Golden differences</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 2em; color: #111827; }
.pair { display: flex; gap: 1em; align-items: flex-start; flex-wrap: wrap; }
figure { margin: 0; border: 1px solid #d1d5db; padding: 0.5em; }
figure img { max-width: 48vw; display: block; }
pre.diff { background: #f9fafb; padding: 0.5em; overflow-x: auto; font-size: 12px; }
.add { color: #166534; background: #dcfce7; } .del { color: #991b1b; background: #fee2e2; } .ctx { color: #6b7280; }
</style></head><body>
<h1>${count} golden file${count === 1 ? '' : 's'} differ</h1>
<p>Expected (the <code>*.exp.*</code> file) beside what this run drew (<code>*.got.*</code>). When the new output is right, accept it with <code>UPDATE_GOLDEN=1</code> and the same test command.</p>
${sections}
</body></html>
`;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
