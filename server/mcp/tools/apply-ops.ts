import * as v from 'valibot';
import { Message } from '../../../schema/index.js';
import { DiagramRef, OperationsArgument, RevisionArgument } from '../arguments.js';
import { DiagnosticOutput } from '../outputs.js';
import { services } from '../service-calls.js';
import { defineTool } from '../tool.js';

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
    // The bestEffort rule is the edit use case's (editDiagramBestEffort); this tool only translates.
    const { result, skipped } = transactionMode === 'bestEffort'
      ? await services.editBestEffort(session, sceneId, { ...body, ops })
      : { result: await services.edit(session, sceneId, { ...body, ops }), skipped: [] };
    const changed = [...result.changed.added, ...result.changed.updated, ...result.changed.removed];
    return { structured: { sceneId: result.id, applied: result.noop !== true, revision: result.revision, changedElementIds: changed, diagnostics: [...skipped, ...result.warnings] } };
  },
});
