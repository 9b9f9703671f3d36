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

/**
 * JSON Schema draft 2020-12 exported from the valibot source. valibot stays the validator
 * of record; the export is for other tools (editors, MCP clients, ajv). Cross-field rules
 * (portId xor anchor, one place direction, references) live in engine/validate and are
 * described in the schema documentation, not in JSON Schema.
 */
const BASE_URI = 'https://dsp.dev/schemas';

const sceneDefinitions = {
  SceneHeader, Element, Node: NodeElement, Edge: EdgeElement, Group: GroupElement, Frame: FrameElement,
  Text: TextElement, Image: ImageElement, Guide: GuideElement, Style: StyleObject, Layout, Port, TextStyle,
  Column, Endpoint, Constraint, LayoutStrategy, Palette, Asset,
} as const;

function exportSchema(schema: v.GenericSchema, id: string, title: string, definitions: Record<string, v.GenericSchema>): JsonSchema {
  const json = toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore', definitions });
  return { $id: `${BASE_URI}/${id}`, title, ...json } as JsonSchema;
}

/** The scene document schema (GET /schemas/scene.schema.json). */
export function sceneJsonSchema(): JsonSchema {
  return exportSchema(SceneDocument, 'scene.schema.json', 'DSP 0.1 scene document', sceneDefinitions);
}

/** The operations schema: an array of 1-500 operations (GET /schemas/ops.schema.json). */
export function opsJsonSchema(): JsonSchema {
  return exportSchema(OperationList, 'ops.schema.json', 'DSP 0.1 edit operations', { ...sceneDefinitions, Operation });
}
