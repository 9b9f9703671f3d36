import * as v from 'valibot';
import { ConfirmTrue, DiagramRef } from '../arguments.js';
import { countDeletion } from '../deletion-limit.js';
import { IdOutput } from '../outputs.js';
import { services } from '../service-calls.js';
import { defineTool } from '../tool.js';
import { ServiceError } from '../../ports/index.js';

export const diagramDelete = defineTool({
  name: 'diagram_delete',
  title: 'Delete or restore a diagram',
  description:
    'Deletes a saved diagram (confirm must be true); it can be restored for 24 hours with undo true, after which it is gone for good. ' +
    'A deleted diagram leaves every list, frees its key, and its links stop working until restored. At most 10 deletions per workspace per minute. ' +
    'Returns deletedAt and restorableUntil, or on undo the restored id and revision.',
  input: v.strictObject({ id: DiagramRef, confirm: v.optional(ConfirmTrue), undo: v.optional(v.boolean()) }),
  output: IdOutput,
  kind: 'destructive',
  idempotent: true,
  async run(session, { id, confirm, undo }) {
    if (undo === true) return { structured: await services.undelete(session, id) };
    if (confirm !== true) throw new ServiceError(400, 'DELETE_NOT_CONFIRMED', 'Deleting needs confirm: true; the diagram can then be restored for 24 hours with undo: true.');
    countDeletion(session);
    return { structured: await services.delete(session, id) };
  },
});
