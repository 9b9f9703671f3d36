/**
 * The measure stage: measureScene sets every text of a scene in the bundled fonts
 * (opentype.js metrics, never the DOM) and gives layout and render all they need of text
 * as plain data (MeasuredScene), so neither sees a font. Below it, the text machinery
 * (a Measurer over the fonts, line breaking, fitting in a box, tiered edge labels) and the
 * pure functions layout places measured text with (fitting kept text into its final box,
 * placing a measured block or edge label at its position).
 */
// The stage.
export { measureScene, type MeasureOptions } from './scene/measure-scene.js';
export { missingGlyphDiagnostics } from './scene/missing-glyphs.js';
export { measuredEntry, measuredNode, type MeasuredNode, type MeasuredScene, type MeasuredSceneData } from './scene/measured-scene.js';
export { blockAt, type MeasuredBlock } from './scene/blocks.js';
export { EDGE_LABEL_PADDING, edgeLabelAt, edgeLabelLineWidth, type EdgeLabelRun, type MeasuredEdgeLabel } from './scene/edge-labels.js';
export { BAND_TITLE_SPEC, bandTitleOf, type MeasuredTitle } from './scene/titles.js';
export { SEQUENCE_TEXT, type SequenceTexts } from './scene/sequence-texts.js';
export { FOOTER_TEXT, measureFooter, type FooterRequest, type FooterTexts, type LegendEntry } from './scene/footer.js';
export { DEFAULT_FONT_SIZE, EDGE_LABEL_FONT_SIZE, edgeLabelSpec, sequenceTextSpecOf, styleOf, textSpecOf } from './scene/text-specs.js';
// Nodes: the shapes' text areas, glyph sizes and ER tables sizing reads and layout fits labels by.
export { defaultShapeFor, shapeOf } from './nodes/default-shape.js';
export { glyphSizeOf, hasOutsideLabel, OUTSIDE_LABEL } from './nodes/glyphs.js';
export { boxSizeForLabelArea, iconBoxOf, LABEL_PADDING, labelAreaOf, shapeInsets, INLINE_ICON, TOP_ICON, type ShapeInsets } from './nodes/label-area.js';
export { roundUpSize, sizeNodes, type NodeSizing } from './nodes/node-sizes.js';
export { labelLineWidth } from './nodes/label-wrap.js';
export { tableTextSpecs, type EntityTable, type EntityTextOptions } from './nodes/entity-table.js';
export type { NodeSize } from './nodes/node-size.js';
// Text kept as numbers, and fitted from them.
export { baselineOfShaped, blockOfShaped, fitShaped, type ShapedText } from './shaped-text.js';
export { textLayoutOf } from './text-layout.js';
// The fonts measuring reads (its input): defined with the faces in engine/fonts.
export type { FaceBytes, FontBytes, FontKey } from '../fonts/index.js';
export { withFallbackFonts } from '../fonts/index.js';
// The text machinery.
export {
  createMeasurer,
  LINE_HEIGHT_RATIO,
  type BlockOptions,
  type Measurer,
  type TextBlock,
  type TextSpec,
} from './measurer.js';
export type { TextLine, WrapMode } from './wrap.js';
export { roundPx } from './precision.js';
export { fitText, type FittedText, type Padding, type PlacedLine } from './fit-text.js';
export { textOverflowDiagnostic } from './text-overflow.js';
export { labelTiers, type LabelTiers } from './label-tiers.js';
export { measureTieredLabel, TIER_SIZES, type TieredLabel, type TieredRun, type TierRole } from './tiered-label.js';
