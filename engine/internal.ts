/**
 * The engine's one door to its internals, for the benches: the parts of layout, render and
 * raster that bench/ times or compares one by one (placement on its own, the layered
 * steps, routing, the text painters, the raster's font set-up). Only bench/ imports it
 * (lint: dsp/bench-fence lets bench/ in here and through the public entries only; no engine
 * stage enters by it, dsp/engine-layers). When a stage's internals move, this file is the
 * one place the benches' view of them is mended.
 */

// Layout: the scene index, the placement of each kind, ELK on its own, the layered steps, routing.
export { layoutSceneWith } from './layout/index.js';
export { buildIndex } from './layout/build-index.js';
export { resolveErEdges } from './layout/er/resolve-endpoints.js';
export { edgeLabelSizes } from './layout/labels/edge-labels.js';
export { anchorNodes } from './layout/place/anchor-nodes.js';
export { placeHierarchical } from './layout/place/place-hierarchical.js';
export { placementOf } from './layout/place/node-placement.js';
export { buildLayoutTree, ROOT as LAYOUT_TREE_ROOT, type LayoutTree } from './layout/place/layout-tree.js';
export { buildElkGraph } from './layout/place/elk-graph.js';
export { rootOptions } from './layout/place/elk-options.js';
export { runElk } from './layout/place/elk-runner.js';
export { readBoxes } from './layout/place/elk-block.js';
export { layeredPlacement, countCrossings, medianOrder, type MedianOrder, type LayeredInput } from './layout/layered/index.js';
export { layerGraphOf, type ComponentInput } from './layout/layered/layer-graph.js';
export { componentsOf } from './layout/layered/components.js';
export { brandesKoepf, separation } from './layout/layered/brandes-koepf.js';
export { compact, packedCoordinates } from './layout/layered/compaction.js';
export { routeEdges } from './layout/routing/route-edges.js';

// What layout reads and draws with.
export type { MeasuredSceneData } from './measure/index.js';
export { borderPoint, type Side } from './geometry/index.js';

// Render: the candidate text painters and what they draw on.
export { createEmbeddedFontPainter } from './render/text/embedded-font-painter.js';
export { createOutlinePainter } from './render/text/outline-painter.js';
export { createPlainTextPainter } from './render/text/plain-text-painter.js';
export { CLEAN_LOOK } from './render/looks/clean.js';
export { CLEAN } from './render/themes/clean.js';
export { rectPath } from './render/families/path.js';
export type { TextPainter } from './render/types.js';

// Raster: the font set-up resvg is given, timed apart from the drawing.
export { resvgFontOptions } from './raster/fonts.js';
export { fontsForSvg, withoutFontFaceRules } from './raster/svg-fonts.js';
