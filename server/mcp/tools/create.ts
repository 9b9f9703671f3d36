import * as v from 'valibot';
import { Brief, DeriveSource, DiagramKey, Message } from '../../../schema/index.js';
import { MermaidArgument, SceneArgument } from '../arguments.js';
import { CreatedOutput } from '../outputs.js';
import { services } from '../service-calls.js';
import { defineTool } from '../tool.js';

export const diagramCreate = defineTool({
  name: 'diagram_create',
  title: 'Create a diagram',
  description:
    'Saves a new diagram from a DSP scene, from Mermaid text (erDiagram or flowchart), or from a database schema snapshot (derive: {format: prisma | sql | dbml, source}; keep it in step later with diagram_derive), exactly one of them. ' +
    'Use diagram_validate first when unsure. Give a key (your own name) to make retries safe: the same key and content return the existing diagram. ' +
    'Returns id, revision 1, hash and warnings (each with a fix); the diagram is saved even with warnings. Counts toward the diagrams and updates limits.',
  input: v.strictObject({ scene: v.optional(SceneArgument), mermaid: v.optional(MermaidArgument), derive: v.optional(DeriveSource), key: v.optional(DiagramKey), brief: v.optional(Brief), message: v.optional(Message) }),
  output: CreatedOutput,
  kind: 'write',
  idempotent: false,
  async run(session, args) {
    return { structured: (await services.create(session, args)).body };
  },
});
