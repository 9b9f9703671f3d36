import type { Diagnostic } from '../../engine/index.js';

/** A diagnostic of the engine, or one of the element's own (a file that could not be fetched, a version not found). */
export type ElementDiagnostic = Omit<Diagnostic, 'code'> & { code: string };

/** What the element asks the drawing thread for: plain data, so it crosses postMessage. */
export interface DrawRequest {
  /** A scene document (object) or Mermaid text (string). */
  input: unknown;
  /** A theme name (checked by the drawing thread); absent: the engine's default (clean, or dark for a dark canvas). */
  theme?: string;
  /** A stored version's address, printed bottom-right as the server prints it on the version's image. */
  stamp?: string;
  /** The older stored version (a scene document): colour what changed since it. */
  diffFrom?: unknown;
}

/** A drawing, or why there is none. */
export interface DrawResponse {
  valid: boolean;
  svg?: string;
  /** The SVG's own size in px. */
  width?: number;
  height?: number;
  /** The scene's title and description, as written into the SVG. */
  title?: string;
  description?: string;
  diagnostics: ElementDiagnostic[];
}

/** Messages to the drawing worker. */
export type WorkerRequest =
  | { id: number; kind: 'draw'; request: DrawRequest }
  | { id: number; kind: 'png'; svg: string; scale: number };

/** Messages from the drawing worker. */
export type WorkerResponse =
  | { id: number; ok: true; drawing?: DrawResponse; png?: Uint8Array }
  | { id: number; ok: false; error: string };
