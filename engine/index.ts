/**
 * The engine's public face: a pure pipeline (no Node or DOM APIs, no clock, no randomness)
 * that runs the same in Node and in the browser.
 */
export { validateScene, checkAgainstSchema, type ValidationResult } from './validate/index.js';
export {
  normalizeScene,
  readScene,
  storedScene,
  sceneInNormalForm,
  migrateScene,
  SCENE_MIGRATIONS,
  SCHEMA_VERSION,
  DEFAULT_NODE_WIDTH,
  DEFAULT_NODE_HEIGHT,
  type SceneReading,
  type SceneMigration,
} from './normalize/index.js';
export { hashScene, hashJson, canonicalJson, sha256Hex, type ContentHash, type Sha256Hex } from './hash/index.js';
export {
  diagnostic,
  hasErrors,
  laidOutScene,
  storedLayout,
  COMPUTED_VERSION,
  DIAGNOSTIC_CODES,
  columnsOf,
  formatPath,
  type Diagnostic,
  type Severity,
  type DiagnosticCode,
  type ResolvedColumn,
  type ValidScene,
  type NormalizedScene,
  type LaidOutScene,
} from './model/index.js';
export { fontKeyFor, fontWeightFor, FACE_FAMILY_NAMES, type FaceBytes, type FontBytes, type FontKey } from './fonts/index.js';
export {
  measureScene,
  measureFooter,
  defaultShapeFor,
  shapeOf,
  type MeasureOptions,
  type MeasuredScene,
  type FooterRequest,
  type FooterTexts,
  createMeasurer,
  fitText,
  textOverflowDiagnostic,
  labelTiers,
  measureTieredLabel,
  LINE_HEIGHT_RATIO,
  TIER_SIZES,
  type Measurer,
  type TextSpec,
  type TextBlock,
  type FittedText,
  type LabelTiers,
  type TieredLabel,
} from './measure/index.js';
export {
  compareScenes,
  isEmptyComparison,
  elementChangeMap,
  changeClassifier,
  sameSceneContent,
  compareSceneFields,
  type SceneComparison,
  type ElementChange,
  type SceneFieldChange,
} from './compare/index.js';
export {
  outlineText,
  knownRevisionView,
  DEFAULT_PAGE_SIZE,
  type OutlineInput,
  type OutlineOptions,
  type OutlinePage,
  type OutlineFailure,
  type OutlineResult,
  type OutlineErrorCode,
  type RecentRevision,
  type KnownRevisionView,
} from './outline/index.js';
export { layoutScene, warmLayout, type LayoutResult } from './layout/index.js';
export {
  renderSvg,
  chooseTheme,
  createTextPainting,
  THEMES,
  THEME_NAMES,
  type TextPainting,
  type RenderOptions,
  type Theme,
  type ThemeName,
} from './render/index.js';
export {
  renderPng,
  initRaster,
  RASTER_LIMITS,
  RasterLimitError,
  planPngScale,
  pngSize,
  svgSize,
  PNG_DEFAULT_MAX_PIXELS,
  type WasmSource,
  type PngOptions,
  type Deflate,
  type DrawingSize,
  type PngScalePlan,
  type PngScaleRefusal,
  type PngLimit,
} from './raster/index.js';
export {
  render,
  renderMermaid,
  drawScene,
  checkRenderOptions,
  checkScene,
  pngDownscaledDiagnostic,
  mermaidDiagnostic,
  type CheckInput,
  type CheckReport,
  type RenderResult,
  type RenderApiOptions,
  type DrawSceneOptions,
} from './render-api/index.js';
export {
  parseMermaid,
  toMermaid,
  mermaidEditOps,
  MERMAID_EXTENSIONS,
  sourceKind,
  mermaidDiagramType,
  type ParseResult,
  type ToMermaidResult,
  type MermaidError,
  type MermaidErrorCode,
  type MermaidEditResult,
  type SourceKind,
} from './mermaid/index.js';
export {
  applyOps,
  restoreRequest,
  mergeDiagnostics,
  type ApplyResult,
  type ChangedIds,
  type EditContext,
  type OpError,
  type RestoreRequest,
} from './ops/index.js';
export type { OperationInput } from '../schema/index.js';
export type {
  Computed,
  ComputedElement,
  ComputedNode,
  ComputedEdge,
  ComputedFrame,
  TextLayout,
  TextRun,
} from './model/index.js';
export type { Box, Point } from './geometry/index.js';
export type {
  SceneDocumentInput,
  SceneDocumentValue,
  ElementValue,
  NodeValue,
  EdgeValue,
  ConstraintValue,
  OperationValue,
} from '../schema/index.js';
