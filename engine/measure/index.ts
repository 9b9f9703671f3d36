/**
 * Text measurement from the bundled fonts (opentype.js metrics, never the DOM): widths,
 * line breaking, placement in a box, the TEXT_OVERFLOW diagnostic and tiered edge labels.
 */
// The fonts measuring reads (its input): defined with the faces in engine/fonts.
export type { FaceBytes, FontBytes, FontKey } from '../fonts/index.js';
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
