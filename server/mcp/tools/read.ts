import * as v from 'valibot';
import { AsOfArgument, DiagramRef, RevisionArgument } from '../arguments.js';
import { ListOutput, ReadOutput } from '../outputs.js';
import { services } from '../service-calls.js';
import { defineTool } from '../tool.js';

export const diagramRead = defineTool({
  name: 'diagram_read',
  title: 'Read a diagram',
  description:
    'Reads a saved diagram. view outline (default): a compact text, one line per node and edge, best for understanding and planning edits. ' +
    'view dsp: the full scene document (input for diagram_create). view mermaid: Mermaid text (not for sequence diagrams). ' +
    'revision or asOf reads an older version. knownRevision returns only what changed since that revision (or unchanged true). ' +
    'elements (comma-separated ids) limits the outline to them and their neighbours; cursor continues a long outline.',
  input: v.strictObject({
    id: DiagramRef,
    view: v.optional(v.picklist(['outline', 'dsp', 'mermaid'])),
    revision: v.optional(RevisionArgument),
    asOf: v.optional(AsOfArgument),
    knownRevision: v.optional(RevisionArgument),
    elements: v.optional(v.string()),
    cursor: v.optional(v.string()),
  }),
  output: ReadOutput,
  kind: 'read',
  async run(session, { id, ...query }) {
    return { structured: (await services.read(session, id, query)) };
  },
});

export const diagramList = defineTool({
  name: 'diagram_list',
  title: 'Find diagrams',
  description:
    "Lists the workspace's diagrams, most recently changed first: id, key, title, revision, visibility. query searches key, title and brief; key finds one exactly; " +
    'deleted true lists those deleted in the last 24 hours (restorable with diagram_delete undo). limit up to 200; pass nextCursor as cursor for more.',
  input: v.strictObject({
    query: v.optional(v.string()),
    key: v.optional(v.string()),
    deleted: v.optional(v.boolean()),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200))),
    cursor: v.optional(v.string()),
  }),
  output: ListOutput,
  kind: 'read',
  async run(session, args) {
    return { structured: await services.list(session, args) };
  },
});
