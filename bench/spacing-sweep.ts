/**
 * Experiment (not a test): the node and rank spacing ELK is given, swept on the cases of the
 * quality bench, with everything else as the engine pins it (engine/layout/place/
 * node-placement.ts, elk-options.ts), so a result transfers to the engine. For each pair: ELK's node boxes
 * given to our engine as placed positions (bench/quality-lab/generated/placed-scene.ts), so our router
 * runs as usual, then crossings, drawing size, edges through nodes and overlaps measured
 * as bench/quality.ts does. Area is printed against DOT_MP (dot's megapixels from a
 * bench/quality.ts run: dot takes minutes on the 1,000-node flowchart, and its figures are
 * deterministic). Times are wall ms of ELK alone, for direction only.
 *
 * Run with `SPACINGS=20/60,30/50 DOT_MP=26.00 ONLY="flowchart 200" npx tsx bench/spacing-sweep.ts`
 * (node/rank px, comma-separated; ONLY as in bench/quality.ts; OPTIONS='{"elk.aspectRatio":"1"}'
 * lays more ELK options over every pair).
 */
import type { ElkNode } from 'elkjs/lib/elk-api.js';
import { measureScene, layoutScene, warmLayout } from '../engine/index.js';
import { readBoxes, runElk } from '../engine/internal.js';
import { bundledFonts } from '../entry/node.js';
import { engineGraph } from './graphs.js';
import type { Box } from '../harness/drawing-metrics/drawing.js';
import { selectCases } from './quality-lab/generated/cases.js';
import { qualityOf } from './quality-lab/generated/metrics.js';
import { drawingOfComputed } from '../harness/drawing-metrics/computed-drawing.js';
import { placedScene } from './quality-lab/generated/placed-scene.js';

const pairs = (process.env.SPACINGS ?? '20/60,30/50,50/80').split(',').map((pair) => pair.split('/').map(Number) as [number, number]);
const extra = JSON.parse(process.env.OPTIONS ?? '{}') as Record<string, string>;
const dotMegapixels = Number(process.env.DOT_MP ?? Number.NaN);
const fonts = await bundledFonts();
await warmLayout();

for (const c of selectCases(process.env.ONLY).filter((c) => c.scene.diagramFamily !== 'sequence')) {
  const graph = engineGraph(c.scene, fonts);
  const sized = (await layoutScene(measureScene(c.scene, fonts))).computed;
  for (const [node, rank] of pairs) {
    const spaced: ElkNode = structuredClone(graph);
    spaced.layoutOptions = { ...spaced.layoutOptions, 'elk.spacing.nodeNode': String(node), 'elk.spacing.componentComponent': String(node), 'elk.layered.spacing.nodeNodeBetweenLayers': String(rank), ...extra };
    const started = performance.now();
    const laidOut = await runElk(spaced);
    const elkMs = performance.now() - started;
    // A glyph is as wide as its label in ELK: centred back at its own width, as elk-block.ts does.
    const boxes = new Map<string, Box>();
    for (const [id, box] of readBoxes(laidOut)) {
      const ours = sized.elements[id];
      if (ours?.kind === 'node') boxes.set(id, { x: box.x + (box.width - ours.box.width) / 2, y: box.y, width: ours.box.width, height: ours.box.height });
    }
    const q = qualityOf(drawingOfComputed((await layoutScene(measureScene(placedScene(c.scene, boxes), fonts))).computed));
    console.log(
      `${c.name} ${node}/${rank}: crossings ${q.crossings}, bends ${q.bends.toFixed(0)}, ${q.megapixels.toFixed(2)} MP (${(q.megapixels / dotMegapixels).toFixed(3)} of dot), ` +
        `${q.width.toFixed(0)} x ${q.height.toFixed(0)}, through ${(q.throughShare * 100).toFixed(1)}%, overlaps ${q.overlaps}, ELK ${elkMs.toFixed(0)} ms`,
    );
  }
}
