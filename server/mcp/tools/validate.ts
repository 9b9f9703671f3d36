import * as v from 'valibot';
import { MermaidArgument, SceneArgument } from '../arguments.js';
import { ValidationOutput } from '../outputs.js';
import { services } from '../service-calls.js';
import { defineTool } from '../tool.js';

export const diagramValidate = defineTool({
  name: 'diagram_validate',
  title: 'Check a diagram without saving',
  description:
    'Checks a DSP scene or Mermaid text (exactly one) and reports what saving it would: valid, and diagnostics (errors, layout warnings such as TEXT_OVERFLOW or NODE_OVERLAP_DETECTED, each with a path or element and a fix). ' +
    'Nothing is saved; no key needed. Use it before diagram_create or to check a scene you built.',
  input: v.strictObject({ scene: v.optional(SceneArgument), mermaid: v.optional(MermaidArgument) }),
  output: ValidationOutput,
  kind: 'read',
  keyless: true,
  async run(session, args) {
    return { structured: await services.validate(session, args) };
  },
});
