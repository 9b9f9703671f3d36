import type { Computed, Diagnostic, SceneDocumentValue, ThemeName } from '../../engine/index.js';

/**
 * Where layout, drawing and rasterising run: a pool of worker threads under the spec's
 * drawing-time budgets (server/render-pool) or inline (CLI, tests). Services only see this.
 */
export type DrawingBudget = 'keyless' | 'keyed';

export interface DrawJob {
  scene: SceneDocumentValue;
  theme?: ThemeName;
  stamp?: string;
  diffFrom?: { scene: SceneDocumentValue; computed: Computed };
}

export interface DrawResult {
  scene: SceneDocumentValue;
  computed: Computed;
  svg: string;
  diagnostics: Diagnostic[];
}

export interface Drawer {
  draw(job: DrawJob, budget: DrawingBudget): Promise<DrawResult>;
  layout(scene: SceneDocumentValue, budget: DrawingBudget): Promise<{ scene: SceneDocumentValue; computed: Computed; diagnostics: Diagnostic[] }>;
  svgToPng(svg: string, scale: number, budget: DrawingBudget): Promise<Uint8Array>;
  close(): Promise<void>;
}
