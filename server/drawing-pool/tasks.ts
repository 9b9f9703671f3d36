import {
  checkScene, drawScene, laidOutScene, layoutScene, measureScene, planPngScale, RasterLimitError, renderPng, sceneInNormalForm,
  type Computed, type Diagnostic, type DrawingSize, type PngScaleRefusal, type SceneDocumentValue,
} from '../../engine/index.js';
import { type CheckInput, type DrawJob, type DrawnPng, type DrawResult, type ValidationReport, pngRefusalError } from '../ports/index.js';
import { RasterRefusal } from './outcome.js';
import { pngDeflate } from './png-deflate.js';
import type { EngineResources } from './resources.js';

/** Layout only: the scene with placed positions written back, its computed section, the layout diagnostics. */
export interface LayoutOnlyResult {
  scene: SceneDocumentValue;
  computed: Computed;
  diagnostics: Diagnostic[];
}

/** One unit of work for a drawing thread; plain data, so it can be posted to a worker. */
export type Task =
  | { kind: 'draw'; job: DrawJob }
  | { kind: 'layout'; scene: SceneDocumentValue }
  | { kind: 'check'; input: CheckInput }
  | { kind: 'png'; svg: string; scale: number }
  | { kind: 'drawPng'; job: DrawJob; scale?: number }
  | { kind: 'ping' }
  | { kind: 'memory' };

/** A drawing thread's JavaScript heap (its own V8 isolate), in bytes. */
export interface ThreadHeap {
  heapUsed: number;
  heapTotal: number;
  external: number;
}

/**
 * What a drawPng task gives back: the PNG, or the PNG size rule's refusal as plain data
 * (nothing rasterised), which the calling thread turns into its 4xx (acceptedPng).
 */
export type PngDrawing = DrawnPng | { refusal: PngScaleRefusal };

/** What each kind of task gives back. */
export interface TaskResults {
  draw: DrawResult;
  layout: LayoutOnlyResult;
  check: ValidationReport;
  png: Uint8Array;
  drawPng: PngDrawing;
  ping: null;
  memory: ThreadHeap;
}

/** The task of one kind. */
export type TaskOf<K extends Task['kind']> = Extract<Task, { kind: K }>;

/**
 * Lays out a normalized scene. Scenes reach a drawing thread as plain data; the service
 * sends only scenes in normal form (the engine's, renamed or given a brief at most), which
 * is what sceneInNormalForm takes them as. The drawers take any such scene, also one past
 * the service's element limit (tests and benches draw those on purpose).
 */
export async function layoutOnly(scene: SceneDocumentValue, engine: EngineResources): Promise<LayoutOnlyResult> {
  const { scene: laidOut, computed, diagnostics } = await layoutScene(measureScene(sceneInNormalForm(scene), engine.fonts));
  return { scene: laidOut, computed, diagnostics };
}

/** Checks a document or Mermaid text and lays out a valid scene for its warnings. */
export function checkOnly(input: CheckInput, engine: EngineResources): Promise<ValidationReport> {
  return checkScene(input, async (scene) => (await layoutOnly(scene, engine)).diagnostics);
}

/** Lays out and draws a scene as SVG (with the diff colouring when a base is given, and the version stamp). */
export async function drawJob(job: DrawJob, engine: EngineResources): Promise<DrawResult> {
  return (await drawJobSized(job, engine)).drawn;
}

/** drawJob, with the drawing's size in px as the engine drew it (what its PNG is planned from). */
async function drawJobSized(job: DrawJob, engine: EngineResources): Promise<{ drawn: DrawResult; size: DrawingSize }> {
  const { laidOut, svg, size } = await drawScene(sceneInNormalForm(job.scene), {
    fonts: engine.fonts,
    ...(job.theme === undefined ? {} : { theme: job.theme }),
    ...(job.stamp === undefined ? {} : { stamp: job.stamp }),
    ...(job.diffFrom === undefined ? {} : { diffFrom: laidOutScene(sceneInNormalForm(job.diffFrom.scene), job.diffFrom.computed) }),
  });
  return { drawn: { scene: laidOut.scene, computed: laidOut.computed, svg, diagnostics: laidOut.diagnostics }, size };
}

/**
 * Rasterises an SVG drawn by drawJob. The engine refuses a bad scale or an oversized image
 * with a RasterLimitError, passed on as a RasterRefusal so that the pool tells it apart from a bug.
 */
export async function rasterise(svg: string, scale: number, engine: EngineResources): Promise<Uint8Array> {
  try {
    return await renderPng(svg, { fonts: engine.fonts, scale, deflate: pngDeflate });
  } catch (error) {
    if (error instanceof RasterLimitError) throw new RasterRefusal(error.message);
    throw error;
  }
}

/**
 * A PNG preview's whole work in one task: lays out and draws the SVG, plans the PNG's scale
 * from the drawing's size (the engine's PNG size rule) and rasterises it. Only the PNG goes
 * back, not the SVG.
 */
export async function drawAndRasterise(job: DrawJob, scale: number | undefined, engine: EngineResources): Promise<PngDrawing> {
  const { drawn: { svg, diagnostics }, size } = await drawJobSized(job, engine);
  const plan = planPngScale(size, scale);
  if (!plan.ok) return { refusal: plan };
  return { png: await rasterise(svg, plan.scale, engine), plan, diagnostics };
}

/** A drawn PNG, or the 4xx of the size rule's refusal: the same answer as planPng gives before rasterising an SVG. */
export function acceptedPng(drawing: PngDrawing): DrawnPng {
  if ('refusal' in drawing) throw pngRefusalError(drawing.refusal);
  return drawing;
}

/** Runs any task: the worker's single entry point. */
export async function perform(task: Task, engine: EngineResources): Promise<TaskResults[Task['kind']]> {
  switch (task.kind) {
    case 'draw':
      return drawJob(task.job, engine);
    case 'layout':
      return layoutOnly(task.scene, engine);
    case 'check':
      return checkOnly(task.input, engine);
    case 'png':
      return rasterise(task.svg, task.scale, engine);
    case 'drawPng':
      return drawAndRasterise(task.job, task.scale, engine);
    case 'ping':
      return null;
    case 'memory': {
      // In a worker thread these are the thread's own isolate's figures.
      const { heapUsed, heapTotal, external } = process.memoryUsage();
      return { heapUsed, heapTotal, external };
    }
  }
}
