/**
 * The picture sheet (docs/quality-sheet/): 30 corpus diagrams, each drawn by ours, Mermaid
 * (dagre, its default) and Graphviz dot (our node and label sizes: dot.ts), as small PNGs
 * taken in headless Chromium, on one HTML page with each drawing's figures beside it.
 * The 30: the issue's three cases, the 9 other ER diagrams and the 18 other flowcharts with
 * the most edges (frames first), ties by name.
 *
 * Run with `npx tsx bench/quality-lab/real/sheet.ts`; it rewrites docs/quality-sheet/ with this
 * project's own diagrams only. Mermaid's public diagrams (shared/corpus/quality-real) are drawn
 * only into a folder outside the repository, `SHEET_OUT=/some/folder`: their texts and pictures
 * are fetched data, which is never committed (docs/decisions/2026-11-28-fetched-corpora-in-shared.md).
 */
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { layoutScene, warmLayout, measureScene, render } from '../../../engine/index.js';
import { bundledFonts } from '../../../entry/node.js';
import { corpusCases, corpusOrigin, type CorpusCase } from './corpus-cases.js';
import { drawingOfDotLayout } from './dot.js';
import { measureReal, type RealQuality } from './measure.js';
import { drawingOfMermaid, openMermaid } from './mermaid.js';
import { drawingOfOurs } from './ours.js';

const OUT = process.env.SHEET_OUT ?? new URL('../../../docs/quality-sheet/', import.meta.url).pathname;
/** Whether Mermaid's public diagrams may be drawn: only into a folder given outside the repository. */
const WITH_PUBLIC = process.env.SHEET_OUT !== undefined;
/** Width of each picture, CSS px (height follows the drawing, up to MAX_HEIGHT). */
const WIDTH = 300;
const MAX_HEIGHT = 420;

const edgeCount = (c: CorpusCase): number => c.scene.elements.filter((e) => e.kind === 'edge').length;
const hasFrames = (c: CorpusCase): boolean => c.facts.members.size > 0;

/** The 30 diagrams (module comment). */
function chosen(cases: CorpusCase[]): CorpusCase[] {
  const byEdges = (a: CorpusCase, b: CorpusCase): number => Number(hasFrames(b)) - Number(hasFrames(a)) || edgeCount(b) - edgeCount(a) || a.name.localeCompare(b.name);
  const issue = cases.filter((c) => c.name.includes('issue-30'));
  const er = cases.filter((c) => c.scene.diagramFamily === 'entityRelationship' && !issue.includes(c)).sort(byEdges).slice(0, 9);
  const flow = cases.filter((c) => c.scene.diagramFamily !== 'entityRelationship' && !issue.includes(c)).sort(byEdges).slice(0, 18);
  return [...issue, ...er, ...flow];
}

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const figures = (q: RealQuality | undefined): string =>
  q === undefined
    ? 'failed'
    : `a ${q.againstFlow} · b ${q.shared} · c ${q.alongFrame}/${q.throughFrame} · d ${q.crossings} · e ${q.throughNodes} · f ${q.ambiguousLabels} · g ${q.missedRows ?? 'n/a'} · i ${q.overlong} · ${Math.round(q.width)}×${Math.round(q.height)}`;

const fonts = await bundledFonts();
await warmLayout();
const gv = await Graphviz.load();
const mermaid = await openMermaid();
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const page = mermaid.page;
await page.setViewportSize({ width: WIDTH + 40, height: 800 });

/** A PNG of an SVG text, WIDTH px wide (narrower drawings keep their size). */
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

console.log(`Corpus: ${corpusOrigin()}`);
const rows: string[] = [];
for (const c of chosen(corpusCases().filter((c) => WITH_PUBLIC || c.name.startsWith('dsp-')))) {
  const laid = await layoutScene(measureScene(c.scene, fonts));
  const ours = await render(c.document, { fonts, format: 'svg' });
  const dot = drawingOfDotLayout(gv, c.scene, laid.computed, c.facts);
  const drawn = await mermaid.draw(c.text, 'dagre');
  const q = {
    ours: measureReal(drawingOfOurs(laid.computed, c.facts), c.facts.named),
    mermaid: drawn.error === undefined ? measureReal(drawingOfMermaid(drawn, c.scene, c.facts), c.facts.named) : undefined,
    dot: measureReal(dot.drawing, c.facts.named),
  };
  const cells: string[] = [];
  for (const [tool, svg] of [['ours', ours.svg ?? ''], ['mermaid', drawn.svg ?? ''], ['dot', dot.svg]] as const) {
    const file = `${c.name}.${tool}.png`;
    if (svg !== '') await picture(svg, file);
    cells.push(`<td>${svg === '' ? 'failed' : `<img src="${file}" alt="${tool}: ${escape(c.name)}">`}<div class="q">${figures(q[tool])}</div></td>`);
  }
  const source = /^%% source: (.*)$/m.exec(c.text)?.[1] ?? '';
  rows.push(`<tr><th>${escape(c.name)}<div class="src">${escape(source)}</div><details><summary>text</summary><pre>${escape(c.text)}</pre></details></th>${cells.join('')}</tr>`);
  console.log(c.name);
}
await mermaid.close();
writeFileSync(
  join(OUT, 'index.html'),
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Quality sheet: ours, Mermaid and dot on 30 real diagrams</title>
<style>body{font:13px system-ui,sans-serif;margin:16px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px;vertical-align:top;text-align:left}
th{width:220px;font-weight:600}.src{font-weight:400;color:#555;word-break:break-all;margin-top:4px}.q{color:#444;font-size:11px;margin-top:4px;max-width:${WIDTH}px}pre{font-size:11px;white-space:pre-wrap;max-width:220px}</style></head>
<body><h1>Ours beside Mermaid (dagre) and Graphviz dot</h1>
<p>Made by <code>npx tsx bench/quality-lab/real/sheet.ts</code> from the real-diagram corpus (issue 30: bench/quality-lab/real/corpus and shared/corpus/quality-real). Under each picture, the bench's figures for that drawing
(bench/README.md, "Quality on real diagrams"): a against the flow, b shared lines, c along/through frames, d crossings, e edges through nodes, f ambiguous labels, g ER ends off their named row, i overlong edges, then width × height in px.
dot is given our node and label sizes; Mermaid draws with its own.</p>
<table><tr><th>diagram</th><th>ours</th><th>Mermaid (dagre)</th><th>Graphviz dot</th></tr>
${rows.join('\n')}
</table></body></html>
`,
);
process.exit(0);
