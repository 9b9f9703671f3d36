import type { FontBytes } from '../../fonts/index.js';
import { stamped, type NormalizedScene } from '../../model/index.js';
import { resolveStrategy } from '../../normalize/index.js';
import { createMeasurer, fontMetricsOf, type Measurer } from '../measurer.js';
import { memoMeasurer } from '../memo-measurer.js';
import { sizeNodes } from '../nodes/node-sizes.js';
import { shapeText } from '../shaped-text.js';
import { measureEdgeLabel } from './edge-labels.js';
import { measureFooter, type FooterRequest } from './footer.js';
import type { MeasuredScene, MeasuredSceneData } from './measured-scene.js';
import { measureSequenceTexts } from './sequence-texts.js';
import { textSpecOf } from './text-specs.js';
import { measureBandTitle, measureFrameTitle } from './titles.js';

/** What measureScene measures besides the scene: the texts render will add. */
export type MeasureOptions = FooterRequest;

/**
 * The measure stage: every text of the scene set in the bundled fonts (opentype metrics,
 * never the DOM), and what follows from it before anything is placed: node and text
 * element sizes (labels grown to fit, TEXT_OVERFLOW), ER tables, edge label boxes, frame
 * and band titles, a sequence diagram's headers, notes and fragment titles, and the
 * footer texts render adds (`options`). Layout and render read only this: neither sees a
 * font. Pure; the same scene and fonts give the same numbers in Node and the browser.
 */
export function measureScene(scene: NormalizedScene, fonts: FontBytes, options: MeasureOptions = {}): MeasuredScene {
  const measurer = memoMeasurer(createMeasurer(fonts));
  const nodes = scene.elements.filter((element) => element.kind === 'node');
  const texts = scene.elements.filter((element) => element.kind === 'text');
  const sizing = sizeNodes({ scene, strategy: resolveStrategy(scene.layoutStrategy), nodes, texts }, measurer);
  const measured: MeasuredSceneData = { scene, nodes: {}, edgeLabels: {}, frameTitles: {}, bandTitles: {}, diagnostics: sizing.diagnostics };
  for (const [id, size] of sizing.sizes) measured.nodes[id] = { size };
  for (const [id, table] of sizing.tables) measured.nodes[id]!.table = table;
  for (const element of [...nodes, ...texts]) {
    const text = element.kind === 'node' ? element.label : element.text;
    const entry = measured.nodes[element.id];
    // An ER table sets its own title; every other label is fitted where placement puts it.
    if (text === undefined || text === '' || entry === undefined || entry.table !== undefined) continue;
    const spec = textSpecOf(element, scene);
    // A label broken at the scene's line width is kept with its breaks, so layout sets the same lines.
    entry.label = shapeText(sizing.labels.get(element.id) ?? text, spec, fontMetricsOf(fonts, spec));
  }
  measureEdges(measured, measurer);
  for (const element of scene.elements) {
    const title = element.kind === 'frame' ? measureFrameTitle(element, scene, measurer) : undefined;
    if (title !== undefined) measured.frameTitles[element.id] = title;
  }
  if (scene.diagramFamily === 'architecture' && scene.extensions?.autoGroup === 'byNodeType') {
    for (const node of nodes) measured.bandTitles[node.nodeType] ??= measureBandTitle(node.nodeType, measurer);
  }
  if (scene.diagramFamily === 'sequence') measured.sequence = measureSequenceTexts(scene, measurer);
  const footer = measureFooter(measurer, options);
  if (footer !== undefined) measured.footer = footer;
  return stamped(measured);
}

function measureEdges(measured: MeasuredSceneData, measurer: Measurer): void {
  for (const element of measured.scene.elements) {
    if (element.kind !== 'edge') continue;
    const text = element.label?.trim();
    if (text !== undefined && text !== '') measured.edgeLabels[element.id] = measureEdgeLabel(element, text, measured.scene, measurer);
  }
}
