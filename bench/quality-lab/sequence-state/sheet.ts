/**
 * The sequence and state picture sheet (written to SHEET_OUT or scratch/sequence-state-sheet/): 20 sequence and 10
 * state diagrams drawn by ours and by Mermaid 11 (in headless Chromium, from the mermaid
 * devDependency: ../real/mermaid.ts), side by side as PNGs, on an HTML page and a README
 * table. The diagrams are the corpora in shared/ (docs/decisions/2026-11-28-fetched-corpora-in-shared.md):
 * the 20 largest of Mermaid's sequence documentation examples (shared/corpus/mermaid-docs/sequence)
 * and the 10 largest state diagrams of its documentation examples and of the held-in state
 * corpus (shared/corpus/mermaid-docs/state, shared/corpus/mermaid-public/state), largest by
 * element count, ties by name. Under each of ours: the warnings (what DSP could not draw as
 * written). Without those folders it says which is missing and stops.
 *
 * Run with `npx tsx bench/quality-lab/sequence-state/sheet.ts`; it rewrites the folder.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMermaid, render, warmLayout } from '../../../engine/index.js';
import { bundledFonts } from '../../../entry/node.js';
import { sharedCorpus } from '../../../harness/shared-corpus.js';
import { openMermaid } from '../real/mermaid.js';

const ROOT = new URL('../../../', import.meta.url).pathname;
// Every diagram here is Mermaid's (fetched data, never committed): the sheet goes to a folder
// outside the repository, SHEET_OUT, or the ignored scratch/ folder of this checkout.
const OUT = process.env.SHEET_OUT ?? join(ROOT, 'scratch/sequence-state-sheet');
/** Width of each picture, CSS px (height follows the drawing, up to MAX_HEIGHT). */
const WIDTH = 360;
const MAX_HEIGHT = 520;

interface Case {
  name: string;
  folder: string;
  text: string;
  size: number;
  warnings: string[];
}

function cases(folder: string): Case[] {
  const dir = sharedCorpus(folder);
  if (dir === undefined) throw new Error(`shared/corpus/${folder} not present: the sheet draws the corpora in shared/ (set DSP_SHARED_DIR to the steering repository's shared/)`);
  return readdirSync(dir).filter((name) => name.endsWith('.mmd')).map((name) => {
    const text = readFileSync(join(dir, name), 'utf8');
    const parsed = parseMermaid(text);
    if (!parsed.ok) throw new Error(`${folder}/${name}: ${parsed.error.message}`);
    return { name: name.replace(/\.mmd$/, ''), folder, text, size: parsed.scene.elements.length, warnings: parsed.warnings.map((w) => w.message) };
  });
}

const largest = (list: Case[], count: number): Case[] => [...list].sort((a, b) => b.size - a.size || a.name.localeCompare(b.name)).slice(0, count);
const chosen = [
  ...largest(cases('mermaid-docs/sequence'), 20).map((c) => ({ ...c, kind: 'sequence' })),
  ...largest([...cases('mermaid-docs/state'), ...cases('mermaid-public/state')], 10).map((c) => ({ ...c, kind: 'state' })),
];

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const fonts = await bundledFonts();
await warmLayout();
const mermaid = await openMermaid();
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const page = mermaid.page;
await page.setViewportSize({ width: WIDTH + 40, height: 900 });

/** A PNG of an SVG text, WIDTH px wide at most (narrower drawings keep their size). */
async function picture(svg: string, file: string): Promise<void> {
  const frame = await page.evaluateHandle(
    ([text, width, maxHeight]) => {
      const host = document.getElementById('host')!;
      host.innerHTML = `<div id="shot" style="display:inline-block;background:#fff;padding:4px">${text.replace(/<\?xml[^>]*>|<!DOCTYPE[^>]*>/g, '')}</div>`;
      const element = host.querySelector('#shot svg') as SVGSVGElement | null;
      if (element === null) throw new Error('no svg element in the drawing');
      const box = element.viewBox.baseVal;
      const natural = box !== null && box.width > 0 ? box.width : element.getBoundingClientRect().width;
      const ratio = box !== null && box.width > 0 ? box.height / box.width : 1;
      const w = Math.min(width, natural, maxHeight / ratio);
      element.removeAttribute('style');
      element.setAttribute('width', String(w));
      element.setAttribute('height', String(w * ratio));
      return host.querySelector('#shot')!;
    },
    [svg, WIDTH, MAX_HEIGHT] as const,
  );
  await frame.asElement()!.screenshot({ path: join(OUT, file) });
}

const htmlRows: string[] = [];
const mdRows: string[] = [];
for (const c of chosen) {
  const file = `${c.kind}-${c.folder.includes('public') ? 'held-in' : 'docs'}-${c.name}`;
  const ours = await render(c.text, { fonts, format: 'svg' });
  const drawn = await mermaid.draw(c.text, 'dagre');
  if (ours.svg !== undefined) await picture(ours.svg, `${file}.ours.png`);
  if (drawn.error === undefined) await picture(drawn.svg, `${file}.mermaid.png`);
  const warned = c.warnings.length === 0 ? 'no warnings' : c.warnings.map(escape).join('<br>');
  const cell = (tool: string, ok: boolean, why: string): string => (ok ? `<img src="${file}.${tool}.png" alt="${tool}: ${escape(c.name)}">` : `failed: ${escape(why)}`);
  htmlRows.push(`<tr><th>${escape(`${c.folder}/${c.name}.mmd`)}<details><summary>text</summary><pre>${escape(c.text)}</pre></details></th>` +
    `<td>${cell('ours', ours.svg !== undefined, ours.diagnostics[0]?.message ?? '')}<div class="w">${warned}</div></td><td>${cell('mermaid', drawn.error === undefined, drawn.error ?? '')}</td></tr>`);
  mdRows.push(`| \`${c.folder.replace('test/corpus/', '')}/${c.name}.mmd\` | ${ours.svg === undefined ? 'failed' : `![ours](${file}.ours.png)`} | ${drawn.error === undefined ? `![Mermaid](${file}.mermaid.png)` : `failed: ${drawn.error}`} |`);
  console.log(file);
}
await mermaid.close();
writeFileSync(
  join(OUT, 'index.html'),
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sequence and state diagrams: ours beside Mermaid</title>
<style>body{font:13px system-ui,sans-serif;margin:16px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px;vertical-align:top;text-align:left}
th{width:220px;font-weight:600;word-break:break-all}.w{color:#555;font-size:11px;margin-top:4px;max-width:${WIDTH}px}pre{font-size:11px;white-space:pre-wrap;max-width:220px}</style></head>
<body><h1>Sequence and state diagrams: ours beside Mermaid 11</h1>
<p>Made by <code>npx tsx bench/quality-lab/sequence-state/sheet.ts</code>; README.md beside this page says what still differs. Under ours, the reader's warnings.</p>
<table><tr><th>diagram</th><th>ours</th><th>Mermaid</th></tr>
${htmlRows.join('\n')}
</table></body></html>
`,
);
writeFileSync(join(OUT, 'TABLE.md'), ['| diagram | ours | Mermaid |', '|---|---|---|', ...mdRows, ''].join('\n'));
process.exit(0);
