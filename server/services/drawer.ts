import type { Computed, Diagnostic, SceneDocumentValue, ThemeName } from '../../engine/index.js';

/**
 * Where layout, drawing and rasterising run: a pool of worker threads under the spec's
 * drawing-time budgets (server/render-pool) or inline (CLI, tests). Services only see this.
 */
export type DrawingBudget = 'keyless' | 'keyed';

/**
 * Who a drawing is for. The budget picks the time limit; the rest lets the drawing queue be
 * fair: keyed work by workspace, keyless work by client address (IPv6 by its /64).
 */
export type DrawingCaller = { budget: 'keyed'; workspaceId: string } | { budget: 'keyless'; address: string };

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

/** What a keyless or keyed check takes: a DSP document (any JSON: it is checked first), or Mermaid text. */
export type CheckInput = { document: unknown } | { mermaid: string };

/** What a check answers: whether a save would accept it, and everything a save would report. */
export interface ValidationReport {
  valid: boolean;
  diagnostics: Diagnostic[];
}

export interface Drawer {
  draw(job: DrawJob, caller: DrawingCaller): Promise<DrawResult>;
  /**
   * Checks a document or Mermaid text and, when valid, lays it out for its warnings, all on
   * a drawing thread: a flood of large keyless checks then costs the event loop nothing
   * but reading the bodies (check-scene.ts).
   */
  check(input: CheckInput, caller: DrawingCaller): Promise<ValidationReport>;
  layout(scene: SceneDocumentValue, caller: DrawingCaller): Promise<{ scene: SceneDocumentValue; computed: Computed; diagnostics: Diagnostic[] }>;
  svgToPng(svg: string, scale: number, caller: DrawingCaller): Promise<Uint8Array>;
  close(): Promise<void>;
}
