import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { SceneDocument, SceneHeader, LayoutStrategy, Palette, Asset } from './scene.js';
import { Element } from './element.js';
import { NodeElement, Port, TextStyle, Column } from './node.js';
import { EdgeElement, Endpoint } from './edge.js';
import { FrameElement, GroupElement } from './containers.js';
import { GuideElement, ImageElement, TextElement } from './annotations.js';
import { StyleObject } from './style.js';
import { Layout } from './layout.js';
import { Constraint } from './constraint.js';
import { Operation, OperationList } from './ops.js';
import {
  CreateDiagramBody,
  CreateKeyBody,
  CreateRevisionBody,
  CreateShareLinkBody,
  DeriveBody,
  DerivePreviewBody,
  OpsSlot,
  PreviewBody,
  PublicReportBody,
  ReportPreviewBody,
  ReportBody,
  FeedbackBody,
  SceneSlot,
  SharingBody,
  ValidateBody,
  WorkspaceSharingBody,
} from './api.js';
import { provenanceJsonSchema } from './provenance.js';

/**
 * JSON Schema draft 2020-12 exported from the valibot source. valibot stays the validator
 * of record; the export is for other tools (editors, MCP clients, ajv, the OpenAPI
 * document). Cross-field rules (portId xor anchor, one place direction, references) live in
 * engine/validate and are described in the schema documentation, not in JSON Schema.
 *
 * Every exported schema has a stable `$id` under SCHEMA_BASE_URI, named like its file in the
 * package (dsp-diagrams/schemas/scene.json, ops.json, api/<body>.json) and its address on
 * the service (/schemas/scene.json ...).
 */
export const SCHEMA_BASE_URI = 'https://dsp.dev/schemas';

const sceneDefinitions = {
  SceneHeader, Element, Node: NodeElement, Edge: EdgeElement, Group: GroupElement, Frame: FrameElement,
  Text: TextElement, Image: ImageElement, Guide: GuideElement, Style: StyleObject, Layout, Port, TextStyle,
  Column, Endpoint, Constraint, LayoutStrategy, Palette, Asset,
} as const;

/** The request bodies of schema/api.ts, by the name of their file (api/<name>.json). */
export const API_BODIES = {
  'create-diagram': CreateDiagramBody,
  'create-revision': CreateRevisionBody,
  validate: ValidateBody,
  preview: PreviewBody,
  sharing: SharingBody,
  'create-share-link': CreateShareLinkBody,
  'workspace-sharing': WorkspaceSharingBody,
  'public-report': PublicReportBody,
  'create-key': CreateKeyBody,
  derive: DeriveBody,
  'derive-preview': DerivePreviewBody,
  'report-preview': ReportPreviewBody,
  report: ReportBody,
  feedback: FeedbackBody,
} as const satisfies Record<string, v.GenericSchema>;

export type ApiBodyName = keyof typeof API_BODIES;

/** Where a body's scene and operation slots point: the exported files, or an OpenAPI component. */
export interface SlotReferences {
  scene: string;
  ops: string;
}

export const FILE_REFERENCES: SlotReferences = { scene: `${SCHEMA_BASE_URI}/scene.json`, ops: `${SCHEMA_BASE_URI}/ops.json` };

/**
 * A body's schema: the slots (schema/api.ts) become references to the scene and the
 * operations schemas, and a scene document accepted as a whole body (validate) too.
 */
function convertBody(schema: v.GenericSchema, references: SlotReferences): JsonSchema {
  return toJsonSchema(schema, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    overrideSchema: ({ valibotSchema }) => {
      if (valibotSchema === SceneSlot || valibotSchema === SceneDocument) return { $ref: references.scene };
      if (valibotSchema === OpsSlot) return { $ref: references.ops };
      return undefined;
    },
  });
}

function exportSchema(schema: v.GenericSchema, id: string, title: string, definitions: Record<string, v.GenericSchema>): JsonSchema {
  const json = toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore', definitions });
  return { $id: `${SCHEMA_BASE_URI}/${id}`, title, ...json } as JsonSchema;
}

/** The scene document schema (dsp-diagrams/schemas/scene.json, GET /schemas/scene.json). */
export function sceneJsonSchema(): JsonSchema {
  return exportSchema(SceneDocument, 'scene.json', 'DSP 0.1 scene document', sceneDefinitions);
}

/** The operations schema: an array of 1-500 operations (dsp-diagrams/schemas/ops.json). */
export function opsJsonSchema(): JsonSchema {
  return exportSchema(OperationList, 'ops.json', 'DSP 0.1 edit operations', { ...sceneDefinitions, Operation });
}

/**
 * A request body's schema (dsp-diagrams/schemas/api/<name>.json), its scene and operations
 * referring to scene.json and ops.json; an MCP tool's input schema comes from here too.
 */
export function bodyJsonSchema(name: ApiBodyName, references: SlotReferences = FILE_REFERENCES): JsonSchema {
  const json = convertBody(API_BODIES[name], references);
  if (references !== FILE_REFERENCES) return json;
  return { $id: `${SCHEMA_BASE_URI}/api/${name}.json`, title: `DSP 0.1 request body: ${name}`, ...json } as JsonSchema;
}

/** Every exported schema by its file name under schemas/ (bodies under api/): the bytes written to the package and served. */
export function exportedSchemaFiles(): Record<string, string> {
  const schemas: Record<string, JsonSchema> = { 'scene.json': sceneJsonSchema(), 'ops.json': opsJsonSchema(), 'provenance.json': provenanceJsonSchema(SCHEMA_BASE_URI) as JsonSchema };
  for (const name of Object.keys(API_BODIES) as ApiBodyName[]) schemas[`api/${name}.json`] = bodyJsonSchema(name);
  return Object.fromEntries(Object.entries(schemas).map(([file, schema]) => [file, `${JSON.stringify(schema, null, 2)}\n`]));
}
