import type { EdgeValue, SceneDocumentValue } from '../../../schema/index.js';
import { labelTiers, measureTieredLabel, TIER_SIZES, type FontKey, type LabelTiers, type Measurer, type TextSpec } from '../../measure/index.js';
import type { TextLayout, TextRun } from '../../model/index.js';
import { px } from '../../geometry/index.js';
import type { ErEdge, SceneIndex } from '../types.js';
import { edgeLabelSpec, shownLabel } from './edge-label-style.js';

/** Space between an edge label's text and its box (the box the renderer fills with labelBackground). */
export const EDGE_LABEL_PADDING = 4;

/** An edge label measured once; `at` lays it out with its box's top-left corner at (x, y). */
export interface MeasuredEdgeLabel {
  /** Box size, padding included. */
  width: number;
  height: number;
  at(x: number, y: number): TextLayout;
}

/**
 * Measures an edge's label text. `EVENT [guard] / action` labels get the tiered runs
 * (event 12 px; guard 10 px and action 10 px italic on a second line, roles set); other
 * labels are centred lines (newlines break) in the style's font and size (12 px default).
 */
export function measureEdgeLabel(edge: EdgeValue, text: string, scene: SceneDocumentValue, measurer: Measurer): MeasuredEdgeLabel {
  const spec = edgeLabelSpec(edge, scene);
  const tiers = labelTiers(text);
  const block = tiers === null ? plainBlock(measurer, text, spec) : tieredBlock(measurer, tiers, spec.font);
  const pad = EDGE_LABEL_PADDING;
  const width = px(block.width + 2 * pad);
  const height = px(block.height + 2 * pad);
  return {
    width,
    height,
    at: (left, top) => {
      // The corner is rounded first, so the box and the runs agree to the last digit.
      const x = px(left);
      const y = px(top);
      return { box: { x, y, width, height }, font: spec.font, lineHeight: block.lineHeight, runs: block.runsAt(x + pad, y + pad), overflow: false };
    },
  };
}

/** Text measured, not yet placed: `runsAt` sets its runs with the text's top-left corner at (x, y). */
interface UnplacedBlock {
  width: number;
  height: number;
  lineHeight: number;
  runsAt(x: number, y: number): TextRun[];
}

function tieredBlock(measurer: Measurer, tiers: LabelTiers, font: FontKey): UnplacedBlock {
  const tiered = measureTieredLabel(measurer, tiers, font);
  return {
    width: tiered.width,
    height: tiered.height,
    lineHeight: measurer.lineHeight({ font, size: TIER_SIZES.event, weight: 'normal' }),
    runsAt: (x, y) => tiered.runs.map((run) => ({
      text: run.text,
      x: px(x + run.x),
      y: px(y + run.baseline),
      anchor: 'start',
      width: run.width,
      fontSize: run.spec.size,
      weight: run.spec.weight,
      italic: run.spec.italic === true,
      role: run.role,
    })),
  };
}

function plainBlock(measurer: Measurer, text: string, spec: TextSpec): UnplacedBlock {
  const block = measurer.block(text, spec, { wrap: 'none' });
  return {
    width: block.width,
    height: block.height,
    lineHeight: block.lineHeight,
    // Empty lines keep their space but draw nothing.
    runsAt: (x, y) => block.lines.flatMap((line, i): TextRun[] => line.text === '' ? [] : [{
      text: line.text,
      x: px(x + block.width / 2),
      y: px(y + i * block.lineHeight + block.baseline),
      anchor: 'middle',
      width: line.width,
      fontSize: spec.size,
      weight: spec.weight,
      italic: false,
    }]),
  };
}

/**
 * The box size (padding included) of every edge label that will be drawn, by edge id: pass
 * it to routeEdges (options.labelSizes) so self-loops are sized for their labels.
 */
export function edgeLabelSizes(index: SceneIndex, measurer: Measurer, erEdges: ReadonlyMap<string, ErEdge>): Map<string, { width: number; height: number }> {
  const sizes = new Map<string, { width: number; height: number }>();
  for (const edge of index.edges) {
    const text = shownLabel(edge, index.scene, erEdges.get(edge.id));
    if (text === undefined) continue;
    const { width, height } = measureEdgeLabel(edge, text, index.scene, measurer);
    sizes.set(edge.id, { width, height });
  }
  return sizes;
}
