import { readFileSync } from 'node:fs';
import type { ReadResourceResult, Resource, ResourceTemplate } from '@modelcontextprotocol/sdk/types.js';
import { opsJsonSchema, sceneJsonSchema } from '../../schema/index.js';
import { ServiceError } from '../ports/index.js';
import { GUIDE_URI, OPS_SCHEMA_URI, SCENE_SCHEMA_URI } from './arguments.js';
import { services } from './service-calls.js';
import type { McpSession } from './session.js';

/** The guide's text, read once (a file next to this module, copied into dist/ by scripts/build.mjs). */
let guide: string | undefined;
function guideText(): string {
  guide ??= readFileSync(new URL('./authoring-guide.md', import.meta.url), 'utf8');
  return guide;
}

/** The format as resources: the two JSON Schemas and the guide, the same for every caller. */
const STATIC: ReadonlyArray<Resource & { read(): string }> = [
  { uri: GUIDE_URI, name: 'authoring-guide', title: 'Authoring guide for agents', mimeType: 'text/markdown', description: 'Families, node types, layout, operations, common diagnostics and their fixes, two complete examples.', read: guideText },
  { uri: SCENE_SCHEMA_URI, name: 'scene-schema', title: 'Scene document JSON Schema', mimeType: 'application/schema+json', description: 'JSON Schema 2020-12 of a DSP 0.1 scene document.', read: () => JSON.stringify(sceneJsonSchema()) },
  { uri: OPS_SCHEMA_URI, name: 'ops-schema', title: 'Edit operations JSON Schema', mimeType: 'application/schema+json', description: 'JSON Schema 2020-12 of the ops array of diagram_edit.', read: () => JSON.stringify(opsJsonSchema()) },
];

const DIAGRAM_URI = /^dsp:\/\/diagrams\/([^/?#]+)$/;
const DIAGRAMS_LISTED = 50;

/** Each diagram of the key's workspace, read as its outline. */
export const DIAGRAM_TEMPLATE: ResourceTemplate = {
  uriTemplate: 'dsp://diagrams/{id}',
  name: 'diagram-outline',
  title: 'Diagram outline',
  mimeType: 'text/plain',
  description: "A diagram of your workspace as its outline (header, recent revisions, one line per node and edge). {id} is a diagram id or key.",
};

function withoutRead({ read: _read, ...resource }: Resource & { read(): string }): Resource {
  return resource;
}

/** resources/list: the format resources, and with a key the workspace's most recently changed diagrams. */
export async function listResources(session: McpSession): Promise<Resource[]> {
  const resources = STATIC.map(withoutRead);
  if (!session.principal) return resources;
  const { diagrams } = await services.list(session, { limit: DIAGRAMS_LISTED });
  for (const diagram of diagrams) {
    resources.push({ uri: `dsp://diagrams/${diagram.id}`, name: diagram.key ?? diagram.id, title: diagram.title ?? diagram.key ?? diagram.id, mimeType: 'text/plain' });
  }
  return resources;
}

/** resources/read: a format resource, or a diagram's outline (with a key). */
export async function readResource(session: McpSession, uri: string): Promise<ReadResourceResult> {
  const fixed = STATIC.find((resource) => resource.uri === uri);
  if (fixed) return { contents: [{ uri, mimeType: fixed.mimeType, text: fixed.read() }] };
  const match = DIAGRAM_URI.exec(uri);
  if (!match) throw new ServiceError(404, 'NOT_FOUND', `There is no resource ${uri}; list them with resources/list.`);
  const outline = await services.read(session, decodeURIComponent(match[1]!), { view: 'outline' });
  return { contents: [{ uri, mimeType: 'text/plain', text: String(outline.text) }] };
}
