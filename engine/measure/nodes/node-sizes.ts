import type { NodeValue, SceneDocumentValue, TextValue } from '../../../schema/index.js';
import { px } from '../../geometry/index.js';
import type { Diagnostic } from '../../model/index.js';
import type { ResolvedStrategy } from '../../normalize/index.js';
import { fitText } from '../fit-text.js';
import type { Measurer, TextSpec } from '../measurer.js';
import { textSpecOf } from '../scene/text-specs.js';
import { textOverflowDiagnostic } from '../text-overflow.js';
import { entityTable, type EntityTable } from './entity-table.js';
import { glyphSizeOf } from './glyphs.js';
import { boxSizeForLabelArea, LABEL_PADDING, labelAreaOf } from './label-area.js';
import { labelLineWidth, sizingPadding, textOfLines, type LabelPadding } from './label-wrap.js';
import type { NodeSize } from './node-size.js';

/** What sizing reads: the scene, its strategy with defaults filled, its nodes and text elements in document order. */
export interface SizingInput {
  scene: SceneDocumentValue;
  strategy: ResolvedStrategy;
  nodes: readonly NodeValue[];
  texts: readonly TextValue[];
}

/** Sizes before placement: nodes and text elements by id, ER tables, TEXT_OVERFLOW warnings. */
export interface NodeSizing {
  sizes: Map<string, NodeSize>;
  /** ER entities with columns, laid out as tables relative to the node's corner. */
  tables: Map<string, EntityTable>;
  /** Node labels as set when breaking them at layoutStrategy.labelWrapWidth added line breaks, by node id. */
  labels: Map<string, string>;
  diagnostics: Diagnostic[];
}

/**
 * Rounds a grown size up to whole px: text measured to fit still fits, and boxes of whole
 * px keep ELK's centres on whole or half px, so aligned nodes stay exactly aligned.
 */
export function roundUpSize(value: number): number {
  return Math.ceil(value - 1e-6);
}

/**
 * Every node's and text element's size before placement. A size the document gives (absolute
 * layout, or relative preferredSize) is kept and only grows; a node without one starts at
 * nodeWidth x nodeHeight (nodeSizing minimum; workflow events and gateways at their glyph
 * size) or at nothing (nodeSizing fitLabel, padded as Mermaid pads), and grows to fit its
 * label. With wrap none the box grows to the label's lines, which for a node without a
 * size of its own are first broken at spaces to labelWrapWidth (label-wrap.ts); with word
 * or character wrapping the width stays and the height grows when the engine chose the
 * size or autoSize is content, otherwise TEXT_OVERFLOW. ER entities with columns take the
 * size of their table. Text elements keep their layout size (autoSize content grows the height).
 */
export function sizeNodes(index: SizingInput, measurer: Measurer): NodeSizing {
  const result: NodeSizing = { sizes: new Map(), tables: new Map(), labels: new Map(), diagnostics: [] };
  for (const node of index.nodes) {
    const table = tableOf(node, index, measurer);
    if (table !== null) {
      result.tables.set(node.id, table);
      result.sizes.set(node.id, table.size);
      continue;
    }
    const sized = sizeNode(node, index, measurer, result.diagnostics);
    result.sizes.set(node.id, sized.size);
    if (sized.label !== undefined) result.labels.set(node.id, sized.label);
  }
  for (const text of index.texts) result.sizes.set(text.id, sizeText(text, index, measurer, result.diagnostics));
  return result;
}

function tableOf(node: NodeValue, index: SizingInput, measurer: Measurer): EntityTable | null {
  if ((node.extensions?.columns?.length ?? 0) === 0) return null;
  const spec = textSpecOf(node, index.scene);
  return entityTable(node, measurer, index.strategy, { font: spec.font, fontSize: spec.size });
}

/** The size the document gives an element, if any. */
function givenSize(element: NodeValue | TextValue): NodeSize | undefined {
  const layout = element.layout;
  if (layout?.mode === 'absolute') return { width: layout.width, height: layout.height };
  if (layout?.mode === 'relative' && layout.preferredSize !== undefined) return { ...layout.preferredSize };
  return undefined;
}

function autoSizes(element: NodeValue | TextValue): boolean {
  return element.layout?.mode === 'absolute' && element.layout.autoSize === 'content';
}

/** A node's size, and its label as set when breaking it at the line width added line breaks. */
interface SizedNode {
  size: NodeSize;
  label?: string;
}

function sizeNode(node: NodeValue, index: SizingInput, measurer: Measurer, diagnostics: Diagnostic[]): SizedNode {
  const given = givenSize(node);
  const glyph = glyphSizeOf(node.nodeType);
  // A glyph's label is drawn outside it, so it never sizes the box.
  if (glyph !== undefined) return { size: given ?? { width: glyph, height: glyph } };
  const strategy = index.strategy;
  const fits = given === undefined && strategy.nodeSizing === 'fitLabel';
  const start = given ?? (fits ? { width: 0, height: 0 } : { width: strategy.nodeWidth, height: strategy.nodeHeight });
  const text = node.label ?? '';
  // Fitted to its label, a node without one is as large as an empty line with its padding.
  if (text === '' && node.icon === undefined && !fits) return { size: start };

  const spec = textSpecOf(node, index.scene);
  const wrap = node.textStyle?.wrap ?? 'none';
  if (wrap === 'none' || text === '') {
    const padding = sizingPadding(node, strategy);
    const lineWidth = text === '' ? undefined : breakWidth(node, given, padding, strategy);
    const block = measurer.block(text === '' && fits ? ' ' : text, spec, lineWidth === undefined ? { wrap: 'none' } : { wrap: 'word', maxWidth: lineWidth });
    const need = boxSizeForLabelArea(node, block.width + padding.left + padding.right, block.height + padding.top + padding.bottom);
    const size = { width: Math.max(start.width, roundUpSize(need.width)), height: Math.max(start.height, roundUpSize(need.height)) };
    const label = text === '' ? text : textOfLines(text, block);
    return label === text ? { size } : { size, label };
  }
  const width = fits ? wrappedStartWidth(node, text, spec, strategy, measurer) : start.width;
  const area = labelAreaOf(node, { x: 0, y: 0, width, height: start.height });
  const fitted = fitText(measurer, text, spec, node.textStyle ?? {}, area, LABEL_PADDING);
  const needHeight = boxSizeForLabelArea(node, area.width, fitted.requiredHeight).height;
  if (needHeight <= start.height + 1e-6) return { size: { width, height: start.height } };
  if (given === undefined || autoSizes(node)) return { size: { width, height: roundUpSize(needHeight) } };
  diagnostics.push(textOverflowDiagnostic(node.id, px(needHeight), start.height));
  return { size: start };
}

/**
 * Where a wrap-none label breaks: at the scene's line width (labelWrapWidth), or, in a box
 * of the node's own that is wider inside, at that width (whole px down: a box the engine
 * sized for lines of at most the line width, written back after placement, breaks the label
 * at the same places again, so a second layout moves and resizes nothing).
 */
function breakWidth(node: NodeValue, given: NodeSize | undefined, padding: LabelPadding, strategy: ResolvedStrategy): number | undefined {
  const line = labelLineWidth(node, strategy);
  if (line === undefined || given === undefined) return line;
  const inside = labelAreaOf(node, { x: 0, y: 0, ...given }).width - padding.left - padding.right;
  return Math.max(line, Math.floor(inside + 1e-6));
}

/**
 * The width a label-fitted node with wrap word or character starts at: its label's lines
 * unbroken, or at the line width when they are longer, with LABEL_PADDING (the padding
 * the label is wrapped with where it is drawn, so it breaks the same way there).
 */
function wrappedStartWidth(node: NodeValue, text: string, spec: TextSpec, strategy: ResolvedStrategy, measurer: Measurer): number {
  const unbroken = measurer.block(text, spec, { wrap: 'none' }).width;
  const limit = labelLineWidth(node, strategy);
  const line = limit === undefined ? unbroken : Math.min(unbroken, limit);
  return roundUpSize(boxSizeForLabelArea(node, line + LABEL_PADDING.left + LABEL_PADDING.right, 0).width);
}

function sizeText(text: TextValue, index: SizingInput, measurer: Measurer, diagnostics: Diagnostic[]): NodeSize {
  const given = givenSize(text);
  const start = given ?? { width: index.strategy.nodeWidth, height: index.strategy.nodeHeight };
  const content = text.text ?? '';
  if (content === '') return start;
  const spec = textSpecOf(text, index.scene);
  const wrap = text.textStyle?.wrap ?? 'none';
  if (wrap === 'none') {
    if (given !== undefined) return start;
    const block = measurer.block(content, spec, { wrap: 'none' });
    return { width: Math.max(start.width, roundUpSize(block.width)), height: Math.max(start.height, roundUpSize(block.height)) };
  }
  const fitted = fitText(measurer, content, spec, text.textStyle ?? {}, start);
  if (fitted.requiredHeight <= start.height) return start;
  if (given === undefined || autoSizes(text)) return { width: start.width, height: roundUpSize(fitted.requiredHeight) };
  diagnostics.push(textOverflowDiagnostic(text.id, fitted.requiredHeight, start.height));
  return start;
}
