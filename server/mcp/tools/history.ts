import * as v from 'valibot';
import { AsOfArgument, DiagramRef } from '../arguments.js';
import { HistoryOutput } from '../outputs.js';
import { services } from '../service-calls.js';
import { defineTool } from '../tool.js';

const Version = v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), AsOfArgument]);

export const diagramHistory = defineTool({
  name: 'diagram_history',
  title: 'History and comparison',
  description:
    "Without from/to: the diagram's revisions newest first (revision, createdAt, message, summary, createdVia), limit up to 500, cursor for more, asOf for the history as it stood then. " +
    'With from and/or to (a revision number or a date): what changed between two versions: added, removed and modified element ids, and a summary (to defaults to the latest, from to the one before).',
  input: v.strictObject({
    id: DiagramRef,
    from: v.optional(Version),
    to: v.optional(Version),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500))),
    cursor: v.optional(v.string()),
    asOf: v.optional(AsOfArgument),
  }),
  output: HistoryOutput,
  kind: 'read',
  async run(session, { id, from, to, ...page }) {
    if (from !== undefined || to !== undefined) return { structured: (await services.compare(session, id, { from, to })) };
    return { structured: await services.history(session, id, page) };
  },
});
