import * as v from 'valibot';
import { Brief, Message } from '../../../schema/index.js';
import { AsOfArgument, DiagramRef, MermaidArgument, OperationsArgument, RevisionArgument } from '../arguments.js';
import { EditedOutput } from '../outputs.js';
import { services } from '../service-calls.js';
import { defineTool } from '../tool.js';

export const diagramEdit = defineTool({
  name: 'diagram_edit',
  title: 'Edit a diagram',
  description:
    'Makes a new revision of a saved diagram with exactly one of: ops (edit operations), mermaid (the whole diagram as Mermaid, applied as differences), ' +
    'restoreRevision (a revision number or {asOf}), or brief alone. baseRevision is the revision you read; if the diagram moved on you get REVISION_CONFLICT with the current revision and what changed: read again and rebase. ' +
    'All or nothing: any error saves nothing. message is required (one line, like a commit message). Send a requestId (a UUID) to make retries safe. ' +
    'Returns the new revision, changed {added, updated, removed} and warnings; noop true when nothing changed.',
  input: v.strictObject({
    id: DiagramRef,
    baseRevision: RevisionArgument,
    message: v.pipe(Message, v.minLength(1)),
    requestId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128))),
    ops: v.optional(OperationsArgument),
    mermaid: v.optional(MermaidArgument),
    restoreRevision: v.optional(v.union([RevisionArgument, v.strictObject({ asOf: AsOfArgument })])),
    brief: v.optional(v.nullable(Brief)),
  }),
  output: EditedOutput,
  kind: 'write',
  idempotent: false,
  async run(session, { id, ...body }) {
    return { structured: await services.edit(session, id, body) };
  },
});
