import * as v from 'valibot';
import { DateOrTimestamp, LIMITS, OPERATION_NAMES } from '../../schema/index.js';

/**
 * Argument pieces the tools share. A scene and the operations are described here by their
 * outer shape only and checked in full by the services (engine/validate, whose errors name
 * the exact path and fix): their complete JSON Schemas are 25 and 40 KB, so tools/list
 * points at them as resources instead of repeating them in six tools.
 */

export const SCENE_SCHEMA_URI = 'dsp://schemas/scene.json';
export const OPS_SCHEMA_URI = 'dsp://schemas/ops.json';
export const GUIDE_URI = 'dsp://guide/authoring.md';

export const DiagramRef = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(LIMITS.idLength),
  v.description('The diagram id (dgm_...) or the key you gave it.'),
);

export const SceneArgument = v.pipe(
  v.record(v.string(), v.unknown()),
  v.description(`A DSP scene document {schemaVersion: "0.1", scene: {...}, elements: [...]}. Full schema: resource ${SCENE_SCHEMA_URI}; guide: ${GUIDE_URI}.`),
);

export const OperationsArgument = v.pipe(
  v.array(v.looseObject({ op: v.picklist(OPERATION_NAMES) })),
  v.minLength(1),
  v.maxLength(LIMITS.opsPerEdit),
  v.description(`Edit operations, applied in order, all or nothing (at most ${LIMITS.opsPerEdit}). Each is {op, ...fields}; full schema: resource ${OPS_SCHEMA_URI}.`),
);

export const MermaidArgument = v.pipe(
  v.string(),
  v.minLength(1),
  v.description('Mermaid text of an erDiagram or a flowchart/graph (up to 64 KB); a sequenceDiagram, stateDiagram or classDiagram is also drawn (diagram_render) but not saved.'),
);

export const RevisionArgument = v.pipe(v.number(), v.integer(), v.minValue(1));

export const AsOfArgument = v.pipe(DateOrTimestamp, v.description('A date (end of that day, UTC) or an ISO timestamp with offset: the version current then.'));

export const ConfirmTrue = v.pipe(v.literal(true), v.description('Must be exactly true.'));
