import type { OperationValue } from '../../schema/index.js';
import type { Computed, Diagnostic, NormalizedScene } from '../model/index.js';

/** What an edit may read besides the scene: the base revision's drawing (boxes of every element). */
export interface EditContext {
  computed?: Computed;
}

/** Element ids the edit added, updated and removed (tldraw-style change lists), in document order. */
export interface ChangedIds {
  added: string[];
  updated: string[];
  removed: string[];
}

/** Why an edit was refused: the operation at fault, a code, a one-line fix, and where. */
export interface OpError {
  opIndex: number;
  code: string;
  message: string;
  elementId?: string;
  path?: string;
}

/** The outcome of applyOps: the edited scene, or every error found (and nothing of the scene). */
export type ApplyResult =
  | { ok: true; scene: NormalizedScene; changed: ChangedIds; diagnostics: Diagnostic[] }
  | { ok: false; errors: OpError[] };

/**
 * An operation as a client writes it (fields with schema defaults may be left out);
 * OperationValue, the parsed form, is one too. applyOps takes either and parses it.
 */
export type { OperationInput } from '../../schema/index.js';

/** The operation of one name. */
export type OpOf<N extends OperationValue['op']> = Extract<OperationValue, { op: N }>;
