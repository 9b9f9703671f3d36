import type { CheckInput, CheckReport, Computed, Diagnostic, PngScalePlan, SceneDocumentValue, ThemeName } from '../../engine/index.js';

/**
 * Where layout, drawing and rasterising run: a pool of worker threads under the spec's
 * drawing-time budgets (server/drawing-pool) or inline (CLI, tests). Use cases only see this port.
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

/** A PNG drawn from a scene in one job: its bytes, the size rule's plan it was drawn at, and what drawing noticed. */
export interface DrawnPng {
  png: Uint8Array;
  plan: PngScalePlan;
  diagnostics: Diagnostic[];
}

/** What a keyless or keyed check takes (the engine's checkScene): a DSP document (any JSON: it is checked first), or Mermaid text. */
export type { CheckInput };

/** What a check answers: whether a save would accept it, and everything a save would report. */
export type ValidationReport = CheckReport;

export interface Drawer {
  draw(job: DrawJob, caller: DrawingCaller): Promise<DrawResult>;
  /**
   * Checks a document or Mermaid text and, when valid, lays it out for its warnings, all on
   * a drawing thread: a flood of large keyless checks then costs the event loop nothing
   * but reading the bodies (the engine's checkScene).
   */
  check(input: CheckInput, caller: DrawingCaller): Promise<ValidationReport>;
  layout(scene: SceneDocumentValue, caller: DrawingCaller): Promise<{ scene: SceneDocumentValue; computed: Computed; diagnostics: Diagnostic[] }>;
  /** Rasterises an SVG drawn before (a stored version's image) at a planned scale. */
  svgToPng(svg: string, scale: number, caller: DrawingCaller): Promise<Uint8Array>;
  /**
   * Lays out, draws, plans the PNG's scale (the PNG size rule, `scale` undefined meaning
   * "as the rule decides") and rasterises, as one job under one budget in one queue turn;
   * the SVG never leaves the drawing thread. A scale past the raster limits is refused
   * with planPng's 4xx (server/use-cases/images/png-scale.ts), after the drawing.
   */
  drawPng(job: DrawJob, scale: number | undefined, caller: DrawingCaller): Promise<DrawnPng>;
  close(): Promise<void>;
}
