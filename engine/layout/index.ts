import type { SceneDocumentValue } from '../../schema/index.js';
import type { Box } from '../geometry/index.js';
import type { EntityTable, MeasuredScene, MeasuredSceneData, NodeSize } from '../measure/index.js';
import { COMPUTED_VERSION, stamped, type Computed, type Diagnostic, type LaidOutScene } from '../model/index.js';
import { bandBoxes, planBands } from './bands/auto-group.js';
import { buildIndex } from './build-index.js';
import { computeCanvas } from './canvas/canvas.js';
import { detectOverlaps } from './canvas/overlaps.js';
import { settleTightenedCanvas } from './canvas/settle-tightened.js';
import { computedElements, computedNodes } from './computed-elements.js';
import { applyConstraints } from './constraints/apply-constraints.js';
import { resolveErEdges } from './er/resolve-endpoints.js';
import { placeEmptyFrames } from './frames/empty-frames.js';
import { fitFrames } from './frames/fit-frames.js';
import { titleBandOf } from './frames/frame-titles.js';
import { edgeLabelSizes, placeEdgeLabels } from './labels/edge-labels.js';
import type { LabelContext } from './labels/node-labels.js';
import { anchorNodes } from './place/anchor-nodes.js';
import { placeForce } from './place/place-force.js';
import { placeGrid } from './place/place-grid.js';
import type { ViaPoint } from './layered/index.js';
import { placeHierarchical, type HierarchicalOptions } from './place/place-hierarchical.js';
import { resolveRelative } from './relative/resolve-relative.js';
import { routeEdges } from './routing/route-edges.js';
import { layoutSequence } from './sequence/layout-sequence.js';
import type { BandPlan, Geometry, SceneIndex } from './types.js';
import { writeBack } from './write-back.js';

export { warmLayout } from './place/elk-runner.js';
// Layout rules ops applies when an edit places something itself (engine/ops/README.md).
export { FRAME_INSET } from './types.js';
export { spacingAlong } from './constraints/separate.js';

/** What layoutScene returns: the laid-out scene (placed positions kept, the computed section) and the layout diagnostics. */
export type LayoutResult = LaidOutScene & { diagnostics: Diagnostic[] };

/** Node and text element sizes, and ER tables, as maps (measured as records). */
function sizingOf(measured: MeasuredSceneData): { sizes: Map<string, NodeSize>; tables: Map<string, EntityTable> } {
  const sizes = new Map<string, NodeSize>();
  const tables = new Map<string, EntityTable>();
  for (const [id, node] of Object.entries(measured.nodes)) {
    sizes.set(id, node.size);
    if (node.table !== undefined) tables.set(id, node.table);
  }
  return { sizes, tables };
}

/** Inputs of layoutSceneWith that the public API (layoutScene) does not take. */
export interface LayoutSceneOptions {
  /**
   * Edge id → the points its orthogonal route passes through (Geometry.via), for a placer
   * outside the ELK path that places the scene's nodes itself (bench/layout-options.ts
   * draws dot's and a dummies-as-nodes placement this way). Placement here does not fill it.
   */
  via?: ReadonlyMap<string, readonly ViaPoint[]>;
}

/**
 * Lays out a measured scene (README.md in this folder: the pipeline). Sequence diagrams
 * are laid out from their messages; every other family is placed by its layoutStrategy
 * (hierarchical and flow: our own layered placement for flat flowchart-like graphs, ELK
 * layered for the rest; grid; forceDirected), hierarchical when there is none. Nodes already placed stay where they are. Every text comes measured (engine/measure):
 * layout places it, and fits a label again only in the box placement gave it. Pure and
 * deterministic.
 */
export function layoutScene(measured: MeasuredScene): Promise<LayoutResult> {
  return layoutSceneWith(measured, {});
}

/**
 * layoutScene with inputs the engine's public API does not take (LayoutSceneOptions), for
 * benches and placers outside the ELK path; with no options it is layoutScene.
 */
export async function layoutSceneWith(measured: MeasuredScene, options: LayoutSceneOptions): Promise<LayoutResult> {
  const scene = measured.scene;
  const index = buildIndex(scene);
  const labels: LabelContext = { measured };
  if (index.family === 'sequence') {
    // Sequence diagrams are laid out from their messages on every save: nothing is written back.
    const { computed, diagnostics } = layoutSequence(index, measured);
    return stamped({ scene, computed, diagnostics });
  }
  const diagnostics: Diagnostic[] = [];
  const er = resolveErEdges(index);
  diagnostics.push(...er.diagnostics);
  const sizing = sizingOf(measured);
  diagnostics.push(...measured.diagnostics);

  const geometry: Geometry = options.via === undefined ? { boxes: new Map(), anchored: new Set() } : { boxes: new Map(), anchored: new Set(), via: options.via };
  anchorNodes(index, sizing.sizes, geometry);
  // Every layout redraws the bands the document asked for, so a saved diagram keeps them.
  const bands = planBands(index, { authorPlaced: new Set() });
  const labelSizes = edgeLabelSizes(index, measured, er.edges);
  const placeOptions: HierarchicalOptions = { labels, edgeLabels: labelSizes, er: { edges: er.edges, tables: sizing.tables } };
  diagnostics.push(...(await place(index, sizing.sizes, geometry, bands, placeOptions)));
  diagnostics.push(...resolveRelative(index, sizing.sizes, geometry));
  diagnostics.push(...applyConstraints(index, geometry));
  fitFrames(index, geometry, labels);
  placeEmptyFrames(index, geometry, labels);

  const nodes = computedNodes(index, geometry, labels);
  const titleBands = titleBandsOf(index, geometry);
  const routes = routeEdges(index, geometry, nodes, er.edges, { titleBands, labelSizes });
  const edgeLabels = placeEdgeLabels(index, routes, labelObstacles(index, geometry), measured, er.edges, { titleBands });
  const elements = computedElements(index, geometry, { nodes, routes, edgeLabels, erEdges: er.edges }, labels);
  const computedBands = bands === null ? [] : bandBoxes(bands, geometry, measured);
  const canvas = computeCanvas(index, { elements, bands: computedBands }, { allAutoLaidOut: geometry.anchored.size === 0 });
  diagnostics.push(...canvas.diagnostics, ...detectOverlaps(index, geometry));
  const tightened = new Set(canvas.diagnostics.filter((d) => d.code === 'CANVAS_AUTO_TIGHTENED').map((d) => (d.data as { axis: string }).axis));
  const settled = settleTightenedCanvas(scene, { canvas: canvas.canvas, elements, bands: computedBands, geometry }, { x: tightened.has('x'), y: tightened.has('y') });
  const computed: Computed = { version: COMPUTED_VERSION, canvas: settled.laidOut.canvas, elements: settled.laidOut.elements, bands: settled.laidOut.bands };
  return stamped({ scene: stamped<SceneDocumentValue, 'normalized'>(writeBack(settled.scene, settled.laidOut.geometry)), computed, diagnostics });
}

/** Stage 5: the placer the strategy names (flow is layered, like hierarchical). */
function place(index: SceneIndex, sizes: ReadonlyMap<string, NodeSize>, geometry: Geometry, bands: BandPlan[] | null, options: HierarchicalOptions): Promise<Diagnostic[]> {
  switch (index.strategy.algorithm) {
    case 'grid':
      return placeGrid(index, sizes, geometry, bands);
    case 'forceDirected':
      return placeForce(index, sizes, geometry, bands);
    default:
      return placeHierarchical(index, sizes, geometry, bands, options);
  }
}

function titleBandsOf(index: SceneIndex, geometry: Geometry): Map<string, Box> {
  const bands = new Map<string, Box>();
  for (const frame of index.frames) {
    const box = geometry.boxes.get(frame.id);
    const band = box === undefined ? undefined : titleBandOf(frame, box, index.strategy);
    if (band !== undefined) bands.set(frame.id, band);
  }
  return bands;
}

/** Boxes edge labels keep off: nodes, frames, texts and images (groups are not drawn). */
function labelObstacles(index: SceneIndex, geometry: Geometry): Map<string, Box> {
  const obstacles = new Map<string, Box>();
  for (const element of [...index.nodes, ...index.frames, ...index.texts, ...index.images]) {
    const box = geometry.boxes.get(element.id);
    if (box !== undefined) obstacles.set(element.id, box);
  }
  return obstacles;
}
