import * as v from 'valibot';
import { DeriveSource, Message } from '../../../schema/index.js';
import { DiagramRef } from '../arguments.js';
import { DiagnosticOutput } from '../outputs.js';
import { services } from '../service-calls.js';
import { defineTool } from '../tool.js';

const snapshot = {
  format: DeriveSource.entries.format,
  source: v.pipe(DeriveSource.entries.source, v.description('The whole schema snapshot: schema.prisma, pg_dump --schema-only / mysqldump --no-data output or CREATE TABLE statements, or DBML. A snapshot, not migrations.')),
  message: v.optional(Message),
};

const DerivedOutput = v.looseObject({
  applied: v.boolean(),
  revision: v.number(),
  deriveFormat: v.string(),
  deriveSourceSha256: v.string(),
  warnings: v.array(DiagnosticOutput),
  report: v.looseObject({ counts: v.record(v.string(), v.number()), changes: v.record(v.string(), v.array(v.string())), skipped: v.array(v.unknown()), warnings: v.array(v.unknown()) }),
});

export const diagramDerive = defineTool({
  name: 'diagram_derive',
  title: 'Keep an ER diagram in step with a schema',
  description:
    'Brings a saved entity-relationship diagram in step with a database schema snapshot (format prisma, sql or dbml; source the whole schema text). ' +
    'Only elements earlier derives made (metadata.derive) change: tables and relations added, removed or updated with the fewest operations; hand-made notes, positions and styles stay. ' +
    'Returns applied (false when the diagram already matches: no revision made), the revision, the operations and a report: counts, changes, skipped statements with their line, and POSSIBLE_RENAME warnings (a removed and an added table of the same shape: check whether it was a rename). ' +
    'A parse error or a column-changing ALTER is DERIVE_PARSE_ERROR with line, column and hint. To start a diagram from a schema, use diagram_create with derive.',
  input: v.strictObject({ id: DiagramRef, ...snapshot }),
  output: v.looseObject({ id: v.string(), ...DerivedOutput.entries }),
  kind: 'write',
  idempotent: true,
  async run(session, { id, ...body }) {
    return { structured: await services.derive(session, id, body) };
  },
});

export const dspDeriveScene = defineTool({
  name: 'dsp_derive_scene',
  title: 'Derive a scene from a schema (older name)',
  description: 'Older name of diagram_derive: brings the ER scene sceneId in step with a schema snapshot (format prisma, sql or dbml). Returns sceneId, applied, revision and the report.',
  input: v.strictObject({ sceneId: DiagramRef, ...snapshot }),
  output: v.looseObject({ sceneId: v.string(), ...DerivedOutput.entries }),
  kind: 'write',
  idempotent: true,
  async run(session, { sceneId, ...body }) {
    const { id, ...derived } = await services.derive(session, sceneId, body);
    return { structured: { sceneId: id, ...derived } };
  },
});
