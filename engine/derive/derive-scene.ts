import { LIMITS, type OperationInput } from '../../schema/index.js';
import type { Diagnostic, NormalizedScene } from '../model/index.js';
import { readScene } from '../normalize/index.js';
import { applyOps } from '../ops/index.js';
import { DeriveError, type DeriveErrorCode } from './errors.js';
import { deriveOps } from './diff/derive-ops.js';
import type { DeriveReport } from './diff/report.js';
import type { DeriveFormat } from './model.js';
import { parseSchema } from './parse-schema.js';

export interface DeriveInput {
  format: DeriveFormat;
  source: string;
  /** The scene to bring in step (a stored document); absent: an empty entity-relationship scene. */
  scene?: unknown;
  /** Element limit; default the service's 1,000. */
  maxElements?: number;
}

export interface DeriveFailure {
  code: DeriveErrorCode | 'VALIDATION_FAILED';
  message: string;
  line?: number;
  column?: number;
  hint?: string;
  data?: Record<string, unknown>;
  diagnostics?: Diagnostic[];
}

/** ops: the minimal operations (none for an unchanged snapshot); scene: the scene with them applied (not laid out). */
export type DeriveResult = { ok: true; ops: OperationInput[]; report: DeriveReport; scene: NormalizedScene } | { ok: false; error: DeriveFailure };

const EMPTY_SCENE = { schemaVersion: '0.1', scene: { id: 'derived' }, elements: [] };

/**
 * Reads a schema snapshot and brings a scene's derived elements in step with it: the
 * operations, the report and the edited scene. The same input gives byte-identical ops and
 * report. Never throws for a bad snapshot or scene: `{ ok: false, error }`.
 */
export async function deriveScene(input: DeriveInput): Promise<DeriveResult> {
  const maxElements = input.maxElements ?? LIMITS.elements;
  const reading = readScene(input.scene ?? EMPTY_SCENE, { maxElements });
  if (!reading.valid) return { ok: false, error: { code: 'VALIDATION_FAILED', message: 'the scene to derive into is not valid', diagnostics: reading.diagnostics } };
  try {
    const model = await parseSchema(input.format, input.source);
    const { ops, report } = deriveOps(reading.scene, model, { maxElements });
    if (ops.length === 0) return { ok: true, ops, report, scene: reading.scene };
    const applied = applyOps(reading.scene, ops);
    if (!applied.ok) {
      const first = applied.errors[0]!;
      return { ok: false, error: { code: 'VALIDATION_FAILED', message: `the derived operations were refused: ${first.code} ${first.message}`, data: { errors: applied.errors } } };
    }
    return { ok: true, ops, report, scene: applied.scene };
  } catch (error) {
    if (error instanceof DeriveError) return { ok: false, error: { code: error.code, message: error.message, ...error.details } };
    throw error;
  }
}
