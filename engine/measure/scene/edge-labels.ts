import { LAYOUT_STRATEGY_ENGINE_DEFAULTS, type EdgeValue, type SceneDocumentValue } from '../../../schema/index.js';
import type { FontKey } from '../../fonts/index.js';
import { px } from '../../geometry/index.js';
import type { TextLayout, TextRun } from '../../model/index.js';
import { labelTiers, type LabelTiers } from '../label-tiers.js';
import type { Measurer, TextSpec } from '../measurer.js';
import { measureTieredLabel, TIER_SIZES } from '../tiered-label.js';
import { edgeLabelSpec } from './text-specs.js';

/** Space between an edge label's text and its box (the box the renderer fills with labelBackground). */
export const EDGE_LABEL_PADDING = 4;

/** One run of a measured edge label, before placing: its offsets from the text's top-left corner. */
export interface EdgeLabelRun extends Omit<TextRun, 'x' | 'y'> {
  dx: number;
  /** The line's top and its baseline below it, kept apart: placing adds them in this order. */
  dyLine: number;
  dyBaseline: number;
}

/** An edge label measured once; edgeLabelAt lays it out once its position is known. Plain data. */
export interface MeasuredEdgeLabel {
  /** Box size, padding included. */
  width: number;
  height: number;
  font: FontKey;
  lineHeight: number;
  runs: EdgeLabelRun[];
}

/**
 * Measures an edge's label text. `EVENT [guard] / action` labels get the tiered runs
 * (event 12 px; guard 10 px and action 10 px italic on a second line, roles set); other
 * labels are centred lines (newlines break) in the style's font and size (12 px default),
 * also broken at spaces to layoutStrategy.labelWrapWidth as node labels are (Mermaid wraps
 * its edge labels at the same width), except a sequence diagram's messages.
 */
export function measureEdgeLabel(edge: EdgeValue, text: string, scene: SceneDocumentValue, measurer: Measurer): MeasuredEdgeLabel {
  const spec = edgeLabelSpec(edge, scene);
  const tiers = labelTiers(text);
  const block = tiers === null ? plainBlock(measurer, text, spec, edgeLabelLineWidth(scene)) : tieredBlock(measurer, tiers, spec.font);
  const pad = EDGE_LABEL_PADDING;
  return { width: px(block.width + 2 * pad), height: px(block.height + 2 * pad), font: spec.font, lineHeight: block.lineHeight, runs: block.runs };
}

/** The label laid out with its box's top-left corner at (left, top). */
export function edgeLabelAt(label: MeasuredEdgeLabel, left: number, top: number): TextLayout {
  // The corner is rounded first, so the box and the runs agree to the last digit.
  const x = px(left);
  const y = px(top);
  const pad = EDGE_LABEL_PADDING;
  const runs = label.runs.map((run): TextRun => {
    const placed: TextRun = {
      text: run.text,
      x: px(x + pad + run.dx),
      y: px(y + pad + run.dyLine + run.dyBaseline),
      anchor: run.anchor,
      width: run.width,
      fontSize: run.fontSize,
      weight: run.weight,
      italic: run.italic,
    };
    if (run.role !== undefined) placed.role = run.role;
    return placed;
  });
  return { box: { x, y, width: label.width, height: label.height }, font: label.font, lineHeight: label.lineHeight, runs, overflow: false };
}

/** Text measured, not yet placed: its runs offset from the text's top-left corner. */
interface UnplacedBlock {
  width: number;
  height: number;
  lineHeight: number;
  runs: EdgeLabelRun[];
}

function tieredBlock(measurer: Measurer, tiers: LabelTiers, font: FontKey): UnplacedBlock {
  const tiered = measureTieredLabel(measurer, tiers, font);
  return {
    width: tiered.width,
    height: tiered.height,
    lineHeight: measurer.lineHeight({ font, size: TIER_SIZES.event, weight: 'normal' }),
    runs: tiered.runs.map((run) => ({
      text: run.text,
      dx: run.x,
      dyLine: run.baseline,
      dyBaseline: 0,
      anchor: 'start',
      width: run.width,
      fontSize: run.spec.size,
      weight: run.spec.weight,
      italic: run.spec.italic === true,
      role: run.role,
    })),
  };
}

/** The widest line of a plain edge label, or undefined when labels are not broken (labelWrapWidth 0, sequence messages). */
export function edgeLabelLineWidth(scene: SceneDocumentValue): number | undefined {
  if (scene.diagramFamily === 'sequence') return undefined;
  const width = scene.layoutStrategy?.labelWrapWidth ?? LAYOUT_STRATEGY_ENGINE_DEFAULTS.labelWrapWidth;
  return width > 0 ? width : undefined;
}

function plainBlock(measurer: Measurer, text: string, spec: TextSpec, lineWidth: number | undefined): UnplacedBlock {
  const block = measurer.block(text, spec, lineWidth === undefined ? { wrap: 'none' } : { wrap: 'word', maxWidth: lineWidth });
  return {
    width: block.width,
    height: block.height,
    lineHeight: block.lineHeight,
    // Empty lines keep their space but draw nothing.
    runs: block.lines.flatMap((line, i): EdgeLabelRun[] => line.text === '' ? [] : [{
      text: line.text,
      dx: block.width / 2,
      dyLine: i * block.lineHeight,
      dyBaseline: block.baseline,
      anchor: 'middle',
      width: line.width,
      fontSize: spec.size,
      weight: spec.weight,
      italic: false,
    }]),
  };
}
