/**
 * Benchmark (not a test): layout quality on real diagrams (issue 30). Every flowchart and
 * ER diagram of the real-diagram corpus (this project's examples in bench/quality-lab/real/corpus,
 * and Mermaid's documentation, demos and rendering specs in shared/corpus/quality-real when it
 * is there: quality-lab/real/corpus-cases.ts) drawn by ours, Graphviz dot (the
 * same graph at our node and label sizes: bench/quality-lab/generated/to-dot.ts), Mermaid 11 with dagre
 * and with ELK (in headless Chromium, geometry read back from its SVG) and D2 (the graph as
 * D2 text, laid out by D2's dagre), each drawing measured by the same code
 * (bench/quality-lab/real/measure.ts, one metric a file under metrics/), totals and medians
 * printed from one run.
 *
 * Run with `npx tsx bench/quality-real.ts`. PEERS=0 runs ours alone (seconds); PEERS=dot
 * (or a comma-separated list of dot, dagre, elk, d2) runs those peers only; ONLY=<parts of
 * file names> some diagrams; WORST=n lists the n diagrams with the most troubles for ours;
 * SHEET=1 also writes the picture sheet (docs/quality-sheet/).
 */
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { layoutScene, warmLayout, measureScene } from '../engine/index.js';
import { bundledFonts } from '../entry/node.js';
import { corpusCases, corpusOrigin, type CorpusCase } from './quality-lab/real/corpus-cases.js';
import { drawingOfD2 } from './quality-lab/real/d2.js';
import { drawingOfDotLayout } from './quality-lab/real/dot.js';
import { measureReal, type RealQuality } from './quality-lab/real/measure.js';
import { drawingOfMermaid, openMermaid } from './quality-lab/real/mermaid.js';
import { drawingOfOurs } from './quality-lab/real/ours.js';
import { summaryTable, type ToolFigures } from './quality-lab/real/summary.js';

const ALL_PEERS = ['dot', 'dagre', 'elk', 'd2'] as const;
type Peer = (typeof ALL_PEERS)[number];
const peers: Peer[] =
  process.env.PEERS === '0' ? [] : process.env.PEERS === undefined ? [...ALL_PEERS] : ALL_PEERS.filter((p) => process.env.PEERS!.split(',').includes(p));

const fonts = await bundledFonts();
await warmLayout();
const cases = corpusCases(process.env.ONLY);
console.log(`Corpus: ${corpusOrigin()}`);
const tools = new Map<string, ToolFigures>([['ours', { tool: 'ours', figures: new Map() }]]);
const figuresOf = (tool: string): Map<string, RealQuality> => (tools.get(tool) ?? tools.set(tool, { tool, figures: new Map() }).get(tool)!).figures;
const failures: string[] = [];
const started = performance.now();

const gv = peers.includes('dot') ? await Graphviz.load() : undefined;
const layouts = (['dagre', 'elk'] as const).filter((layout) => peers.includes(layout));
const mermaid = layouts.length > 0 ? await openMermaid() : undefined;
for (const c of cases) {
  const laid = await layoutScene(measureScene(c.scene, fonts));
  figuresOf('ours').set(c.name, measureReal(drawingOfOurs(laid.computed, c.facts), c.facts.named));
  if (gv !== undefined) {
    try {
      figuresOf('dot').set(c.name, measureReal(drawingOfDotLayout(gv, c.scene, laid.computed, c.facts).drawing, c.facts.named));
    } catch (caught) {
      failures.push(`dot ${c.name}: ${(caught as Error).message.split('\n')[0]}`);
    }
  }
  for (const layout of layouts) {
    const drawn = await mermaid!.draw(c.text, layout);
    if (drawn.error !== undefined) failures.push(`mermaid-${layout} ${c.name}: ${drawn.error}`);
    else figuresOf(`mermaid-${layout}`).set(c.name, measureReal(drawingOfMermaid(drawn, c.scene, c.facts), c.facts.named));
  }
  if (peers.includes('d2')) {
    try {
      figuresOf('d2').set(c.name, measureReal((await drawingOfD2(c.scene, c.facts)).drawing, c.facts.named));
    } catch (caught) {
      failures.push(`d2 ${c.name}: ${String((caught as Error).message ?? caught).slice(0, 160)}`);
    }
  }
}
await mermaid?.close();

const erCount = cases.filter((c) => c.scene.diagramFamily === 'entityRelationship').length;
const namedCount = cases.reduce((sum, c) => sum + c.facts.named.length, 0);
console.log(
  `Real-diagram quality: ${cases.length} corpus diagrams (${cases.length - erCount} flowcharts, ${erCount} ER; ${namedCount} ER ends name a row), ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
console.log(summaryTable([...tools.values()]));
console.log(
  '\na: forward edges (text-order depth-first search) drawn against the flow; b: pairs of edges sharing a line > 4 px (same source or same target not counted);' +
    '\nc: edge along a frame border > 8 px / through a frame it has no end in; d: crossings; e: edges through a node; f: labels closer to another edge;' +
    '\ng: named ER ends (explicit column, label naming a column, FK naming the other entity) not on their row (n/a: no rows in the geometry);' +
    '\ni: edges over more than 2 layers when the longest path allows fewer; area: width x height in thousands of px; area/dot: median of the per-diagram ratio.',
);
if (failures.length > 0) console.log(`\nfailed (${failures.length}):\n${failures.join('\n')}`);
const worst = Number(process.env.WORST ?? 0);
if (worst > 0) {
  const score = (q: RealQuality): number => q.againstFlow + q.shared + q.alongFrame + q.throughFrame + q.throughNodes + q.ambiguousLabels + (q.missedRows ?? 0) + q.overlong;
  const ranked = [...figuresOf('ours')].sort((a, b) => score(b[1]) - score(a[1])).slice(0, worst);
  console.log(`\nours, most troubles first (a b c-along c-through e f g i):`);
  for (const [name, q] of ranked) console.log(`  ${name.padEnd(56)} ${[q.againstFlow, q.shared, q.alongFrame, q.throughFrame, q.throughNodes, q.ambiguousLabels, q.missedRows ?? '-', q.overlong].join(' ')}`);
}
export type { CorpusCase };
// D2's WebAssembly worker would keep the process alive.
process.exit(0);
