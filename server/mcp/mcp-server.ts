import * as v from 'valibot';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ErrorCode, McpError, type ServerResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { packageVersion } from '../../fonts/package-version.js';
import { ServiceError } from '../ports/index.js';
import { GUIDE_URI } from './arguments.js';
import { getPrompt, PROMPTS } from './prompts.js';
import { callParams, checkedParams, unknownTool } from './request-params.js';
import { DIAGRAM_TEMPLATE, listResources, readResource } from './resources.js';
import type { McpSession } from './session.js';
import { failureFields } from './tool-errors.js';
import { callTool, listedTool, toolsFor, type ToolDefinition } from './tool.js';
import { TOOLS } from './tools/index.js';

const INSTRUCTIONS =
  `Diagrams as data: build a DSP scene (or Mermaid), check it with diagram_validate, save it with diagram_create, ` +
  `read it with diagram_read (outline) and change it with diagram_edit ops. Read ${GUIDE_URI} first. ` +
  'Every failure carries a code and a one-line fix.';

/** tools/list entries are the same for every request: generated from valibot once. */
const listed = new Map<ToolDefinition, Tool>();
function listedOnce(tool: ToolDefinition): Tool {
  let entry = listed.get(tool);
  if (!entry) listed.set(tool, (entry = listedTool(tool)));
  return entry;
}

/** A failure outside a tool call (resources, prompts) as a JSON-RPC error whose data has the REST fields. */
async function orProtocolError<T>(run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const code = error.status === 404 || error.status === 400 ? ErrorCode.InvalidParams : ErrorCode.InternalError;
    throw new McpError(code, error.message, failureFields(error));
  }
}

/** The params of the methods served here, as MCP defines them (other fields, such as _meta, pass). */
const Paged = v.looseObject({ cursor: v.optional(v.string()) });
const ReadParams = v.looseObject({ uri: v.string() });
const PromptParams = v.looseObject({ name: v.string(), arguments: v.optional(v.record(v.string(), v.string())) });

type Method = (params: unknown) => ServerResult | Promise<ServerResult>;

/** A list method: its params checked (a cursor at most; the lists come whole), then its entries. */
function listing(method: string, list: () => ServerResult | Promise<ServerResult>): [string, Method] {
  return [method, (params) => {
    checkedParams(method, Paged, 'no params, or {cursor: "<text>"}', params);
    return list();
  }];
}

/** Every method of a session but initialize and ping (the SDK's own), each reading its params by hand. */
function methodsOf(session: McpSession): Map<string, Method> {
  const visible = toolsFor(session, TOOLS);
  return new Map<string, Method>([
    listing('tools/list', () => ({ tools: visible.map(listedOnce) })),
    ['tools/call', (params) => {
      const { name, args } = callParams(params);
      const tool = TOOLS.find((candidate) => candidate.name === name);
      if (!tool) throw unknownTool(name);
      // A keyed tool called without a key answers AUTH_REQUIRED (principalOf), as REST does.
      return callTool(session, tool, args);
    }],
    listing('resources/list', () => orProtocolError(async () => ({ resources: await listResources(session) }))),
    listing('resources/templates/list', () => ({ resourceTemplates: session.principal ? [DIAGRAM_TEMPLATE] : [] })),
    ['resources/read', (params) => {
      const { uri } = checkedParams('resources/read', ReadParams, '{uri: "<a uri resources/list lists>"}', params);
      return orProtocolError(() => readResource(session, uri));
    }],
    listing('prompts/list', () => ({ prompts: PROMPTS })),
    ['prompts/get', (params) => {
      const { name, arguments: args } = checkedParams('prompts/get', PromptParams, '{name: "<a prompt prompts/list lists>", arguments: {<name>: "<text>"}}', params);
      return orProtocolError(() => getPrompt(name, args));
    }],
  ]);
}

/**
 * The MCP server of one session: the tools it may use (the keyless set without a key), the
 * format as resources, the workspace's diagrams as a resource template, and the prompts.
 * The methods are served by the fallback handler, not registered with the SDK's request
 * schemas, so that params of the wrong shape get the documented errors (request-params.ts).
 */
export function buildMcpServer(session: McpSession): Server {
  const server = new Server(
    { name: 'dsp-diagrams', title: 'DSP diagrams', version: packageVersion() },
    { capabilities: { tools: {}, resources: {}, prompts: {} }, instructions: INSTRUCTIONS },
  );
  const methods = methodsOf(session);
  server.fallbackRequestHandler = async (request) => {
    const method = methods.get(request.method);
    if (!method) throw new McpError(ErrorCode.MethodNotFound, 'Method not found');
    return method(request.params);
  };
  return server;
}
