import * as v from 'valibot';
import { Message } from '../../../schema/index.js';
import { DiagramRef, OperationsArgument, RevisionArgument } from '../arguments.js';
import { DiagnosticOutput } from '../outputs.js';
import { services } from '../service-calls.js';
import type { McpSession } from '../session.js';
import { defineTool } from '../tool.js';
import { ServiceError } from '../../ports/service-error.js';

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
  ops: Array<Record<string, unknown>>;
  /** Positions of `ops` in the caller's list. */
  positions: number[];
}

/**
 * bestEffort: the edit is tried whole; when it fails only because of some operations, those
 * are left out and the rest tried again (each round drops at least one, so it ends).
 * What was left out is reported as OP_SKIPPED diagnostics with the caller's op index.
 */
async function applyBestEffort(session: McpSession, id: string, body: { baseRevision: number; message?: string }, all: Attempt) {
  let attempt = all;
  const skipped: Array<{ code: string; severity: 'warning'; message: string; path: string }> = [];
  for (;;) {
    try {
      return { result: await services.edit(session, id, { ...body, ops: attempt.ops }), skipped };
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

export const dspApplyOps = defineTool({
  name: 'dsp_apply_ops',
  title: 'Apply operations (older name)',
  description:
    'Older name of diagram_edit with ops. transactionMode allOrNothing (default): any failing operation saves nothing. ' +
    'bestEffort: operations that fail are left out (reported as OP_SKIPPED diagnostics) and the rest are saved. ' +
    'Returns applied, revision, changedElementIds and diagnostics. Stale baseRevision: REVISION_CONFLICT.',
  input: v.strictObject({
    sceneId: DiagramRef,
    baseRevision: RevisionArgument,
    transactionMode: v.optional(v.picklist(['allOrNothing', 'bestEffort'])),
    ops: OperationsArgument,
    message: v.optional(Message),
  }),
  output: v.looseObject({ sceneId: v.string(), applied: v.boolean(), revision: v.number(), changedElementIds: v.array(v.string()), diagnostics: v.array(DiagnosticOutput) }),
  kind: 'write',
  idempotent: false,
  async run(session, { sceneId, transactionMode = 'allOrNothing', ops, ...body }) {
    const all = { ops: ops as Array<Record<string, unknown>>, positions: ops.map((_, index) => index) };
    const { result, skipped } = transactionMode === 'bestEffort'
      ? await applyBestEffort(session, sceneId, body, all)
      : { result: await services.edit(session, sceneId, { ...body, ops }), skipped: [] };
    const changed = [...result.changed.added, ...result.changed.updated, ...result.changed.removed];
    return { structured: { sceneId: result.id, applied: result.noop !== true, revision: result.revision, changedElementIds: changed, diagnostics: [...skipped, ...result.warnings] } };
  },
});
