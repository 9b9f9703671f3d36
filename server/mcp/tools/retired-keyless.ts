import * as v from 'valibot';
import { SceneArgument } from '../arguments.js';
import { DiagnosticOutput, ValidationOutput } from '../outputs.js';
import { services } from '../service-calls.js';
import { defineTool } from '../tool.js';

export const dspValidateScene = defineTool({
  name: 'dsp_validate_scene',
  title: 'Validate a scene (older name)',
  description: 'Older name of diagram_validate for a scene: returns valid and diagnostics (each with a path and a fix). Nothing saved; no key needed.',
  input: v.strictObject({ scene: SceneArgument }),
  output: ValidationOutput,
  kind: 'read',
  keyless: true,
  async run(session, { scene }) {
    return { structured: await services.validate(session, { scene }) };
  },
});

export const dspNormalizeScene = defineTool({
  name: 'dsp_normalize_scene',
  title: 'Normalize a scene',
  description:
    'Returns the scene with every default filled in and each node placed (layout computed), plus computed (canvas, node boxes, edge routes) and diagnostics. ' +
    'Use it to see where the engine puts things before saving. Nothing saved; no key needed. Invalid scenes fail with VALIDATION_FAILED and every error.',
  input: v.strictObject({ scene: SceneArgument }),
  output: v.looseObject({ scene: v.record(v.string(), v.unknown()), computed: v.record(v.string(), v.unknown()), diagnostics: v.array(DiagnosticOutput) }),
  kind: 'read',
  keyless: true,
  async run(session, { scene }) {
    return { structured: await services.normalize(session, scene) };
  },
});
