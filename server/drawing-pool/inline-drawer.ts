import { stderrLog, type DrawingLog } from './log.js';
import { settle } from './outcome.js';
import type { EngineResources } from './resources.js';
import { prepareEngine } from './warm-up.js';
import { acceptedPng, checkOnly, drawAndRasterise, drawJob, layoutOnly, rasterise } from './tasks.js';
import { unwrapOutcome, type WarmDrawer } from './warm-drawer.js';

/**
 * The same Drawer in the calling thread (CLI, tests). It cannot enforce the drawing-time
 * budgets: a job runs to its end and blocks the event loop while it runs, so the server
 * uses createDrawer. Errors are the same as the pool's (PNG_OUT_OF_RANGE, the PNG size rule's
 * refusals, DRAWING_FAILED).
 */
export function createInlineDrawer(options: { log?: DrawingLog } = {}): WarmDrawer {
  const log = options.log ?? stderrLog;
  let engine: Promise<EngineResources> | undefined;
  const prepared = (): Promise<EngineResources> => {
    engine ??= prepareEngine().catch((error: unknown) => {
      // A failed start is forgotten, so the next job retries it.
      engine = undefined;
      throw error;
    });
    return engine;
  };
  return {
    async draw(job) {
      const resources = await prepared();
      return unwrapOutcome(await settle(() => drawJob(job, resources)), log);
    },
    async layout(scene) {
      const resources = await prepared();
      return unwrapOutcome(await settle(() => layoutOnly(scene, resources)), log);
    },
    async check(input) {
      const resources = await prepared();
      return unwrapOutcome(await settle(() => checkOnly(input, resources)), log);
    },
    async svgToPng(svg, scale) {
      const resources = await prepared();
      return unwrapOutcome(await settle(() => rasterise(svg, scale, resources)), log);
    },
    async drawPng(job, scale) {
      const resources = await prepared();
      return acceptedPng(unwrapOutcome(await settle(() => drawAndRasterise(job, scale, resources)), log));
    },
    async ready() {
      await prepared();
    },
    async heapStatistics() {
      return [];
    },
    async close() {
      // Nothing to stop: the engine lives as long as the process.
    },
  };
}
