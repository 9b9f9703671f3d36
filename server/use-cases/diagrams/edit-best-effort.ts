import { CreateRevisionBody } from '../../../schema/api.js';
import { ServiceError } from '../../ports/index.js';
import type { Principal } from '../accounts/index.js';
import { checkEnvelope, type DiagramDeps, type Transport } from '../shared/index.js';
import { editDiagram, type EditResponse } from './edit-diagram.js';

/** The operation indexes a failed edit's errors point at ($.ops[3]...), or null when one names no operation. */
function failedOperations(error: ServiceError): Set<number> | null {
  const errors = error.extra.errors;
  if (error.code !== 'VALIDATION_FAILED' || !Array.isArray(errors) || errors.length === 0) return null;
  const indexes = new Set<number>();
  for (const item of errors as Array<{ path?: unknown }>) {
    const match = typeof item.path === 'string' ? /^\$\.ops\[(\d+)\]/.exec(item.path) : null;
    if (!match) return null;
    indexes.add(Number(match[1]));
  }
  return indexes;
}

interface Attempt {
  ops: unknown[];
  /** Positions of `ops` in the caller's list. */
  positions: number[];
}

/** An operation left out of a bestEffort edit, as the warning that reports it. */
export interface SkippedOperation {
  code: 'OP_SKIPPED';
  severity: 'warning';
  message: string;
  path: string;
}

/** An edit saved without the operations that failed, each reported as an OP_SKIPPED warning. */
export interface BestEffortEdit {
  result: EditResponse;
  skipped: SkippedOperation[];
}

/**
 * The bestEffort transaction mode of an edit by operations: the edit is tried whole; when
 * it fails only because of some operations, those are left out and the rest tried again
 * (each round drops at least one, so it ends). What was left out is reported as OP_SKIPPED
 * diagnostics with the caller's op index. Each try checks the body as a single edit does.
 */
export async function editDiagramBestEffort(
  deps: DiagramDeps,
  principal: Principal,
  ref: string,
  body: Record<string, unknown> & { ops: unknown[] },
  via: Transport,
): Promise<BestEffortEdit> {
  let attempt: Attempt = { ops: body.ops, positions: body.ops.map((_, index) => index) };
  const skipped: SkippedOperation[] = [];
  for (;;) {
    try {
      return { result: await editDiagram(deps, principal, ref, checkEnvelope(CreateRevisionBody, { ...body, ops: attempt.ops }), via), skipped };
    } catch (error) {
      const failed = error instanceof ServiceError ? failedOperations(error) : null;
      if (!failed || failed.size >= attempt.ops.length) throw error;
      for (const index of failed) {
        const first = ((error as ServiceError).extra.errors as Array<{ path?: string; message: string }>).find((item) => item.path?.startsWith(`$.ops[${index}]`));
        skipped.push({ code: 'OP_SKIPPED', severity: 'warning', message: `ops[${attempt.positions[index]}] was not applied: ${first?.message ?? 'it failed'}`, path: `$.ops[${attempt.positions[index]}]` });
      }
      attempt = { ops: attempt.ops.filter((_, index) => !failed.has(index)), positions: attempt.positions.filter((_, index) => !failed.has(index)) };
    }
  }
}
